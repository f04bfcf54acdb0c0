// The account's documents and downloads pages: every order of the customer (the Store API pages
// them, at most 100 a request), from which the pages list the files.
import type { StoreApi } from '../../api/index.ts'
import type { Order } from '../../domain/customer.ts'

const PAGE_SIZE = 100
/** A customer with more orders than this sees the newest ones (ten requests at most per page view). */
const MAX_PAGES = 10

export async function loadAllOrders(api: StoreApi): Promise<Order[]> {
  const orders: Order[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await api.order.list({ page, limit: PAGE_SIZE })
    orders.push(...result.orders)
    if (result.orders.length < PAGE_SIZE || orders.length >= result.total) break
  }
  return orders
}
