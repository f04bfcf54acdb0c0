import { useLingui } from '@lingui/react/macro'
import type { Order } from '../../domain/customer.ts'
import { formatPrice } from '../../domain/money.ts'
import { AddressCard } from '../account/AddressCard.tsx'

function NetTotal({ label, amount }: { label: string; amount: string }) {
  return (
    <tr>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{amount}</td>
    </tr>
  )
}

function VatRow({ label, amount }: { label: string; amount: string }) {
  return (
    <tr data-testid="order-vat">
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{amount}</td>
    </tr>
  )
}

/** The placed order as the shop stored it: lines, shipping (free or its cost), total, VAT, addresses and payment method. */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useLingui()
  const price = (amount: number) =>
    formatPrice(amount, { currency: order.currencyIsoCode, locale: i18n.locale })
  // The VAT lines as the cart showed them: included in a gross total, added to a net one.
  const taxStatus = order.price?.taxStatus
  const taxes = order.price?.taxes ?? []
  const netPrice = order.price?.netPrice ?? 0
  return (
    <section className="checkout-card" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title">{t`Order summary`}</h2>
      <table className="account-table">
        <caption className="visually-hidden">{t`Items`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col">{t`Quantity`}</th>
            <th scope="col">{t`Subtotal`}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.label}</th>
              <td>{line.quantity}</td>
              <td>{price(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t`Shipping costs`}
            </th>
            <td data-testid="order-shipping">
              {order.shippingTotal === 0 ? t`Free` : price(order.shippingTotal)}
            </td>
          </tr>
          {taxStatus === 'net' ? <NetTotal label={t`Net total`} amount={price(netPrice)} /> : null}
          {taxStatus === 'net'
            ? taxes.map(({ taxRate, tax }) => (
                <VatRow key={taxRate} label={t`plus ${taxRate}% VAT`} amount={price(tax)} />
              ))
            : null}
          <tr>
            <th scope="row" colSpan={2}>
              {t`Total`}
            </th>
            <td data-testid="order-total">{price(order.amountTotal)}</td>
          </tr>
          {taxStatus === 'gross' ? <NetTotal label={t`Net total`} amount={price(netPrice)} /> : null}
          {taxStatus === 'gross'
            ? taxes.map(({ taxRate, tax }) => (
                <VatRow key={taxRate} label={t`incl. ${taxRate}% VAT`} amount={price(tax)} />
              ))
            : null}
        </tfoot>
      </table>
      <div className="checkout-confirm__choices">
        {order.billingAddress ? (
          <div>
            <h3>{t`Billing address`}</h3>
            <AddressCard address={order.billingAddress} />
          </div>
        ) : null}
        {order.shippingAddress ? (
          <div>
            <h3>{t`Shipping address`}</h3>
            <AddressCard address={order.shippingAddress} />
          </div>
        ) : null}
        <div>
          <h3>{t`Payment method`}</h3>
          <p>{order.paymentMethodName ?? '—'}</p>
        </div>
      </div>
    </section>
  )
}
