import { Trans, useLingui } from '@lingui/react/macro'
import { type Cart, importVatDue, SWISS_IMPORT_VAT_RATE } from '../../domain/cart.ts'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'

/**
 * The cart's totals exactly as the Store API calculated them. Gross carts show "incl. VAT", net
 * carts add the VAT lines on top, tax-free carts show none (and, for Switzerland, the import VAT
 * that will be due on delivery).
 */
export function CartSummary({ cart, busy }: { cart: Cart; busy: boolean }) {
  const { t, i18n } = useLingui()
  const format = usePriceFormatter()
  const { price } = cart
  // Numbers in the page's language: "8,1 %" in German and French, not "8.1 %".
  const rate = i18n.number(SWISS_IMPORT_VAT_RATE)
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={busy}>
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t`Order summary`}
      </h2>
      <dl className="cart-summary__list">
        <div>
          <dt>{t`Subtotal`}</dt>
          <dd data-testid="cart-subtotal">{format(price.positionPrice)}</dd>
        </div>
        {cart.deliveries.map((delivery, index) => (
          <div key={delivery.shippingMethodId ?? index}>
            <dt>
              {t`Shipping`}
              {delivery.shippingMethodName ? (
                <span className="cart-summary__note"> ({delivery.shippingMethodName})</span>
              ) : null}
            </dt>
            <dd data-testid="cart-shipping">
              {delivery.shippingCosts === 0 ? t`Free` : format(delivery.shippingCosts)}
            </dd>
          </div>
        ))}
        {price.taxStatus === 'net' ? (
          <div>
            <dt>{t`Net total`}</dt>
            <dd>{format(price.netPrice)}</dd>
          </div>
        ) : null}
        {price.taxStatus === 'net'
          ? price.taxes.map(({ taxRate: key, tax }) => {
              const taxRate = i18n.number(key)
              return (
                <div key={key} data-testid="cart-vat">
                  <dt>{t`plus ${taxRate}% VAT`}</dt>
                  <dd>{format(tax)}</dd>
                </div>
              )
            })
          : null}
        <div className="cart-summary__total">
          <dt>{t`Total`}</dt>
          <dd data-testid="cart-total">{format(price.totalPrice)}</dd>
        </div>
        {price.taxStatus === 'gross' ? (
          <>
            <div>
              <dt>{t`Net total`}</dt>
              <dd>{format(price.netPrice)}</dd>
            </div>
            {price.taxes.map(({ taxRate: key, tax }) => {
              const taxRate = i18n.number(key)
              return (
                <div key={key} data-testid="cart-vat">
                  <dt>{t`incl. ${taxRate}% VAT`}</dt>
                  <dd>{format(tax)}</dd>
                </div>
              )
            })}
          </>
        ) : null}
      </dl>
      <p className="cart-summary__tax-note" data-testid="cart-tax-note">
        {price.taxStatus === 'gross' ? <Trans>All prices incl. VAT.</Trans> : null}
        {price.taxStatus === 'net' ? <Trans>All prices excl. VAT.</Trans> : null}
        {price.taxStatus === 'tax-free' ? <Trans>Prices without VAT (tax-free delivery).</Trans> : null}
      </p>
      {price.taxStatus === 'tax-free' && importVatDue(cart) ? (
        <p className="cart-hint cart-hint--info" data-testid="swiss-vat-hint">
          <Trans>
            For delivery to Switzerland the German VAT is deducted. Swiss import VAT of {rate}% will be due on
            delivery.
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
