import { useLingui } from '@lingui/react/macro'
import { Link } from '../../components/ui/Link.tsx'
import type { Order } from '../../domain/customer.ts'
import { documentEntries, downloadEntries, downloadHref } from '../../domain/order-files.ts'
import { DocumentLink } from './OrderFiles.tsx'

function useDay() {
  const { i18n } = useLingui()
  return (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso))
}

/** Every invoice and delivery note of the customer's orders, newest order first. */
export function AccountDocuments({ orders }: { orders: readonly Order[] }) {
  const { t } = useLingui()
  const day = useDay()
  const entries = documentEntries(orders)
  if (entries.length === 0)
    return <p>{t`You have no documents yet. Invoices appear here once you have ordered.`}</p>
  return (
    <table className="account-table" data-testid="account-documents">
      <caption className="visually-hidden">{t`Your documents`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Document`}</th>
          <th scope="col">{t`Order number`}</th>
          <th scope="col">{t`Order date`}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(({ document, orderId, orderNumber, orderDate }) => (
          <tr key={document.id}>
            <th scope="row">
              <DocumentLink document={document} />
            </th>
            <td>
              <Link href={`/account/order/${orderId}`}>{orderNumber}</Link>
            </td>
            <td>{day(orderDate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Every file the customer bought, newest order first. A file of an unpaid order is listed without
 * a link and says that it opens once the payment has arrived (the Store API refuses it until then).
 */
export function AccountDownloads({ orders }: { orders: readonly Order[] }) {
  const { t } = useLingui()
  const day = useDay()
  const entries = downloadEntries(orders)
  if (entries.length === 0) return <p>{t`You have not bought any digital products yet.`}</p>
  return (
    <table className="account-table" data-testid="account-downloads">
      <caption className="visually-hidden">{t`Your downloads`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`File`}</th>
          <th scope="col">{t`Product`}</th>
          <th scope="col">{t`Order number`}</th>
          <th scope="col">{t`Order date`}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(({ download, label, orderId, orderNumber, orderDate }) => {
          const file = `${download.fileName}.${download.fileExtension}`
          return (
            <tr key={download.id} data-granted={download.accessGranted}>
              <th scope="row">
                {download.accessGranted ? (
                  <a href={downloadHref(orderId, download)} download>
                    {t`Download ${file}`}
                  </a>
                ) : (
                  <span>{t`${file} (available after payment)`}</span>
                )}
              </th>
              <td>{label}</td>
              <td>
                <Link href={`/account/order/${orderId}`}>{orderNumber}</Link>
              </td>
              <td>{day(orderDate)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
