import type { APIRequestContext, Page } from '@playwright/test'
import { type CatalogLocale, tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')

// Seed data (backend/seed): "Lounge furniture" lists 34 products; 22 of them have aluminium frames,
// 17 of those cost between 300 and 2000 € (two pages of the default 10).
interface Journey {
  locale: CatalogLocale
  acceptLanguage: string
  base: string
  category: string
  categoryPath: string
  group: string
  option: string
  term: string
}

const journeys: Journey[] = [
  {
    locale: 'en-GB',
    acceptLanguage: 'en-GB,en;q=0.9',
    base: SHOP_EN,
    category: 'Lounge furniture',
    categoryPath: '/Lounge-furniture',
    group: 'Material',
    option: 'Aluminium',
    term: 'sofa',
  },
  {
    locale: 'de-DE',
    acceptLanguage: 'de-DE,de;q=0.9',
    base: SHOP,
    category: 'Lounge-Möbel',
    categoryPath: '/Lounge-Moebel',
    group: 'Material',
    option: 'Aluminium',
    term: 'Sofa',
  },
]

/** Store API `/seo-url` requests the page makes (the catalogue must not need them in-app). */
function recordSeoLookups(page: Page): string[] {
  const lookups: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/store-api/seo-url')) lookups.push(request.url())
  })
  return lookups
}

/** Prices on the cards of the listing, as numbers (whatever the locale's number format). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.listing__grid .product-card__price').allTextContents()
  return texts.map((text) => {
    // The first amount ("from €1,139", "ab 1.139 €"); a list price may follow it.
    const amount = (text.match(/\d[\d.,]*/) ?? [''])[0]
    // The last separator followed by exactly two digits is the decimal one (1,139.50 / 1.139,50).
    const decimal = /[.,]\d{2}$/.test(amount)
    const whole = (decimal ? amount.slice(0, -3) : amount).replace(/[.,]/g, '')
    return Number(decimal ? `${whole}.${amount.slice(-2)}` : whole)
  })
}

/** The listing has loaded (while loading it stays in place, dimmed and aria-busy). */
async function settled(page: Page): Promise<void> {
  const listings = page.locator('section.listing')
  if ((await listings.count()) > 0) await expect(listings.first()).toHaveAttribute('aria-busy', 'false')
}

async function entityId(request: APIRequestContext, seoPathInfo: string): Promise<string> {
  const response = await request.post(`${SHOP}/store-api/seo-url`, {
    headers: { 'x-storefront': '1' },
    data: { filter: [{ type: 'equals', field: 'seoPathInfo', value: seoPathInfo }], limit: 1 },
  })
  const body = (await response.json()) as { elements: { foreignKey: string }[] }
  const id = body.elements[0]?.foreignKey
  if (!id) throw new Error(`no SEO URL ${seoPathInfo}`)
  return id
}

for (const journey of journeys) {
  const { locale, acceptLanguage, base } = journey

  test(`${locale}: category through the main navigation, filter, sort, page 2 and back`, async ({
    openPage,
  }) => {
    // A long journey with an axe run per visited URL (nine pages): minutes on a busy machine.
    test.setTimeout(180_000)
    const page = await openPage({ acceptLanguage })
    const shop = new StorefrontPage(page)
    await shop.goto(`${base}/`)
    await waitForHydration(page)
    await settled(page)
    await expectAccessible(page)
    const lookups = recordSeoLookups(page)

    await shop.mainNavigationLink(journey.category).click()
    await expect(page).toHaveURL(`${base}${journey.categoryPath}`)
    await expect(shop.heading).toHaveText(journey.category)
    const listing = shop.main.getByRole('region', { name: tr(locale, 'Products') })
    await expect(listing.locator('.listing-toolbar__count')).toHaveText(/^34\s/)
    await expect(listing.locator('.listing__grid > li')).toHaveCount(10)
    await settled(page)
    await expectAccessible(page)

    // A property filter applies at once (client-side), its chip appears.
    const filters = shop.main.getByRole('region', { name: tr(locale, 'Filter') })
    await filters.locator('summary', { hasText: journey.group }).click()
    await filters.getByRole('checkbox', { name: journey.option }).check()
    await expect(page).toHaveURL(/[?&]properties=[0-9a-f]{32}/)
    const chip = filters.getByRole('link', {
      name: tr(locale, 'Remove filter: {text}', { text: `${journey.group}: ${journey.option}` }),
    })
    await expect(chip).toBeVisible()
    await settled(page)
    await expectAccessible(page)

    // A price range: a minimum above the maximum is refused with a message, nothing is lost.
    await filters.getByRole('spinbutton', { name: tr(locale, 'Minimum price') }).fill('2000')
    await filters.getByRole('spinbutton', { name: tr(locale, 'Maximum price') }).fill('300')
    await filters.getByRole('button', { name: tr(locale, 'Apply filters') }).click()
    await expect(filters.getByRole('alert')).toHaveText(
      tr(locale, 'The minimum price must not be higher than the maximum price.'),
    )
    await expect(page).not.toHaveURL(/price/)
    await filters.getByRole('spinbutton', { name: tr(locale, 'Minimum price') }).fill('300')
    await filters.getByRole('spinbutton', { name: tr(locale, 'Maximum price') }).fill('2000')
    await filters.getByRole('button', { name: tr(locale, 'Apply filters') }).click()
    await expect(page).toHaveURL(/min-price=300&max-price=2000/)
    await expect(chip).toBeVisible()
    // The URL changes first; the filtered listing is on screen once its price chips are (until then
    // the previous listing stays in place, with ten cards too).
    await expect(filters.locator('.active-filters__chip')).toHaveCount(3)
    await settled(page)
    await expect(listing).not.toHaveAttribute('aria-busy', 'true')
    await expect(listing.locator('.listing__grid > li')).toHaveCount(10)
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(300)
      expect(price).toBeLessThanOrEqual(2000)
    }
    await settled(page)
    await expectAccessible(page)

    // Sorting by price.
    await listing.getByLabel(tr(locale, 'Sort by')).selectOption('price-asc')
    await expect(page).toHaveURL(/order=price-asc/)
    await expect(listing).not.toHaveAttribute('aria-busy', 'true')
    const firstPage = await cardPrices(page)
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b))
    await settled(page)
    await expectAccessible(page)

    // Page 2: the URL says so; the back button restores page 1 with the same filters.
    const pagination = listing.getByRole('navigation', { name: tr(locale, 'Pagination') })
    await pagination.getByRole('link', { name: tr(locale, 'Page {n}', { n: '2' }), exact: true }).click()
    await expect(page).toHaveURL(/[?&]p=2(&|$)/)
    await expect(
      pagination.getByRole('link', { name: tr(locale, 'Page {n}', { n: '2' }), exact: true }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(listing.locator('.listing__grid > li')).toHaveCount(7)
    const secondPage = await cardPrices(page)
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage))
    await settled(page)
    await expectAccessible(page)

    await page.goBack()
    await expect(page).not.toHaveURL(/[?&]p=2/)
    await expect(page).toHaveURL(/order=price-asc/)
    await expect(
      pagination.getByRole('link', { name: tr(locale, 'Page {n}', { n: '1' }), exact: true }),
    ).toHaveAttribute('aria-current', 'page')
    expect(await cardPrices(page)).toEqual(firstPage)

    // Reset: all filters go, sorting stays.
    await chip.click()
    await expect(page).not.toHaveURL(/properties=/)
    await settled(page)
    await expectAccessible(page)
    await filters.getByRole('link', { name: tr(locale, 'Reset all filters') }).click()
    await expect(page).not.toHaveURL(/price=/)
    await expect(page).toHaveURL(/order=price-asc/)
    await settled(page)
    await expectAccessible(page)

    // A product page from a card: one click, no SEO lookup either.
    const firstCard = listing.locator('.listing__grid > li').first().getByRole('heading').getByRole('link')
    const name = (await firstCard.textContent()) ?? ''
    await firstCard.click()
    await expect(shop.heading).toHaveText(name)
    await settled(page)
    await expectAccessible(page)

    expect(lookups, 'no /seo-url request during client-side navigation').toEqual([])
  })

  test(`${locale}: search suggestions by keyboard, and search by Enter`, async ({ openPage }) => {
    test.slow()
    const page = await openPage({ acceptLanguage })
    const shop = new StorefrontPage(page)
    await shop.goto(`${base}/`)
    await waitForHydration(page)
    await expectAccessible(page)
    const lookups = recordSeoLookups(page)
    const field = shop.header.getByRole('combobox', { name: tr(locale, 'Search products') })

    // Two characters: no suggestions yet.
    await field.fill(journey.term.slice(0, 2))
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await field.fill(journey.term)
    const list = shop.header.getByRole('listbox', { name: tr(locale, 'Suggestions') })
    await expect(list).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    const options = list.getByRole('option')
    await expect(options.last()).toHaveText(/\d+/)
    expect(await options.count()).toBeGreaterThan(1)
    await expect(options.first().locator('img')).toHaveCount(1)
    await expectAccessible(page)

    // ↓ moves through the options; Escape closes the list.
    await field.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    )
    await field.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await field.press('Escape')
    await expect(list).toBeHidden()
    await expect(field).toHaveAttribute('aria-expanded', 'false')

    // ↑ from the top wraps to "show all N results"; Enter opens the results page.
    await field.press('ArrowUp')
    await expect(options.last()).toHaveAttribute('aria-selected', 'true')
    await field.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/search\\?search=${journey.term}$`))
    await expect(shop.heading).toHaveText(tr(locale, 'Search results for “{term}”', { term: journey.term }))
    // The results page was a page load. Its header search is an island whose code loads when the
    // field is reached for: cleared and typed again before that code arrives, the term the field
    // already held is still the shopper's edit and asks for suggestions (it once showed none).
    await waitForHydration(page)
    await expectAccessible(page)

    // Enter on a suggested product opens it.
    await field.fill('')
    await field.fill(journey.term)
    await expect(list).toBeVisible()
    await field.press('ArrowDown')
    const productName = (await options.first().locator('.header-search__name').textContent()) ?? ''
    await field.press('Enter')
    await expect(shop.heading).toHaveText(productName)
    await expectAccessible(page)

    // Enter without choosing a suggestion searches for the term; the results have the listing filters.
    await field.fill(journey.term)
    await field.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/search\\?search=${journey.term}$`))
    await expect(shop.main.getByRole('region', { name: tr(locale, 'Filter') })).toBeVisible()
    await expect(shop.main.getByLabel(tr(locale, 'Sort by'))).toHaveValue('score')
    await expectAccessible(page)
    expect(lookups).toEqual([])
  })
}

test('technical URLs answer 301 with the canonical SEO URL of the page language', async ({ request }) => {
  const categoryId = await entityId(request, 'Lounge-Moebel/')
  const category = await request.get(`${SHOP}/navigation/${categoryId}`, { maxRedirects: 0 })
  expect(category.status()).toBe(301)
  expect(category.headers().location).toMatch(/\/Lounge-Moebel$/)
  // Node does not resolve en.localhost (the browser is told to): the English domain by its Host header.
  const english = await request.get(`${SHOP}/navigation/${categoryId}?order=price-asc`, {
    maxRedirects: 0,
    headers: { host: new URL(SHOP_EN).host },
  })
  expect(english.status()).toBe(301)
  expect(english.headers().location).toMatch(/\/Lounge-furniture\?order=price-asc$/)
  const french = await request.get(`${SHOP}/fr-FR/navigation/${categoryId}`, { maxRedirects: 0 })
  expect(french.status()).toBe(301)
  expect(french.headers().location).toMatch(/\/fr-FR\/[^/]+$/)

  const productId = await entityId(request, 'Sonnenschirm-Lago-rund/GW-LAGO.3')
  const product = await request.get(`${SHOP}/detail/${productId}`, { maxRedirects: 0 })
  expect(product.status()).toBe(301)
  expect(product.headers().location).toMatch(/\/Sonnenschirm-Lago-rund\/GW-LAGO\.3$/)

  expect((await request.get(`${SHOP}/navigation/${'e'.repeat(32)}`, { maxRedirects: 0 })).status()).toBe(404)
})

test('a filtered category page is server-rendered: without JavaScript it shows names, prices and links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
  const page = await context.newPage()
  const response = await page.goto(`${SHOP_EN}/Lounge-furniture?order=price-asc&p=2`)
  expect(response?.status()).toBe(200)
  const cards = page.locator('.listing__grid > li')
  await expect(cards).toHaveCount(10)
  for (const card of await cards.all()) {
    const link = card.getByRole('heading').getByRole('link')
    await expect(link).toBeVisible()
    expect(await link.getAttribute('href')).toMatch(/^\/[^?]+\/GW-/)
    await expect(card.locator('.product-card__price')).toHaveText(/€\d/)
  }
  // The page links are real links; the filter form submits without JavaScript.
  await expect(page.getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute(
    'href',
    '/Lounge-furniture?order=price-asc&p=3',
  )
  await page.locator('summary', { hasText: 'Material' }).click()
  await page.getByRole('checkbox', { name: 'Aluminium' }).check()
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/order=price-asc&properties=[0-9a-f]{32}/)
  await expect(page.getByRole('link', { name: /^Remove filter: Material: Aluminium$/ })).toBeVisible()
  await context.close()
})

test('while the next results load, the listing stays readable: the badges over its faded pictures keep their contrast', async ({
  openPage,
}) => {
  const page = await openPage({ acceptLanguage: 'en-GB,en;q=0.9' })
  const shop = new StorefrontPage(page)
  // Dining tables: cards with a sale badge over their picture.
  await shop.goto(`${SHOP_EN}/Garden-tables/Dining-tables`)
  await waitForHydration(page)
  await expectAccessible(page)
  await expect(shop.main.locator('li[data-badge="sale"]').first()).toBeVisible()
  // A shopper reaches for the select (the page content's code loads then), then chooses.
  await shop.main.getByLabel('Sort by').hover()
  await expect(page.locator('[data-island="page"]')).toHaveAttribute('data-hydrated', '')
  // The sorted results are held back: the listing shows the current ones, busy and faded, meanwhile.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/store-api\/(category|product-listing)\//, async (route) => {
    await held
    await route.continue()
  })
  await shop.main.getByLabel('Sort by').selectOption('price-asc')
  const listing = page.locator('section.listing')
  await expect(listing).toHaveAttribute('aria-busy', 'true')
  // The pictures are dimmed and the badges are not: they once faded
  // with the pictures under them, and axe found a sale badge below the contrast it needs.
  const badge = listing.locator('li[data-badge="sale"]').first()
  const picture = listing.locator('.product-card__media > :not(ul)').first()
  const shownOpacity = (element: Element): number => {
    let opacity = 1
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity)
    return opacity
  }
  await expect.poll(() => picture.evaluate(shownOpacity)).toBe(0.5)
  expect(await badge.evaluate(shownOpacity)).toBe(1)
  await expectAccessible(page)
  release()
  await settled(page)
  await expectAccessible(page)
})
