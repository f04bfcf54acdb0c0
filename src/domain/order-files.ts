import type { Order, OrderDocument, OrderDownload } from './customer.ts'

/**
 * The files of a customer's orders as the account's documents and downloads pages list them, and
 * the same-origin addresses the browser fetches them from (the storefront's /store-api proxy adds
 * the session; the Store API checks the owner and, for documents, the deep-link code).
 */

export interface DocumentEntry {
  orderId: string
  orderNumber: string
  orderDate: string
  document: OrderDocument
}

export interface DownloadEntry {
  orderId: string
  orderNumber: string
  orderDate: string
  /** The product the file belongs to. */
  label: string
  download: OrderDownload
}

export function documentHref(document: OrderDocument): string {
  return `/store-api/document/download/${encodeURIComponent(document.id)}/${encodeURIComponent(document.deepLinkCode)}`
}

export function downloadHref(orderId: string, download: OrderDownload): string {
  return `/store-api/order/download/${encodeURIComponent(orderId)}/${encodeURIComponent(download.id)}`
}

/** Every document of the orders, newest order first, within an order in the order the API lists them. */
export function documentEntries(orders: readonly Order[]): DocumentEntry[] {
  return newestFirst(orders).flatMap((order) =>
    order.documents.map((document) => ({
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderDate: order.orderDate,
      document,
    })),
  )
}

/** Every purchased file of the orders, newest order first; locked ones included (the page says why). */
export function downloadEntries(orders: readonly Order[]): DownloadEntry[] {
  return newestFirst(orders).flatMap((order) =>
    order.lines.flatMap((line) =>
      line.downloads.map((download) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderDate: order.orderDate,
        label: line.label,
        download,
      })),
    ),
  )
}

/** Whether an order has files that wait for its payment (the detail page explains the lock). */
export function hasLockedDownloads(order: Order): boolean {
  return order.lines.some((line) => line.downloads.some((download) => !download.accessGranted))
}

function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate))
}
