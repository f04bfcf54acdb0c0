import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ChoiceField } from '../../components/ui/ChoiceField.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import type { AccountCountry, AddressInput, CustomerAddress } from '../../domain/customer.ts'
import { blankToNull } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { NameFields } from './PersonalDataFields.tsx'
import { useChecks } from './validation.ts'

export interface AddressFieldsProps {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  /** Field name prefix, e.g. `billingAddress.` (server pointers map onto the same names). */
  prefix?: string
  /** Name, salutation and company fields; the registration takes them from the person instead. */
  withPerson?: boolean
  initial?: Partial<CustomerAddress>
  defaultCountryId?: string | null
}

/**
 * The fields of one address. Country and state are one unit: the state list follows the chosen
 * country and is required where the country forces it (country.forceStateInRegistration).
 */
export function AddressFields({
  countries,
  salutations,
  prefix = '',
  withPerson = true,
  initial,
  defaultCountryId,
}: AddressFieldsProps) {
  const { t } = useLingui()
  const checks = useChecks()
  const [countryId, setCountryId] = useState<string | null>(
    initial?.countryId ?? defaultCountryId ?? countries[0]?.id ?? null,
  )
  const [stateId, setStateId] = useState<string | null>(initial?.countryStateId ?? null)
  const country = countries.find((entry) => entry.id === countryId)
  const showStates = Boolean(country?.displayState && country.states.length > 0)
  const name = (field: string) => `${prefix}${field}`
  return (
    <div className="account-form__grid">
      {withPerson ? (
        <>
          <NameFields salutations={salutations} prefix={prefix} initial={initial} autofill />
          <TextField
            name={name('company')}
            label={t`Company`}
            autoComplete="organization"
            defaultValue={initial?.company ?? undefined}
          />
        </>
      ) : null}
      <TextField
        name={name('street')}
        label={t`Street address`}
        autoComplete="address-line1"
        isRequired
        validate={checks.required}
        defaultValue={initial?.street}
        className="account-form__wide"
      />
      <TextField
        name={name('additionalAddressLine1')}
        label={t`Address additional`}
        autoComplete="address-line2"
        defaultValue={initial?.additionalAddressLine1 ?? undefined}
        className="account-form__wide"
      />
      <TextField
        name={name('zipcode')}
        label={t`Postal code`}
        autoComplete="postal-code"
        isRequired
        validate={checks.required}
        defaultValue={initial?.zipcode ?? undefined}
      />
      <TextField
        name={name('city')}
        label={t`City`}
        autoComplete="address-level2"
        isRequired
        validate={checks.required}
        defaultValue={initial?.city}
      />
      <ChoiceField
        name={name('countryId')}
        label={t`Country`}
        options={countries}
        selectedKey={countryId}
        onSelectionChange={(key) => {
          setCountryId(key === null ? null : String(key))
          setStateId(null)
        }}
        isRequired
        placeholder={t`Please choose`}
        errorMessage={t`This field is required`}
      />
      {showStates && country ? (
        <ChoiceField
          key={country.id}
          name={name('countryStateId')}
          label={t`State`}
          options={country.states}
          selectedKey={stateId}
          onSelectionChange={(key) => setStateId(key === null ? null : String(key))}
          isRequired={country.forceState}
          placeholder={t`Please choose`}
          errorMessage={t`This field is required`}
        />
      ) : null}
      <TextField
        name={name('phoneNumber')}
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        validate={checks.phone}
        defaultValue={initial?.phoneNumber ?? undefined}
      />
    </div>
  )
}

function field(form: FormData, key: string): string {
  const value = form.get(key)
  return typeof value === 'string' ? value : ''
}

/** The address the fields hold; `person` supplies the names where the fields leave them out. */
export function readAddress(
  form: FormData,
  prefix = '',
  person?: { salutationId: string | null; firstName: string; lastName: string; company: string | null },
): AddressInput {
  const get = (key: string) => field(form, `${prefix}${key}`)
  return {
    salutationId: person ? person.salutationId : blankToNull(get('salutationId')),
    firstName: person ? person.firstName : get('firstName').trim(),
    lastName: person ? person.lastName : get('lastName').trim(),
    company: person ? person.company : blankToNull(get('company')),
    department: null,
    street: get('street').trim(),
    additionalAddressLine1: blankToNull(get('additionalAddressLine1')),
    zipcode: blankToNull(get('zipcode')),
    city: get('city').trim(),
    countryId: get('countryId'),
    countryStateId: blankToNull(get('countryStateId')),
    phoneNumber: blankToNull(get('phoneNumber')),
  }
}

export { field as formField }
