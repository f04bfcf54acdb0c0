import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { NativeFormField } from '../../components/native-form.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import type { AccountType, CustomerProfile } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { useActor } from '../../system/hooks.ts'
import { FormAlert } from './FormAlert.tsx'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { PersonalDataFields, readPersonalData } from './PersonalDataFields.tsx'
import { useSendOnce } from './session-hooks.ts'
import { useAccountForm } from './useAccountForm.ts'
import { useChecks } from './validation.ts'

const LOAD = { type: 'session.loadCustomer' } as const

/** Personal data, e-mail and password of the logged-in customer, each a form of its own. */
export function ProfileForms({ salutations }: { salutations: readonly Salutation[] }) {
  const { t } = useLingui()
  useSendOnce(LOAD, 'customer')
  const customer = useActor('session', (view) => view.context.customer)
  if (!customer) return <p aria-busy="true">{t`Loading your personal data…`}</p>
  return (
    <div className="account-stack">
      <PersonalDataForm customer={customer} salutations={salutations} />
      <EmailForm customer={customer} />
      <PasswordForm />
    </div>
  )
}

type AccountForm = ReturnType<typeof useAccountForm>

/** One profile form: a section with its heading, the server's failure above the fields, a submit button. */
function ProfileSection({
  id,
  title,
  intro,
  form,
  submitLabel,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  form: AccountForm
  submitLabel: string
  children: ReactNode
}) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro}
      <Form {...form.formProps} method="post" className="account-form">
        <NativeFormField form="profile" />
        {form.message ? <FormAlert tone="danger">{form.message}</FormAlert> : null}
        {children}
        <Button type="submit">{submitLabel}</Button>
      </Form>
    </section>
  )
}

function PersonalDataForm({
  customer,
  salutations,
}: {
  customer: CustomerProfile
  salutations: readonly Salutation[]
}) {
  const { t } = useLingui()
  const [accountType, setAccountType] = useState<AccountType>(customer.accountType)
  const form = useAccountForm('changeProfile', (get) => ({
    kind: 'changeProfile',
    profile: { accountType, ...readPersonalData(get, accountType), title: customer.title },
  }))
  return (
    <ProfileSection
      id="profile-personal"
      title={t`Personal data`}
      form={form}
      submitLabel={t`Save personal data`}
    >
      <PersonalDataFields
        salutations={salutations}
        accountType={accountType}
        onAccountTypeChange={setAccountType}
        initial={customer}
      />
    </ProfileSection>
  )
}

function CurrentPasswordField() {
  const { t } = useLingui()
  const checks = useChecks()
  return (
    <TextField
      name="password"
      type="password"
      label={t`Current password`}
      autoComplete="current-password"
      isRequired
      validate={checks.required}
    />
  )
}

function EmailForm({ customer }: { customer: CustomerProfile }) {
  const { t } = useLingui()
  const email = customer.email
  const checks = useChecks()
  const typed = useRef('')
  const form = useAccountForm(
    'changeEmail',
    (get) => ({
      kind: 'changeEmail',
      change: {
        email: get('email').trim(),
        emailConfirmation: get('emailConfirmation').trim(),
        password: get('password'),
      },
    }),
    { resetOnSuccess: true },
  )
  return (
    <ProfileSection
      id="profile-email"
      title={t`Change e-mail address`}
      intro={<p>{t`Your current e-mail address: ${email}`}</p>}
      form={form}
      submitLabel={t`Change e-mail address`}
    >
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
      <CurrentPasswordField />
    </ProfileSection>
  )
}

function PasswordForm() {
  const { t } = useLingui()
  const form = useAccountForm(
    'changePassword',
    (get) => ({
      kind: 'changePassword',
      change: {
        password: get('password'),
        newPassword: get('newPassword'),
        newPasswordConfirm: get('newPasswordConfirm'),
      },
    }),
    { resetOnSuccess: true },
  )
  return (
    <ProfileSection
      id="profile-password"
      title={t`Change password`}
      form={form}
      submitLabel={t`Change password`}
    >
      <CurrentPasswordField />
      <NewPasswordFields />
    </ProfileSection>
  )
}
