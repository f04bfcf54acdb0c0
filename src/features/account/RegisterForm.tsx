import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useApp } from '../../app/app-context.ts'
import { afterNextPaint } from '../../components/after-paint.ts'
import { Form } from '../../components/ui/Form.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { NativeFormField } from '../../components/native-form.tsx'
import type { AccountCountry, AccountType, RegistrationInput } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'
import { useNotify } from '../notifications/notify.ts'
import { formField, readAddress } from './AddressFields.tsx'
import { FormAlert } from './FormAlert.tsx'
import { fieldErrors, formMessage } from './messages.ts'
import { readPersonalData } from './PersonalDataFields.tsx'
import {
  BillingAddressSection,
  CheckMailNotice,
  PersonalDataSection,
  PrivacyConsent,
  ShippingAddressSection,
} from './RegisterFormSections.tsx'
import { useOperationFailure } from './session-hooks.ts'
import { useChecks } from './validation.ts'
import { CaptchaNotice } from '../captcha/CaptchaNotice.tsx'

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
  const { navigation } = useApp()
  const checks = useChecks()
  const checkMail = useActor('session', (view) => view.context.notice === 'checkMail')
  const { failure, violations } = useOperationFailure(REGISTER)
  const [accountType, setAccountType] = useState<AccountType>('private')
  const [differentShipping, setDifferentShipping] = useState(false)
  // Whether this form sent the registration: a ref, not state. Setting state at the submit rendered
  // the whole form again inside the press on "Continue" (React Aria's form gives its fields a new
  // context value at every render, so all twenty fields re-rendered before the browser could paint:
  // the checkout's next-step latency). What shows it (the mail notice, the way to the account)
  // renders when the session's answer changes `checkMail` or `loggedIn`, and reads it then.
  const submitted = useRef(false)
  const guestAllowed = checkout?.guestAllowed === true
  const [createAccount, setCreateAccount] = useState(!guestAllowed)
  const errors = useMemo(() => fieldErrors(i18n, violations), [i18n, violations])

  useEmitted('session', 'session.succeeded', (event) => {
    if (event.operation !== 'register' || !submitted.current) return
    notify({ type: 'success', message: t`Thank you for registering.` })
  })
  const loggedIn = useActor('session', (view) =>
    Boolean(view.context.session?.customer?.active && !view.context.session.customer.guest),
  )
  useEffect(() => {
    if (submitted.current && loggedIn && !checkout) void navigation.navigate({ href: '/account' })
  }, [loggedIn, navigation, checkout])

  if (submitted.current && checkMail) return <CheckMailNotice />

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const choices = { accountType, createAccount, differentShipping, storefrontUrl }
    submitted.current = true
    // Reading the form and the registration's request (the Store API client, the captcha token, the
    // body, built when the session receives the event) come after the browser has painted the
    // press: its frame waits for neither, and the form is read one frame after its submit.
    afterNextPaint(window, () => {
      send({ type: 'session.register', registration: readRegistration(new FormData(form), choices) })
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
      <PersonalDataSection
        salutations={salutations}
        accountType={accountType}
        onAccountTypeChange={setAccountType}
        checks={checks}
        guestAllowed={guestAllowed}
        createAccount={createAccount}
        onCreateAccountChange={setCreateAccount}
      />
      <BillingAddressSection
        countries={countries}
        salutations={salutations}
        defaultCountryId={defaultCountryId}
        differentShipping={differentShipping}
        onDifferentShippingChange={setDifferentShipping}
      />
      {differentShipping ? (
        <ShippingAddressSection
          countries={countries}
          salutations={salutations}
          defaultCountryId={defaultCountryId}
        />
      ) : null}
      <PrivacyConsent />
      {/* The browser's own submit button: React Aria's Button rendered itself again for the hover,
          the press, its end and the focus, each inside the press on "Continue"; a submit needs
          none of it (keys, clicks and touches submit natively; ui.css styles its states). */}
      <NativeButton submit>{createAccount ? t`Create account` : t`Continue`}</NativeButton>
      <CaptchaNotice />
    </Form>
  )
}

/** What the registration form's submit decided beyond the typed fields. */
interface RegistrationChoices {
  accountType: AccountType
  createAccount: boolean
  differentShipping: boolean
  storefrontUrl: string
}

/**
 * The registration as the session machine takes it, read from the submitted form. Pure, so the
 * submit handler stays short; the billing address takes the person's name (it has no own fields).
 */
function readRegistration(
  form: FormData,
  { accountType, createAccount, differentShipping, storefrontUrl }: RegistrationChoices,
): RegistrationInput {
  const get = (key: string) => formField(form, key)
  const person = readPersonalData(get, accountType)
  const billing = readAddress(form, 'billingAddress.', person)
  return {
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
  }
}
