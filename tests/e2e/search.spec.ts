import { type CatalogLocale, tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')

// The seed names its sofas "Lounge-Sofa …" in German and "… lounge sofa" in English.
const journeys: { locale: CatalogLocale; acceptLanguage: string; home: string; term: string }[] = [
  { locale: 'en-GB', acceptLanguage: 'en-GB,en;q=0.9', home: `${SHOP_EN}/`, term: 'sofa' },
  { locale: 'de-DE', acceptLanguage: 'de-DE,de;q=0.9', home: `${SHOP}/`, term: 'Sofa' },
]

for (const { locale, acceptLanguage, home, term } of journeys) {
  test(`${locale}: searching by Enter shows the results page`, async ({ openPage }) => {
    const page = await openPage({ acceptLanguage })
    const shop = new StorefrontPage(page)
    await shop.goto(home)
    await waitForHydration(page)
    await expectAccessible(page)

    const field = shop.header.getByRole('combobox', { name: tr(locale, 'Search products') })
    await field.fill(term)
    await field.press('Enter')

    await expect(page).toHaveURL(/\/search\?search=sofa$/i)
    await expect(shop.heading).toHaveText(tr(locale, 'Search results for “{term}”', { term }))
    const products = shop.main.getByRole('list').first().getByRole('link')
    await expect(products.first()).toBeVisible()
    expect(await products.count()).toBeGreaterThan(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible(page)
  })
}

test('the results page is server-rendered, and a too-short term gets a hint, not an error', async ({
  page,
}) => {
  const shop = new StorefrontPage(page)
  const response = await shop.goto(`${SHOP_EN}/search?search=chair&limit=2`)
  expect(response.status()).toBe(200)
  await expect(shop.heading).toHaveText(tr('en-GB', 'Search results for “{term}”', { term: 'chair' }))
  const pagination = shop.main.getByRole('navigation', { name: tr('en-GB', 'Pagination') })
  await expect(
    pagination.getByRole('link', { name: tr('en-GB', 'Page {n}', { n: '1' }), exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  await waitForHydration(page)
  await expectAccessible(page)

  await pagination.getByRole('link', { name: tr('en-GB', 'Next page') }).click()
  await expect(page).toHaveURL(/\/search\?search=chair&p=2&limit=2$/)
  await expect(
    pagination.getByRole('link', { name: tr('en-GB', 'Page {n}', { n: '2' }), exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)

  const short = await shop.goto(`${SHOP_EN}/search?search=so`)
  expect(short.status()).toBe(200)
  await expect(shop.main).toContainText(
    tr(
      'en-GB',
      '“{term}” is too short to search for. Please enter at least {min} characters, for example “sofa” or “teak”.',
      { term: 'so', min: '3' },
    ),
  )
  await expectAccessible(page)
})
