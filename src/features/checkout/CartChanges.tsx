import { useLingui } from '@lingui/react/macro'
import type { CartDifference } from '../../domain/checkout.ts'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'

/** One difference between the cart the shopper confirmed and the cart the shop calculates now. */
function Difference({ change }: { change: CartDifference }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  switch (change.kind) {
    case 'lineAdded': {
      const { label, quantity } = change
      return t`${label} was added (quantity ${quantity}).`
    }
    case 'lineRemoved': {
      const { label } = change
      return t`${label} is no longer in your cart.`
    }
    case 'quantity': {
      const { label, before, after } = change
      return t`The quantity of ${label} changed from ${before} to ${after}.`
    }
    case 'price': {
      const { label } = change
      const before = format(change.before)
      const after = format(change.after)
      return t`The price of ${label} changed from ${before} to ${after}.`
    }
    case 'shipping': {
      const before = change.before ?? '—'
      const after = change.after ?? '—'
      return t`The shipping method changed from ${before} to ${after}.`
    }
    case 'shippingCosts': {
      const before = format(change.before)
      const after = format(change.after)
      return t`The shipping costs changed from ${before} to ${after}.`
    }
    case 'total': {
      const before = format(change.before)
      const after = format(change.after)
      return t`The total changed from ${before} to ${after}.`
    }
    case 'method': {
      const { before, after } = change
      return change.method === 'shipping'
        ? t`The shipping method changed from ${before} to ${after}.`
        : t`The payment method changed from ${before} to ${after}.`
    }
  }
}

/**
 * Why the order was not placed: the cart changed after the shopper confirmed it (stock, prices,
 * a method the shop switched, a cart merged at login). Announced; the shopper confirms again.
 */
export function CartChanges({ changes }: { changes: readonly CartDifference[] }) {
  const { t } = useLingui()
  return (
    <div className="checkout-alert" role="alert" data-testid="checkout-cart-changed">
      <p>{t`Your cart changed while you were checking out, so your order has not been placed yet. Please check it and order again:`}</p>
      <ul>
        {changes.map((change, index) => (
          // Differences have no id; their order is stable for one answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list for one answer
          <li key={index}>
            <Difference change={change} />
          </li>
        ))}
      </ul>
    </div>
  )
}
