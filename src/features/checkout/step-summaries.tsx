import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CheckoutStep } from '../../domain/checkout.ts'
import type { CustomerAddress } from '../../domain/customer.ts'
import type { SessionContext } from '../../domain/types.ts'
import { AddressCard } from '../account/AddressCard.tsx'

/** Steps the confirm page links back to (who orders changes by logging out). */
export type EditableStep = Exclude<CheckoutStep, 'who' | 'confirm'>

/** One choice made earlier, as the confirm page lists it with a way back to its step. */
export interface StepSummary {
  step: EditableStep
  title: string
  /** Accessible name of the "Change" button (which choice it changes). */
  editLabel: string
  content: ReactNode
}

/**
 * The addresses and methods the context holds now, for the confirm page. Addresses come from the
 * address book (full postal block); the context's own copy when the book does not have it.
 */
export function useStepSummaries(
  session: SessionContext | null,
  addresses: readonly CustomerAddress[],
  virtual: boolean,
): StepSummary[] {
  const { t } = useLingui()
  const customer = session?.customer
  const find = (id: string | undefined) => addresses.find((address) => address.id === id)
  const billing = find(customer?.activeBillingAddress?.id)
  const shipping = find(customer?.activeShippingAddress?.id)
  const summaries: StepSummary[] = [
    {
      step: 'addresses',
      title: virtual ? t`Billing address` : t`Addresses`,
      editLabel: t`Change addresses`,
      content: (
        <div className="checkout-confirm__addresses">
          {billing ? (
            <div>
              {virtual ? null : <h3>{t`Billing address`}</h3>}
              <AddressCard address={billing} />
            </div>
          ) : null}
          {!virtual && shipping ? (
            <div>
              <h3>{t`Shipping address`}</h3>
              <AddressCard address={shipping} />
            </div>
          ) : null}
        </div>
      ),
    },
  ]
  if (!virtual) {
    summaries.push({
      step: 'shipping',
      title: t`Shipping method`,
      editLabel: t`Change shipping method`,
      content: <p>{session?.shippingMethod?.name ?? '—'}</p>,
    })
  }
  summaries.push({
    step: 'payment',
    title: t`Payment method`,
    editLabel: t`Change payment method`,
    content: <p data-testid="confirm-payment-method">{session?.paymentMethod?.name ?? '—'}</p>,
  })
  return summaries
}
