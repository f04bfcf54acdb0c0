import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { NativeFormField } from '../../components/native-form.tsx'
import { type AccountCountry, buildAddressErrors, type CustomerAddress } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'
import { AddressCard } from './AddressCard.tsx'
import { AddressFields, readAddress } from './AddressFields.tsx'
import { FormAlert } from './FormAlert.tsx'
import { fieldErrors, formMessage } from './messages.ts'
import { useOperation, useOperationFailure, useSendOnce } from './session-hooks.ts'

const SAVE: readonly ['saveAddress'] = ['saveAddress']
const LOAD = { type: 'session.loadAddresses' } as const

interface Props {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
}

/**
 * The address book: every address with its default marks; add, edit, delete and make an address the
 * default billing or shipping one (one address may be both). Defaults cannot be deleted.
 */
export function AddressBook({ countries, salutations }: Props) {
  const { t } = useLingui()
  const send = useSend('session')
  useSendOnce(LOAD, 'addresses')
  const list = useActor('session', (view) => view.context.addresses)
  const loaded = list !== null
  const addresses = list ?? []
  const defaults = useActor(
    'session',
    (view) => ({
      billing: view.context.session?.customer?.defaultBillingAddressId ?? null,
      shipping: view.context.session?.customer?.defaultShippingAddressId ?? null,
    }),
    (a, b) => a.billing === b.billing && a.shipping === b.shipping,
  )
  const operation = useOperation()
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null)

  useEmitted('session', 'session.succeeded', (event) => {
    if (event.operation === 'saveAddress') setEditing(null)
  })

  if (editing) {
    return (
      <AddressEditor
        address={editing === 'new' ? null : editing}
        countries={countries}
        salutations={salutations}
        defaultCountryId={countries[0]?.id ?? null}
        onCancel={() => setEditing(null)}
      />
    )
  }
  return (
    <section className="account-section" aria-busy={!loaded}>
      <Button variant="secondary" onPress={() => setEditing('new')}>
        {t`Add address`}
      </Button>
      {addresses.length === 0 && loaded ? <p>{t`You have not saved any addresses yet.`}</p> : null}
      <ul className="account-address-list">
        {addresses.map((address) => {
          const isBilling = address.id === defaults.billing
          const isShipping = address.id === defaults.shipping
          const label = `${address.firstName} ${address.lastName}, ${address.street}`
          return (
            <li key={address.id} className="account-card">
              {isBilling || isShipping ? (
                <p className="account-card__badges">
                  {isBilling ? <span className="account-badge">{t`Default billing address`}</span> : null}
                  {isShipping ? <span className="account-badge">{t`Default shipping address`}</span> : null}
                </p>
              ) : null}
              <AddressCard address={address} />
              <div className="account-card__actions">
                <Button
                  variant="secondary"
                  aria-label={t`Edit address ${label}`}
                  onPress={() => setEditing(address)}
                >
                  {t`Edit`}
                </Button>
                {!isBilling ? (
                  <Button
                    variant="quiet"
                    isDisabled={operation !== null}
                    onPress={() =>
                      send({
                        type: 'session.account',
                        command: { kind: 'setDefaultBilling', id: address.id },
                      })
                    }
                  >
                    {t`Use as default billing address`}
                  </Button>
                ) : null}
                {!isShipping ? (
                  <Button
                    variant="quiet"
                    isDisabled={operation !== null}
                    onPress={() =>
                      send({
                        type: 'session.account',
                        command: { kind: 'setDefaultShipping', id: address.id },
                      })
                    }
                  >
                    {t`Use as default shipping address`}
                  </Button>
                ) : null}
                {!isBilling && !isShipping ? (
                  <Button
                    variant="quiet"
                    isDisabled={operation !== null}
                    onPress={() =>
                      send({ type: 'session.account', command: { kind: 'deleteAddress', id: address.id } })
                    }
                    aria-label={t`Delete address ${label}`}
                  >
                    {t`Delete`}
                  </Button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

interface EditorProps extends Props {
  address: CustomerAddress | null
  defaultCountryId: string | null
  onCancel: () => void
}

function AddressEditor({ address, countries, salutations, defaultCountryId, onCancel }: EditorProps) {
  const { t, i18n } = useLingui()
  const send = useSend('session')
  const { failure, violations } = useOperationFailure(SAVE)
  const errors = useMemo(() => fieldErrors(i18n, violations), [i18n, violations])
  // The address error builder names blank fields with the server's detail.
  const blanks = buildAddressErrors(violations)
  const message = formMessage(i18n, failure, violations)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = readAddress(new FormData(event.currentTarget))
    send({
      type: 'session.account',
      command: { kind: 'saveAddress', id: address?.id ?? null, address: input },
    })
  }
  return (
    <section className="account-section">
      <h2>{address ? t`Edit address` : t`New address`}</h2>
      <Form
        method="post"
        onSubmit={onSubmit}
        validationErrors={errors}
        className="account-form"
        aria-label={address ? t`Edit address` : t`New address`}
      >
        <NativeFormField form="address" />
        {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
        {blanks.length > 0 ? (
          <FormAlert tone="danger">
            <ul>
              {blanks.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </FormAlert>
        ) : null}
        <AddressFields
          countries={countries}
          salutations={salutations}
          initial={address ?? undefined}
          defaultCountryId={defaultCountryId}
        />
        <div className="account-card__actions">
          <Button type="submit">{t`Save address`}</Button>
          <Button variant="secondary" onPress={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </Form>
    </section>
  )
}
