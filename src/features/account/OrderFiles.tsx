import { useLingui } from '@lingui/react/macro'
import type { Order, OrderDocument } from '../../domain/customer.ts'
import { documentHref, hasLockedDownloads } from '../../domain/order-files.ts'

/** The document's name with its number in the shopper's language ("Invoice 1001", "Facture 1001"). */
export function useDocumentTitle(): (document: OrderDocument) => string {
  const { t } = useLingui()
  return (document) => {
    const number = document.number ?? ''
    switch (document.technicalName) {
      case 'invoice':
        return number ? t`Invoice ${number}` : t`Invoice`
      case 'delivery_note':
        return number ? t`Delivery note ${number}` : t`Delivery note`
      case 'credit_note':
        return number ? t`Credit note ${number}` : t`Credit note`
      case 'storno':
        return number ? t`Cancellation invoice ${number}` : t`Cancellation invoice`
      default:
        return `${document.type} ${number}`.trim()
    }
  }
}

/**
 * A link that opens the PDF in a new tab: the browser fetches it through the same-origin Store API
 * proxy with the session cookie, so only the order's customer gets it.
 */
export function DocumentLink({ document }: { document: OrderDocument }) {
  const { t } = useLingui()
  const title = useDocumentTitle()(document)
  return (
    <a
      href={documentHref(document)}
      target="_blank"
      rel="noopener"
      type="application/pdf"
      data-document={document.technicalName}
    >
      {title} <span className="visually-hidden">{t`(PDF, opens in a new tab)`}</span>
    </a>
  )
}

/** The documents of one order on its detail page. */
export function OrderDocumentList({ documents }: { documents: readonly OrderDocument[] }) {
  const { t } = useLingui()
  if (documents.length === 0) return <p>{t`There are no documents for this order yet.`}</p>
  return (
    <ul className="account-documents">
      {documents.map((document) => (
        <li key={document.id}>
          <DocumentLink document={document} />
        </li>
      ))}
    </ul>
  )
}

/** Why an order's files cannot be downloaded yet (nothing when none are locked). */
export function LockedDownloadsNote({ order }: { order: Order }) {
  const { t } = useLingui()
  if (!hasLockedDownloads(order)) return null
  return (
    <p className="account-alert" data-tone="info" data-testid="downloads-locked">
      {order.status === 'cancelled'
        ? t`The downloads of this order are not available because the order was cancelled.`
        : t`The downloads of this order will be unlocked as soon as we have received your payment.`}
    </p>
  )
}
