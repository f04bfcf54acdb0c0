import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '../../components/ui/Checkbox.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import type { AccountCountry, AccountType } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { LegalLink } from '../legal/LegalLink.tsx'
import { AddressFields } from './AddressFields.tsx'
import { FormAlert } from './FormAlert.tsx'
import { PersonalDataFields } from './PersonalDataFields.tsx'
import type { createChecks } from './validation.ts'

/*
 * The parts of RegisterForm (its fieldsets, the privacy consent, the "check your mail" notice),
 * split out to keep it readable. They hold no state of their own:
 * the account type, "create an account" and "different shipping address" live in RegisterForm,
 * whose submit reads them. Each renders exactly the element RegisterForm rendered in its place, so
 * the server-rendered markup (and React's useId values below it) stays the same.
 */

/** With double opt-in: the account is active once the shopper opened the link in the mail. */
export function CheckMailNotice() {
  const { t } = useLingui()
  return (
    <FormAlert tone="success">
      <strong>{t`Please check your e-mail.`}</strong>{' '}
      {t`We have sent you a link to confirm your registration. Your account is active once you have opened it.`}
    </FormAlert>
  )
}

type Checks = ReturnType<typeof createChecks>

export interface PersonalDataSectionProps {
  salutations: readonly Salutation[]
  accountType: AccountType
  onAccountTypeChange: (accountType: AccountType) => void
  /** The form's checks (created once in RegisterForm, not per section). */
  checks: Checks
  guestAllowed: boolean
  createAccount: boolean
  onCreateAccountChange: (createAccount: boolean) => void
}

/**
 * Personal data, e-mail and, for an account, the password. The state stays in RegisterForm: the
 * submit reads the account type and whether an account is created.
 */
export function PersonalDataSection({
  salutations,
  accountType,
  onAccountTypeChange,
  checks,
  guestAllowed,
  createAccount,
  onCreateAccountChange,
}: PersonalDataSectionProps) {
  const { t } = useLingui()
  return (
    <fieldset className="account-form__section">
      <legend>{t`Personal data`}</legend>
      <PersonalDataFields
        salutations={salutations}
        accountType={accountType}
        onAccountTypeChange={onAccountTypeChange}
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
          <Checkbox
            isSelected={createAccount}
            onChange={onCreateAccountChange}
            className="account-form__wide"
          >
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
  )
}

export interface AddressSectionProps {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  defaultCountryId: string | null
}

/** The billing address (its person is the registering one) and the "different shipping" switch. */
export function BillingAddressSection({
  countries,
  salutations,
  defaultCountryId,
  differentShipping,
  onDifferentShippingChange,
}: AddressSectionProps & {
  differentShipping: boolean
  onDifferentShippingChange: (differentShipping: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <fieldset className="account-form__section">
      <legend>{t`Your address`}</legend>
      <AddressFields
        countries={countries}
        salutations={salutations}
        prefix="billingAddress."
        withPerson={false}
        defaultCountryId={defaultCountryId}
      />
      <Checkbox isSelected={differentShipping} onChange={onDifferentShippingChange}>
        {t`The shipping address differs from the billing address`}
      </Checkbox>
    </fieldset>
  )
}

/** A shipping address that differs from the billing one, with its own recipient. */
export function ShippingAddressSection({ countries, salutations, defaultCountryId }: AddressSectionProps) {
  const { t } = useLingui()
  return (
    <fieldset className="account-form__section">
      <legend>{t`Shipping address`}</legend>
      <AddressFields
        countries={countries}
        salutations={salutations}
        prefix="shippingAddress."
        defaultCountryId={defaultCountryId}
      />
    </fieldset>
  )
}

/** The privacy policy consent the Store API requires for a registration. */
export function PrivacyConsent() {
  const { t } = useLingui()
  return (
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
  )
}
