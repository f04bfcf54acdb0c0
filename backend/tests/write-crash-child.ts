import { writeSync } from 'node:fs'
import { DEMO_ACCESS_KEY } from '../core/config.ts'
import { openDatabase } from '../db/database.ts'
import type { AppServices } from '../core/context.ts'
import { Shop } from '../core/shop.ts'
import { buildLanguageCache } from '../serialize/language-cache.ts'
import { createStoreApi } from '../store-api.ts'
import { IDS, idFor } from '../lib/ids.ts'
import { BCRYPT_TEST_COST } from '../test-support/template-path.ts'

/**
 * The back end as a child process of write-crash.test.ts: a registered customer changes their cart
 * (add, change quantity, remove), profile, address book and wishlist, one write after the other,
 * until the parent kills the process (kill -9). Before each write it prints the whole state the
 * write leads to (`doing <n> <state>`), after the answer `done <n>`, both with synchronous writes,
 * so the parent knows which state was acknowledged and which write was in flight. An answer that
 * does not match the predicted state stops the child (`mismatch`), so the prediction is checked too.
 */
const [databasePath = ''] = process.argv.slice(2)
const say = (line: string) => writeSync(1, `${line}\n`)

const services: AppServices = {
  shop: new Shop(openDatabase(databasePath), buildLanguageCache),
  now: () => new Date(),
  maintenance: false,
  checkout: { guestCheckout: true },
  // the test back ends' bcrypt cost (template-path.ts): the crash is in the writes, not the hashing
  passwordHashCost: BCRYPT_TEST_COST,
}
const db = services.shop.db
const app = createStoreApi(services, () => {})
let token = ''

async function send(method: string, path: string, body?: unknown): Promise<unknown> {
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
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`)
  return text ? (JSON.parse(text) as unknown) : null
}

const products = db
  .prepare<[], { id: string }>(
    `SELECT id FROM product WHERE active = 1 AND child_count = 0 AND is_closeout = 0 AND min_purchase = 1
       AND purchase_steps = 1 AND states NOT LIKE '%is-download%'
     ORDER BY product_number LIMIT 20`,
  )
  .all()
  .map((p) => p.id)

const email = `write.crash.${process.pid}@example.org`
const password = 'crash-test-password'
await send('POST', '/account/register', {
  accountType: 'private',
  salutationId: idFor('salutation', 'mr'),
  firstName: 'Crash',
  lastName: 'Test',
  email,
  password,
  acceptedDataProtection: true,
  storefrontUrl: 'http://localhost:3000',
  billingAddress: { countryId: IDS.countryDe, street: 'Startweg 1', zipcode: '10115', city: 'Berlin' },
})
const mail = db
  .prepare<[string], { links: string }>(
    "SELECT links FROM mail_outbox WHERE recipient = ? AND template = 'customer.register.double_opt_in'",
  )
  .get(email)
const link = new URL((JSON.parse(mail?.links ?? '[]') as string[])[0] ?? 'http://localhost/')
await send('POST', '/account/register-confirm', {
  em: link.searchParams.get('em'),
  hash: link.searchParams.get('hash'),
})
await send('POST', '/account/login', { username: email, password })

/** What the customer's data must be after each write (compared with the answer and, after the kill, the file). */
interface State {
  cart: Record<string, number>
  firstName: string
  streets: string[]
  wishlist: string[]
}
const state: State = { cart: {}, firstName: 'Crash', streets: ['Startweg 1'], wishlist: [] }
const addressIds = new Map<string, string>()
let n = 0

async function write(
  change: (s: State) => void,
  request: () => Promise<unknown>,
  check: (answer: unknown) => boolean,
) {
  n += 1
  change(state)
  state.streets.sort()
  state.wishlist.sort()
  say(`doing ${n} ${JSON.stringify(state)}`)
  const answer = await request()
  if (!check(answer)) {
    say(`mismatch ${n} ${JSON.stringify(answer).slice(0, 500)}`)
    process.exit(2)
  }
  say(`done ${n}`)
}

type CartAnswer = { lineItems: { id: string; referencedId: string; quantity: number }[] }
/** The lines the customer put in (a premium gift the cart adds above a threshold has its own id). */
const cartMatches = (answer: unknown) => {
  const lines = (answer as CartAnswer).lineItems
    .filter((l) => l.id === l.referencedId)
    .map((l) => [l.referencedId, l.quantity] as const)
  const got = Object.fromEntries(lines)
  return JSON.stringify(Object.entries(got).sort()) === JSON.stringify(Object.entries(state.cart).sort())
}

say(`token ${token}`)
for (let k = 1; ; k += 1) {
  const product = products[k % products.length] ?? ''
  if (state.cart[product] === undefined) {
    await write(
      (s) => {
        s.cart[product] = 1
      },
      () =>
        send('POST', '/checkout/cart/line-item', {
          items: [{ id: product, referencedId: product, type: 'product', quantity: 1 }],
        }),
      cartMatches,
    )
  } else {
    const quantity = (k % 4) + 1
    await write(
      (s) => {
        s.cart[product] = quantity
      },
      () => send('PATCH', '/checkout/cart/line-item', { items: [{ id: product, quantity }] }),
      cartMatches,
    )
  }
  if (k % 2 === 0) {
    await write(
      (s) => {
        delete s.cart[product]
      },
      () => send('POST', '/checkout/cart/line-item/delete', { ids: [product] }),
      cartMatches,
    )
  }
  const firstName = `Crash${k}`
  await write(
    (s) => {
      s.firstName = firstName
    },
    () => send('POST', '/account/change-profile', { firstName, lastName: 'Test' }),
    () => true,
  )
  const street = `Crashweg ${k}`
  await write(
    (s) => {
      s.streets.push(street)
    },
    async () => {
      const created = (await send('POST', '/account/address', {
        salutationId: idFor('salutation', 'mr'),
        firstName: 'Crash',
        lastName: 'Test',
        street,
        zipcode: '10115',
        city: 'Berlin',
        countryId: IDS.countryDe,
      })) as { id: string; street: string }
      addressIds.set(street, created.id)
      return created
    },
    (answer) => (answer as { street: string }).street === street,
  )
  const old = `Crashweg ${k - 3}`
  const oldId = addressIds.get(old)
  if (k % 3 === 0 && oldId) {
    await write(
      (s) => {
        s.streets = s.streets.filter((x) => x !== old)
      },
      () => send('DELETE', `/account/address/${oldId}`),
      () => true,
    )
  }
  const listed = state.wishlist.includes(product)
  await write(
    (s) => {
      s.wishlist = listed ? s.wishlist.filter((x) => x !== product) : [...s.wishlist, product]
    },
    () =>
      listed
        ? send('DELETE', `/customer/wishlist/delete/${product}`)
        : send('POST', `/customer/wishlist/add/${product}`),
    () => true,
  )
}
