import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Checkbox } from '../../components/ui/Checkbox.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { NativeFormField } from '../../components/native-form.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import type { AccountCountry, AccountType } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'
import { useNotify } from '../notifications/notify.ts'
import { AddressFields, formField, readAddress } from './AddressFields.tsx'
import { FormAlert } from './FormAlert.tsx'
import { fieldErrors, formMessage } from './messages.ts'
import { PersonalDataFields, readPersonalData } from './PersonalDataFields.tsx'
import { useOperationFailure } from './session-hooks.ts'
import { useChecks } from './validation.ts'
import { CaptchaNotice } from '../captcha/CaptchaNotice.tsx'
import { LegalLink } from '../legal/LegalLink.tsx'

const REGISTER: readonly ['register'] = ['register']

export interface RegisterFormProps {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  defaultCountryId: string | null
  /** This locale's shop URL; the confirmation mail links there (must be a sales channel domain). */
  storefrontUrl: string
  /**
   * In the checkout: an account is optional (a guest order while "create a customer account" stays
   * unchecked, as Shopware's checkout does; offered only when the shop allows guest orders), and a
   * shopper who is logged in afterwards stays in the checkout instead of going to the account.
   */
  checkout?: { guestAllowed: boolean }
}

/**
 * Private or business registration (business: company and VAT id), billing address and an optional
 * different shipping address. With double opt-in the shopper is told to check the mail; an account
 * that is active at once is logged in and taken to the overview. Server violations appear at their
 * fields, and nothing typed is lost on an error.
 */
export function RegisterForm({
  countries,
  salutations,
  defaultCountryId,
  storefrontUrl,
  checkout,
}: RegisterFormProps) {
  const { t, i18n } = useLingui()
  const send = useSend('session')
  const notify = useNotify()
  const navigate = useNavigate()
  const checks = useChecks()
  const checkMail = useActor('session', (view) => view.context.notice === 'checkMail')
  const { failure, violations } = useOperationFailure(REGISTER)
  const [accountType, setAccountType] = useState<AccountType>('private')
  const [differentShipping, setDifferentShipping] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const guestAllowed = checkout?.guestAllowed === true
  const [createAccount, setCreateAccount] = useState(!guestAllowed)
  const errors = useMemo(() => fieldErrors(i18n, violations), [i18n, violations])

  useEmitted('session', 'session.succeeded', (event) => {
    if (event.operation !== 'register' || !submitted) return
    notify({ type: 'success', message: t`Thank you for registering.` })
  })
  const loggedIn = useActor('session', (view) =>
    Boolean(view.context.session?.customer?.active && !view.context.session.customer.guest),
  )
  useEffect(() => {
    if (submitted && loggedIn && !checkout) void navigate({ to: '/account' })
  }, [submitted, loggedIn, navigate, checkout])

  if (submitted && checkMail) {
    return (
      <FormAlert tone="success">
        <strong>{t`Please check your e-mail.`}</strong>{' '}
        {t`We have sent you a link to confirm your registration. Your account is active once you have opened it.`}
      </FormAlert>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const get = (key: string) => formField(form, key)
    const person = readPersonalData(get, accountType)
    const billing = readAddress(form, 'billingAddress.', person)
    setSubmitted(true)
    send({
      type: 'session.register',
      registration: {
        accountType,
        guest: !createAccount,
        ...person,
        email: get('email').trim(),
        password: createAccount ? get('password') : null,
        billingAddress: {
          street: billing.street,
          zipcode: billing.zipcode ?? '',
          city: billing.city,
          countryId: billing.countryId,
          countryStateId: billing.countryStateId,
          additionalAddressLine1: billing.additionalAddressLine1,
          phoneNumber: billing.phoneNumber,
        },
        shippingAddress: differentShipping ? readAddress(form, 'shippingAddress.') : null,
        acceptedDataProtection: form.get('acceptedDataProtection') === 'on',
        storefrontUrl,
      },
    })
  }

  const message = formMessage(i18n, failure, violations)
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      validationErrors={errors}
      className="account-form"
      aria-label={createAccount ? t`Create an account` : t`Your details`}
    >
      <NativeFormField form="register" />
      {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
      <fieldset className="account-form__section">
        <legend>{t`Personal data`}</legend>
        <PersonalDataFields
          salutations={salutations}
          accountType={accountType}
          onAccountTypeChange={setAccountType}
          autofill
        >
          <TextField
            name="email"
            type="email"
            label={t`E-mail address`}
            autoComplete="email"
            isRequired
            validate={checks.email}
          />
          {guestAllowed ? (
            <Checkbox isSelected={createAccount} onChange={setCreateAccount} className="account-form__wide">
              {t`Create a customer account (you can order faster next time)`}
            </Checkbox>
          ) : null}
          {createAccount ? (
            <TextField
              name="password"
              type="password"
              label={t`Password`}
              autoComplete="new-password"
              description={t`At least 8 characters`}
              isRequired
              validate={checks.password}
            />
          ) : null}
        </PersonalDataFields>
      </fieldset>
      <fieldset className="account-form__section">
        <legend>{t`Your address`}</legend>
        <AddressFields
          countries={countries}
          salutations={salutations}
          prefix="billingAddress."
          withPerson={false}
          defaultCountryId={defaultCountryId}
        />
        <Checkbox isSelected={differentShipping} onChange={setDifferentShipping}>
          {t`The shipping address differs from the billing address`}
        </Checkbox>
      </fieldset>
      {differentShipping ? (
        <fieldset className="account-form__section">
          <legend>{t`Shipping address`}</legend>
          <AddressFields
            countries={countries}
            salutations={salutations}
            prefix="shippingAddress."
            defaultCountryId={defaultCountryId}
          />
        </fieldset>
      ) : null}
      <Checkbox
        name="acceptedDataProtection"
        isRequired
        validate={(selected: boolean) =>
          selected ? null : t`Please confirm that you have read the privacy policy.`
        }
      >
        <Trans>
          I have read the <LegalLink page="privacy">privacy policy</LegalLink> and agree to it.
        </Trans>
      </Checkbox>
      <Button type="submit">{createAccount ? t`Create account` : t`Continue`}</Button>
      <CaptchaNotice />
    </Form>
  )
}
