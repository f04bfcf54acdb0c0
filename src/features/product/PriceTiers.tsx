import { useLingui } from '@lingui/react/macro'
import { tierLabels } from '../../domain/tiers.ts'
import type { PriceTier } from '../../domain/types.ts'
import { usePriceFormatter } from './usePriceFormatter.ts'

/** Graduated prices: 'to {quantity}' for every tier but the last, 'from {quantity}' for the last. */
export function PriceTiers({ tiers }: { tiers: readonly PriceTier[] }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  if (tiers.length === 0) return null
  return (
    <table className="product-tiers">
      <caption className="visually-hidden">{t`Graduated prices`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Quantity`}</th>
          <th scope="col">{t`Unit price`}</th>
        </tr>
      </thead>
      <tbody>
        {tierLabels(tiers).map((tier) => {
          const quantity = tier.quantity
          return (
            <tr key={`${tier.kind}-${quantity}`} data-kind={tier.kind}>
              <th scope="row">{tier.kind === 'to' ? t`to ${quantity}` : t`from ${quantity}`}</th>
              <td>{format(tier.unitPrice)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
