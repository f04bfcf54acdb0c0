import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { ChoiceField } from '../../components/ui/ChoiceField'
import { Form } from '../../components/ui/Form'
import { Radio, RadioGroup } from '../../components/ui/RadioGroup'
import { TextField } from '../../components/ui/TextField'
import { type AccountType, blankToNull, type CustomerProfile } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import type { SessionOperation } from '../../system/index.ts'
import { useSession, useSessionEvent, useSessionSend } from '../../system/index.ts'
import { formField } from './AddressFields'
import { FormAlert } from './FormAlert'
import { NewPasswordFields } from './NewPasswordFields'
import { fieldErrors, formMessage } from './messages.ts'
import { useOperationFailure, useSendWhenIdle } from './session-hooks.ts'
import { useChecks } from './validation.ts'

const LOAD = { type: 'session.loadCustomer' } as const

/** Personal data, e-mail and password of the logged-in customer, each a form of its own. */
export function ProfileForms({ salutations }: { salutations: readonly Salutation[] }) {
  const { t } = useLingui()
  useSendWhenIdle(LOAD, 'customer')
  const customer = useSession((view) => view.context.customer)
  if (!customer) return <p aria-busy="true">{t`Loading your personal data…`}</p>
  return (
    <div className="account-stack">
      <PersonalDataForm customer={customer} salutations={salutations} />
      <EmailForm customer={customer} />
      <PasswordForm />
    </div>
  )
}

function useFormState(operation: SessionOperation) {
  const { i18n } = useLingui()
  const operations = useMemo(() => [operation], [operation])
  const { failure, violations } = useOperationFailure(operations)
  const errors = useMemo(() => fieldErrors(i18n, violations), [i18n, violations])
  return { errors, message: formMessage(i18n, failure, violations) }
}

function PersonalDataForm({
  customer,
  salutations,
}: {
  customer: CustomerProfile
  salutations: readonly Salutation[]
}) {
  const { t } = useLingui()
  const send = useSessionSend()
  const checks = useChecks()
  const { errors, message } = useFormState('changeProfile')
  const [accountType, setAccountType] = useState<AccountType>(customer.accountType)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const get = (key: string) => formField(form, key)
    send({
      type: 'session.account',
      command: {
        kind: 'changeProfile',
        profile: {
          accountType,
          salutationId: blankToNull(get('salutationId')),
          title: customer.title,
          firstName: get('firstName').trim(),
          lastName: get('lastName').trim(),
          company: accountType === 'business' ? blankToNull(get('company')) : null,
          vatIds: accountType === 'business' && get('vatIds').trim() ? [get('vatIds').trim()] : [],
        },
      },
    })
  }
  return (
    <section className="account-section" aria-labelledby="profile-personal">
      <h2 id="profile-personal">{t`Personal data`}</h2>
      <Form onSubmit={onSubmit} validationErrors={errors} className="account-form">
        {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
        <RadioGroup
          label={t`Account type`}
          value={accountType}
          onChange={(value) => setAccountType(value === 'business' ? 'business' : 'private')}
          orientation="horizontal"
        >
          <Radio value="private">{t`Private`}</Radio>
          <Radio value="business">{t`Business`}</Radio>
        </RadioGroup>
        <div className="account-form__grid">
          <ChoiceField
            name="salutationId"
            label={t`Salutation`}
            options={salutations.map((entry) => ({ id: entry.id, name: entry.displayName }))}
            defaultSelectedKey={customer.salutationId ?? undefined}
            placeholder={t`Please choose`}
          />
          <TextField
            name="firstName"
            label={t`First name`}
            defaultValue={customer.firstName}
            isRequired
            validate={checks.required}
          />
          <TextField
            name="lastName"
            label={t`Last name`}
            defaultValue={customer.lastName}
            isRequired
            validate={checks.required}
          />
          {accountType === 'business' ? (
            <>
              <TextField
                name="company"
                label={t`Company`}
                defaultValue={customer.company ?? ''}
                isRequired
                validate={checks.required}
              />
              <TextField
                name="vatIds"
                label={t`VAT ID`}
                defaultValue={customer.vatIds[0] ?? ''}
                isRequired
                validate={checks.required}
              />
            </>
          ) : null}
        </div>
        <Button type="submit">{t`Save personal data`}</Button>
      </Form>
    </section>
  )
}

function EmailForm({ customer }: { customer: CustomerProfile }) {
  const { t } = useLingui()
  const email = customer.email
  const send = useSessionSend()
  const checks = useChecks()
  const { errors, message } = useFormState('changeEmail')
  const typed = useRef('')
  const formRef = useRef<HTMLFormElement>(null)
  useSessionEvent('session.succeeded', (event) => {
    if (event.operation === 'changeEmail') formRef.current?.reset()
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const get = (key: string) => formField(form, key)
    send({
      type: 'session.account',
      command: {
        kind: 'changeEmail',
        change: {
          email: get('email').trim(),
          emailConfirmation: get('emailConfirmation').trim(),
          password: get('password'),
        },
      },
    })
  }
  return (
    <section className="account-section" aria-labelledby="profile-email">
      <h2 id="profile-email">{t`Change e-mail address`}</h2>
      <p>{t`Your current e-mail address: ${email}`}</p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors} className="account-form">
        {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
        <TextField
          name="email"
          type="email"
          label={t`New e-mail address`}
          autoComplete="email"
          isRequired
          validate={checks.email}
          onChange={(value) => {
            typed.current = value
          }}
        />
        <TextField
          name="emailConfirmation"
          type="email"
          label={t`Confirm new e-mail address`}
          autoComplete="email"
          isRequired
          validate={checks.all(
            checks.email,
            checks.equals(() => typed.current, t`New e-mail address`),
          )}
        />
        <TextField
          name="password"
          type="password"
          label={t`Current password`}
          autoComplete="current-password"
          isRequired
          validate={checks.required}
        />
        <Button type="submit">{t`Change e-mail address`}</Button>
      </Form>
    </section>
  )
}

function PasswordForm() {
  const { t } = useLingui()
  const send = useSessionSend()
  const checks = useChecks()
  const { errors, message } = useFormState('changePassword')
  const formRef = useRef<HTMLFormElement>(null)
  useSessionEvent('session.succeeded', (event) => {
    if (event.operation === 'changePassword') formRef.current?.reset()
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const get = (key: string) => formField(form, key)
    send({
      type: 'session.account',
      command: {
        kind: 'changePassword',
        change: {
          password: get('password'),
          newPassword: get('newPassword'),
          newPasswordConfirm: get('newPasswordConfirm'),
        },
      },
    })
  }
  return (
    <section className="account-section" aria-labelledby="profile-password">
      <h2 id="profile-password">{t`Change password`}</h2>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors} className="account-form">
        {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
        <TextField
          name="password"
          type="password"
          label={t`Current password`}
          autoComplete="current-password"
          isRequired
          validate={checks.required}
        />
        <NewPasswordFields />
        <Button type="submit">{t`Change password`}</Button>
      </Form>
    </section>
  )
}
