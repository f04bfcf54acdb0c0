import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ChoiceField } from '../../components/ui/ChoiceField.tsx'
import { Radio, RadioGroup } from '../../components/ui/RadioGroup.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import { type AccountType, blankToNull, type ProfileInput } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { useChecks } from './validation.ts'

/** The name of a person: what the personal data and an address's person fields share. */
export type PersonName = Pick<ProfileInput, 'salutationId' | 'firstName' | 'lastName'>

export interface NameFieldsProps {
  salutations: readonly Salutation[]
  /** Field name prefix, e.g. `billingAddress.`. */
  prefix?: string
  /** The saved name to edit; left out, the fields start empty. */
  initial?: Partial<PersonName>
  /** Adds the browser's autofill tokens (given-name, family-name). */
  autofill?: boolean
}

/** Salutation, first and last name. */
export function NameFields({ salutations, prefix = '', initial, autofill = false }: NameFieldsProps) {
  const { t } = useLingui()
  const checks = useChecks()
  const nameField = (field: 'firstName' | 'lastName', label: string, token: string) => (
    <TextField
      name={`${prefix}${field}`}
      label={label}
      autoComplete={autofill ? token : undefined}
      isRequired
      validate={checks.required}
      defaultValue={initial?.[field]}
    />
  )
  return (
    <>
      <ChoiceField
        name={`${prefix}salutationId`}
        label={t`Salutation`}
        options={salutations.map((entry) => ({ id: entry.id, name: entry.displayName }))}
        defaultSelectedKey={initial?.salutationId ?? undefined}
        placeholder={t`Please choose`}
      />
      {nameField('firstName', t`First name`, 'given-name')}
      {nameField('lastName', t`Last name`, 'family-name')}
    </>
  )
}

/** What the personal data fields hold, apart from the account type. */
export type PersonalData = Pick<
  ProfileInput,
  'salutationId' | 'firstName' | 'lastName' | 'company' | 'vatIds'
>

export interface PersonalDataFieldsProps {
  salutations: readonly Salutation[]
  accountType: AccountType
  onAccountTypeChange: (accountType: AccountType) => void
  /** The saved data to edit (the profile); left out, the fields start empty (the registration). */
  initial?: PersonalData
  /** Autofill tokens and the VAT ID example, for a new customer (the registration). */
  autofill?: boolean
  /** Further fields at the end of the grid. */
  children?: ReactNode
}

/**
 * Account type, salutation, names and, for a business account, company and VAT ID: the personal
 * data of the registration and of the profile. `readPersonalData` reads them back.
 */
export function PersonalDataFields({
  salutations,
  accountType,
  onAccountTypeChange,
  initial,
  autofill = false,
  children,
}: PersonalDataFieldsProps) {
  const { t } = useLingui()
  const checks = useChecks()
  return (
    <>
      <RadioGroup
        label={t`Account type`}
        value={accountType}
        onChange={(value) => onAccountTypeChange(value === 'business' ? 'business' : 'private')}
        orientation="horizontal"
      >
        <Radio value="private">{t`Private`}</Radio>
        <Radio value="business">{t`Business`}</Radio>
      </RadioGroup>
      <div className="account-form__grid">
        <NameFields salutations={salutations} initial={initial} autofill={autofill} />
        {accountType === 'business' ? (
          <>
            <TextField
              name="company"
              label={t`Company`}
              autoComplete={autofill ? 'organization' : undefined}
              defaultValue={initial?.company ?? ''}
              isRequired
              validate={checks.required}
            />
            <TextField
              name="vatIds"
              label={t`VAT ID`}
              description={autofill ? t`For example DE123456789` : undefined}
              defaultValue={initial?.vatIds[0] ?? ''}
              isRequired
              validate={checks.required}
            />
          </>
        ) : null}
        {children}
      </div>
    </>
  )
}

/** The personal data `PersonalDataFields` hold; company and VAT ID only for a business account. */
export function readPersonalData(get: (key: string) => string, accountType: AccountType): PersonalData {
  const business = accountType === 'business'
  return {
    salutationId: blankToNull(get('salutationId')),
    firstName: get('firstName').trim(),
    lastName: get('lastName').trim(),
    company: business ? blankToNull(get('company')) : null,
    vatIds: business && get('vatIds').trim() ? [get('vatIds').trim()] : [],
  }
}
