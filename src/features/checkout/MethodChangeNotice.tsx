import { useLingui } from '@lingui/react/macro'
import type { MethodChange } from '../../domain/checkout.ts'

/**
 * The shop switched the shipping or payment method because the chosen one cannot serve this cart
 * or address any more: both names, so the shopper knows what they will get. Announced politely.
 */
export function MethodChangeNotice({ change }: { change: MethodChange }) {
  const { t } = useLingui()
  const { oldName, newName } = change
  return (
    <p className="checkout-alert" data-tone="info" role="status" data-testid="checkout-method-changed">
      {change.kind === 'shipping'
        ? t`${oldName} is not available for this order. We have changed the shipping method to ${newName}.`
        : t`${oldName} is not available for this order. We have changed the payment method to ${newName}.`}
    </p>
  )
}
