import { NativeFormField } from '../../components/native-form.tsx'
import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Checkbox } from '../../components/ui/Checkbox.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { Radio, RadioGroup } from '../../components/ui/RadioGroup.tsx'
import type { AccountCountry, AddressInput, CustomerAddress, Violation } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { AddressCard } from '../account/AddressCard.tsx'
import { AddressFields, readAddress } from '../account/AddressFields.tsx'
import { fieldErrors } from '../account/messages.ts'

export type AddressUse = 'billing' | 'shipping' | 'both'

export interface AddressStepProps {
  addresses: readonly CustomerAddress[]
  billingAddressId: string | null
  shippingAddressId: string | null
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  /** Preselected country of a new address (the context's delivery country). */
  defaultCountryId: string | null
  busy: boolean
  /** Violations of the last refused new address, shown at its fields. */
  violations: readonly Violation[]
  onChoose: (billingAddressId: string, shippingAddressId: string) => void
  onCreate: (address: AddressInput, use: AddressUse) => void
}

/**
 * Billing and shipping address from the address book (shipping may differ), or a new address with
 * the registration's fields and checks. A refused new address keeps what was typed and shows the
 * server's messages at the fields.
 */
export function AddressStep(props: AddressStepProps) {
  const { t } = useLingui()
  const { addresses } = props
  const [adding, setAdding] = useState(addresses.length === 0)
  const firstId = addresses[0]?.id ?? null
  const [billing, setBilling] = useState<string | null>(props.billingAddressId ?? firstId)
  const [shipping, setShipping] = useState<string | null>(props.shippingAddressId ?? firstId)
  const [sameAsBilling, setSameAsBilling] = useState(
    props.shippingAddressId === null || props.shippingAddressId === props.billingAddressId,
  )

  if (adding) {
    return <NewAddressForm {...props} onCancel={addresses.length > 0 ? () => setAdding(false) : null} />
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!billing) return
    props.onChoose(billing, sameAsBilling ? billing : (shipping ?? billing))
  }
  const label = (address: CustomerAddress) => `${address.firstName} ${address.lastName}, ${address.street}`
  return (
    <Form method="post" onSubmit={onSubmit} className="checkout-form" aria-label={t`Addresses`}>
      <NativeFormField form="checkout" />
      <RadioGroup label={t`Billing address`} value={billing} onChange={setBilling} isRequired>
        {addresses.map((address) => (
          <Radio key={address.id} value={address.id} className="checkout-address" aria-label={label(address)}>
            <AddressCard address={address} />
          </Radio>
        ))}
      </RadioGroup>
      <Checkbox isSelected={sameAsBilling} onChange={setSameAsBilling}>
        {t`Ship to the billing address`}
      </Checkbox>
      {sameAsBilling ? null : (
        <RadioGroup label={t`Shipping address`} value={shipping} onChange={setShipping} isRequired>
          {addresses.map((address) => (
            <Radio
              key={address.id}
              value={address.id}
              className="checkout-address"
              aria-label={label(address)}
            >
              <AddressCard address={address} />
            </Radio>
          ))}
        </RadioGroup>
      )}
      <div className="checkout-form__actions">
        <Button variant="secondary" onPress={() => setAdding(true)}>
          {t`Add a new address`}
        </Button>
        <Button type="submit" isDisabled={props.busy || !billing}>
          {props.busy ? t`Saving…` : t`Continue`}
        </Button>
      </div>
    </Form>
  )
}

function NewAddressForm({
  countries,
  salutations,
  defaultCountryId,
  busy,
  violations,
  onCreate,
  onCancel,
}: AddressStepProps & { onCancel: (() => void) | null }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const [use, setUse] = useState<AddressUse>('both')
  const errors = useMemo(() => fieldErrors(i18n, violations), [i18n, violations])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onCreate(readAddress(new FormData(event.currentTarget)), use)
  }
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      validationErrors={errors}
      className="checkout-form"
      aria-label={t`New address`}
    >
      <NativeFormField form="checkout" />
      <AddressFields countries={countries} salutations={salutations} defaultCountryId={defaultCountryId} />
      <RadioGroup
        label={t`Use this address for`}
        value={use}
        onChange={(value) => setUse(value as AddressUse)}
      >
        <Radio value="both">{t`Billing and shipping`}</Radio>
        <Radio value="billing">{t`Billing only`}</Radio>
        <Radio value="shipping">{t`Shipping only`}</Radio>
      </RadioGroup>
      <div className="checkout-form__actions">
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button type="submit" isDisabled={busy}>
          {busy ? t`Saving…` : t`Save address`}
        </Button>
      </div>
    </Form>
  )
}
