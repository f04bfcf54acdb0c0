import { writeSync } from 'node:fs'
import { DEMO_ACCESS_KEY } from '../core/config.ts'
import { openDatabase } from '../db/database.ts'
import type { AppServices } from '../core/context.ts'
import { Shop } from '../core/shop.ts'
import { buildLanguageCache } from '../serialize/language-cache.ts'
import { createStoreApi } from '../store-api.ts'
import { IDS } from '../lib/ids.ts'
import { BCRYPT_TEST_COST } from '../test-support/template-path.ts'

/**
 * The back end as a child process of cancel-crash.test.ts: a guest places an order and cancels
 * it; the cancellation stops inside its transaction after the step named on the command line (and
 * says so), so the parent's kill -9 lands exactly there.
 */
const [databasePath = '', pauseAt = ''] = process.argv.slice(2)
const say = (line: string) => writeSync(1, `${line}\n`)

let cancelling = false
const services: AppServices = {
  shop: new Shop(openDatabase(databasePath), buildLanguageCache),
  now: () => new Date(),
  maintenance: false,
  checkout: { guestCheckout: true },
  // the test back ends' bcrypt cost (template-path.ts): the crash is in the writes, not the hashing
  passwordHashCost: BCRYPT_TEST_COST,
  placementProbe: (step) => {
    if (!cancelling || step !== pauseAt) return
    say(`paused ${step}`)
    // hold the write transaction open until the parent's SIGKILL arrives
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000)
  },
}
const app = createStoreApi(services, () => {})
let token = ''

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await app.request(path, {
    method,
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  token = res.headers.get('sw-context-token') ?? token
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`)
  return res
}

const products = services.shop.db
  .prepare<[], { id: string }>(
    `SELECT id FROM product WHERE active = 1 AND child_count = 0 AND is_closeout = 0 AND min_purchase = 1
       AND purchase_steps = 1 AND COALESCE(weight, 0) <= 30 AND states NOT LIKE '%is-download%'
     ORDER BY product_number LIMIT 5`,
  )
  .all()

await send('POST', '/account/register', {
  guest: true,
  firstName: 'Crash',
  lastName: 'Test',
  email: `cancel.${process.pid}@example.org`,
  acceptedDataProtection: true,
  storefrontUrl: 'http://localhost:3000',
  billingAddress: { countryId: IDS.countryDe, street: 'Teststraße 1', zipcode: '10115', city: 'Berlin' },
})
await send('POST', '/checkout/cart/line-item', {
  items: products.map((p, i) => ({ id: p.id, referencedId: p.id, type: 'product', quantity: 1 + (i % 3) })),
})
const order = (await (await send('POST', '/checkout/order', {})).json()) as { id: string }
say(`placed ${order.id}`)
cancelling = true
await send('POST', '/order/state/cancel', { orderId: order.id })
say('cancelled')
