import type { Request } from '@playwright/test'
import { registerByApi } from '../fixtures/account-journey.ts'
import { tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// A logged-in customer with a basket and a wishlist opens a product page that shared caches may
// keep (public, no cookie, nobody's data in the HTML) and, after load, sees their own basket
// count, name and wishlist heart, all from one read and without the actor system starting.

const BASE = origin('shop')
const STORE_API_HEADERS = { 'x-storefront': '1' }

test('de-DE: a logged-in shopper gets the shared product page and their own header after load', async ({
  openPage,
}) => {
  test.setTimeout(90_000)
  const page = await openPage({ acceptLanguage: 'de-DE,de;q=0.9' })
  const firstName = 'Fenja'
  await registerByApi(page, { locale: 'de-DE', base: BASE }, `shared-${Date.now()}@example.org`, firstName)

  // Two products: one in the basket twice, one on the wishlist (the page shown is the latter's).
  const listed = await page.request.post(`${BASE}/store-api/product`, {
    headers: STORE_API_HEADERS,
    data: { limit: 2 },
  })
  const products = ((await listed.json()) as { elements: { id: string; translated: { name: string } }[] })
    .elements
  const [inBasket, wished] = products
  if (!inBasket || !wished) throw new Error('The catalogue has fewer than two products')
  const added = await page.request.post(`${BASE}/store-api/checkout/cart/line-item`, {
    headers: STORE_API_HEADERS,
    data: { items: [{ type: 'product', id: inBasket.id, referencedId: inBasket.id, quantity: 2 }] },
  })
  expect(added.status()).toBe(200)
  const kept = await page.request.post(`${BASE}/store-api/customer/wishlist/add/${wished.id}`, {
    headers: STORE_API_HEADERS,
  })
  expect(kept.status()).toBe(200)

  const reads: Request[] = []
  const storeApiCalls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/_storefront/shopper') reads.push(request)
    if (path.startsWith('/store-api/')) storeApiCalls.push(path)
  })
  const response = await page.goto(`${BASE}/detail/${wished.id}`)
  if (!response) throw new Error('No response for the product page')
  expect(response.status()).toBe(200)
  // Shared: public, no cookie set, no trace of this shopper in the HTML.
  expect(response.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
  expect((await response.headersArray()).filter(({ name }) => name.toLowerCase() === 'set-cookie')).toEqual(
    [],
  )
  const html = await response.text()
  expect(html).not.toContain(firstName)
  expect(html).not.toContain('data-testid="header-cart-count"')
  expect(html).not.toContain('data-testid="header-wishlist-count"')

  await waitForHydration(page)
  const header = page.getByRole('banner')
  await expect(page.getByTestId('header-cart-count')).toHaveAttribute('data-count', '2')
  await expect(header.getByRole('link', { name: /^Warenkorb, 2 Artikel$/ })).toBeVisible()
  await expect(
    header.getByRole('button', { name: tr('de-DE', 'Hello, {firstName}', { firstName }) }),
  ).toBeVisible()
  await expect(page.getByTestId('header-wishlist-count')).toHaveAttribute('data-count', '1')
  const name = wished.translated.name
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: tr('de-DE', 'Remove {name} from wishlist', { name }) })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true')

  // One read brought everything of this shopper: no Store API call asked for the context, the
  // basket, the wishlist or the customer (the actor system did not have to start for any of it).
  // The page content island, hydrating to show the pressed heart, reads the product's catalogue
  // data (the page does not carry it twice); those reads are the same for every visitor.
  expect(reads).toHaveLength(1)
  expect(
    storeApiCalls.filter((path) =>
      /^\/store-api\/(context|checkout\/cart|customer\/wishlist|account\/)/.test(path),
    ),
  ).toEqual([])
  await expectAccessible(page)
})
