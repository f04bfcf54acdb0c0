import { useLingui } from '@lingui/react/macro'
import { useActor } from '../../system/hooks.ts'

/**
 * 'incl. VAT plus shipping' for gross prices, 'excl. VAT plus shipping' for net ones (VAT is added
 * in the cart), 'without VAT (tax-free delivery)' for tax-free ones (delivery to Switzerland: no
 * VAT is added, "plus VAT" on them would be wrong; the cart names the import VAT due on delivery), from
 * the session context's tax state (gross until the session has loaded, as the Store API's default
 * context).
 */
export function TaxNote() {
  const { t } = useLingui()
  const taxState = useActor('session', (snapshot) => snapshot.context.session?.taxState ?? 'gross')
  return (
    <p className="product-tax-note" data-tax-state={taxState}>
      {taxState === 'gross'
        ? t`incl. VAT plus shipping`
        : taxState === 'tax-free'
          ? t`without VAT (tax-free delivery) plus shipping`
          : t`excl. VAT plus shipping`}
    </p>
  )
}
