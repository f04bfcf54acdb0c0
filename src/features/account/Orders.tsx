import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '../../components/ui/Link.tsx'
import { formatPrice } from '../../domain/money.ts'
import type { Order, OrderPage } from '../../domain/customer.ts'
import { unpaidNotice } from '../../domain/orders.ts'
import { AddressCard } from './AddressCard.tsx'
import { LockedDownloadsNote, OrderDocumentList } from './OrderFiles.tsx'

function useOrderFormat() {
  const { i18n } = useLingui()
  return {
    price: (order: Order, amount: number) =>
      formatPrice(amount, { currency: order.currencyIsoCode, locale: i18n.locale }),
    date: (iso: string) =>
      new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)),
  }
}

function PaymentState({ order }: { order: Order }) {
  const { t } = useLingui()
  return (
    <span className="account-badge" data-state={order.paymentState}>
      {order.paymentState === 'paid' ? t`Paid` : t`Not paid`}
    </span>
  )
}

/** The order history, newest first, with paging. */
export function OrderList({ data }: { data: OrderPage }) {
  const { t } = useLingui()
  const format = useOrderFormat()
  const pages = Math.max(1, Math.ceil(data.total / data.limit))
  const page = data.page
  if (data.orders.length === 0) return <p>{t`You have not placed any orders yet.`}</p>
  return (
    <>
      <table className="account-table">
        <caption className="visually-hidden">{t`Your orders`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Order number`}</th>
            <th scope="col">{t`Order date`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Payment`}</th>
            <th scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link href={`/account/order/${order.id}`}>{order.orderNumber}</Link>
              </th>
              <td>{format.date(order.orderDate)}</td>
              <td>{order.statusName}</td>
              <td>
                <PaymentState order={order} />
              </td>
              <td>{format.price(order, order.amountTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label={t`Pagination`} className="account-pagination">
          {data.page > 1 ? <Link href={`/account/order?p=${data.page - 1}`}>{t`Previous page`}</Link> : null}
          <span>{t`Page ${page} of ${pages}`}</span>
          {data.page < pages ? <Link href={`/account/order?p=${data.page + 1}`}>{t`Next page`}</Link> : null}
        </nav>
      ) : null}
    </>
  )
}

/**
 * One order: items with downloads, addresses, payment state and documents. `services` (pay, cancel,
 * withdraw) go below the items; a guest's page (`guest`) has no way back to an order list.
 */
export function OrderDetail({
  order,
  services,
  guest,
}: {
  order: Order
  services?: ReactNode
  guest?: boolean
}) {
  const { t } = useLingui()
  const format = useOrderFormat()
  // Whole messages with their colon: French sets a narrow no-break space before it.
  const orderDate = format.date(order.orderDate)
  const status = order.statusName
  const orderDateText = t`Order date: ${orderDate}`
  const statusText = t`Status: ${status}`
  const notice = unpaidNotice(order)
  return (
    <div className="account-stack">
      <p>
        {orderDateText} · {statusText} · <PaymentState order={order} />
      </p>
      {notice ? (
        <p className="account-alert" data-tone="info" data-testid="order-unpaid-notice">
          {notice === 'failed'
            ? t`This order has not been paid yet. Please retry the payment or contact us.`
            : t`This order has not been paid yet. You can pay it below or contact us.`}
        </p>
      ) : null}
      <LockedDownloadsNote order={order} />
      <table className="account-table">
        <caption>{t`Items`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col">{t`Quantity`}</th>
            <th scope="col">{t`Unit price`}</th>
            <th scope="col">{t`Subtotal`}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.label}
                {line.downloads.length > 0 ? (
                  <ul className="account-downloads">
                    {line.downloads.map((download) => {
                      const file = `${download.fileName}.${download.fileExtension}`
                      return (
                        <li key={download.id}>
                          {download.accessGranted ? (
                            <a href={`/store-api/order/download/${order.id}/${download.id}`} download>
                              {t`Download ${file}`}
                            </a>
                          ) : (
                            <span>{t`${file} (available after payment)`}</span>
                          )}
                        </li>
                      )
                    })}
                  </ul>
                ) : null}
              </th>
              <td>{line.quantity}</td>
              <td>{format.price(order, line.unitPrice)}</td>
              <td>{format.price(order, line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t`Shipping costs`}
            </th>
            <td>{format.price(order, order.shippingTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t`Total`}
            </th>
            <td>{format.price(order, order.amountTotal)}</td>
          </tr>
        </tfoot>
      </table>
      {services}
      <div className="account-columns">
        <section className="account-card">
          <h2>{t`Billing address`}</h2>
          {order.billingAddress ? <AddressCard address={order.billingAddress} /> : null}
        </section>
        <section className="account-card">
          <h2>{t`Shipping address`}</h2>
          {order.shippingAddress ? <AddressCard address={order.shippingAddress} /> : null}
        </section>
        <section className="account-card">
          <h2>{t`Payment method`}</h2>
          <p>{order.paymentMethodName ?? '—'}</p>
        </section>
      </div>
      <section className="account-section">
        <h2>{t`Documents`}</h2>
        <OrderDocumentList documents={order.documents} />
      </section>
      {guest ? null : (
        <p>
          <Link href="/account/order">{t`Back to your orders`}</Link>
        </p>
      )}
    </div>
  )
}
