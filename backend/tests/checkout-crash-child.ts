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
 * The back end as a child process of checkout-crash.test.ts: a guest fills a 20-line cart and
 * places it, again and again, until the parent kills the process (kill -9). Each step is reported
 * on stdout with a synchronous write, so the parent knows what was in flight. With `pause:<step>`
 * the second placement stops inside its transaction after that step (and says so), so the kill
 * lands exactly there; with `free` the parent kills at a random moment.
 */
const [databasePath = '', mode = 'free'] = process.argv.slice(2)
const pauseAt = mode.startsWith('pause:') ? mode.slice('pause:'.length) : null
const say = (line: string) => writeSync(1, `${line}\n`)

let placing = 0
const services: AppServices = {
  shop: new Shop(openDatabase(databasePath), buildLanguageCache),
  now: () => new Date(),
  maintenance: false,
  checkout: { guestCheckout: true },
  // the test back ends' bcrypt cost (template-path.ts): the crash is in the writes, not the hashing
  passwordHashCost: BCRYPT_TEST_COST,
  placementProbe: (step) => {
    if (step !== pauseAt || placing !== 2) return
    say(`paused ${step} ${placing}`)
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
     ORDER BY product_number LIMIT 20`,
  )
  .all()

await send('POST', '/account/register', {
  guest: true,
  firstName: 'Crash',
  lastName: 'Test',
  email: `crash.${process.pid}@example.org`,
  acceptedDataProtection: true,
  storefrontUrl: 'http://localhost:3000',
  billingAddress: { countryId: IDS.countryDe, street: 'Teststraße 1', zipcode: '10115', city: 'Berlin' },
})
say(`token ${token}`)
for (let k = 1; ; k += 1) {
  // Said before the lines go in: a kill after the previous order and before `placing k` finds the
  // cart empty or refilled (one write), not the previous order's cart.
  say(`filling ${k}`)
  await send('POST', '/checkout/cart/line-item', {
    items: products.map((p, i) => ({ id: p.id, referencedId: p.id, type: 'product', quantity: 1 + (i % 3) })),
  })
  placing = k
  say(`placing ${k}`)
  await send('POST', '/checkout/order', { customerComment: `crash-${k}` })
  say(`placed ${k}`)
}
