import { readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import { requireCustomer } from '../customer/current.ts'
import { grantedDownload, paymentChangeable } from '../order-state/orders.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { isId } from '../lib/ids.ts'
import { ordersForRequest } from '../order-state/order-source.ts'
import { readCriteria, searchList, send } from './respond.ts'

async function readOrders(c: Context<AppEnv>) {
  const criteria = await readCriteria(c)
  const source = await ordersForRequest(c, criteria)
  const sorted =
    criteria.sort.length > 0
      ? criteria
      : {
          ...criteria,
          sort: [
            { field: 'orderDateTime', path: 'orderDateTime', order: 'DESC' as const, naturalSorting: false },
          ],
        }
  const result = searchList(source, sorted, 'order')
  const elements = Array.isArray(result.elements) ? (result.elements as Record<string, unknown>[]) : []
  const changeable = Object.fromEntries(elements.map((o) => [String(o.id), paymentChangeable(o)]))
  return send(c, { orders: result, paymentChangeable: changeable }, criteria)
}

const downloadNotFound = (id: string) =>
  new ApiProblem(
    404,
    'CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND',
    `Line item download file with id "${id}" not found.`,
    {
      parameters: { downloadId: id },
    },
  )

/**
 * A purchased file: only for the logged-in customer's own order and once access was granted (paid);
 * every other case (unknown, foreign, unpaid) is the same 404.
 */
async function download(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const orderId = c.req.param('orderId') ?? ''
  const downloadId = c.req.param('downloadId') ?? ''
  if (!isId(orderId)) throw problems.invalidUuid(orderId, '/orderId')
  if (!isId(downloadId)) throw problems.invalidUuid(downloadId, '/downloadId')
  const { shop, mediaDir } = c.get('services')
  const file = grantedDownload(shop.db, customer.id, orderId, downloadId)
  if (!file || !mediaDir) throw downloadNotFound(downloadId)
  const root = resolve(mediaDir)
  const target = resolve(join(root, file.path))
  if (!target.startsWith(root + sep)) throw downloadNotFound(downloadId)
  let bytes: Buffer
  try {
    bytes = await readFile(target)
  } catch {
    throw downloadNotFound(downloadId)
  }
  const name = `${file.fileName}.${file.fileExtension}`.replace(/[^\w.-]/g, '_')
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': file.mimeType || 'application/octet-stream',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    },
  })
}

/** The customer's orders and their downloads. */
export function registerOrderRoutes(app: Hono<AppEnv>): void {
  app.post('/order', readOrders)
  app.get('/order/download/:orderId/:downloadId', download)
}
