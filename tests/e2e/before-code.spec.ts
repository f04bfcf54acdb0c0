import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Locator, Page, Route } from '@playwright/test'
import { EARLY_CLICKS_GLOBAL } from '../../src/domain/constants.ts'
import { type CatalogLocale, tr } from '../fixtures/catalog.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Guard "before code / without code": every value a shopper can set on a product page (the variant,
// the quantity, typed or stepped with − and +) is kept when the page's code never runs (JavaScript
// off: the page's forms and links do the work on the server) and when it is set before the code has
// hydrated the page (scripts held back, then released). Either way the basket then holds exactly
// that quantity of exactly that variant, added once.

/** The Capri bar stool: three colour variants (as in product.spec.ts). */
const CAPRI_BAR_STOOL = '041e1529f46c4dd77a8634809c7f266d'

// Each journey loads several pages, some of them twice (with scripts held back, then released) and
// checks them with axe: more than the default budget on a busy two-core machine.
test.describe.configure({ timeout: 150_000 })

const locales: Array<{ locale: CatalogLocale; base: string }> = [
  { locale: 'de-DE', base: origin('shop') },
  { locale: 'en-GB', base: origin('shop', 'en.localhost') },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR` },
]

/** The entry module and its static imports (the build's manifest): the code that holds early input. */
function entryChunks(): RegExp {
  type Chunk = { file: string; imports?: string[]; isEntry?: boolean }
  const dist = process.env.STOREFRONT_DIST ?? 'dist'
  const manifest = JSON.parse(
    readFileSync(path.join(dist, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, Chunk>
  const files = new Set<string>()
  const visit = (key: string): void => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const names = [...files].map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`/(?:${names.join('|')})$`)
}

/** Holds back the page's JavaScript (all of it, or all but `keep`) until the returned release. */
async function holdScripts(page: Page, keep?: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/[^?]+\.js(?:\?.*)?$/, async (route) => {
    if (released || keep?.test(route.request().url())) await route.continue()
    else held.push(route)
  })
  return async () => {
    released = true
    for (const route of held.splice(0)) await route.continue().catch(() => {})
  }
}

/** The buy box's parts, as a shopper finds them. */
function buyBox(page: Page, locale: CatalogLocale) {
  const main = page.getByRole('main')
  return {
    quantity: main.getByRole('textbox', { name: tr(locale, 'Quantity'), exact: true }),
    increase: main.getByRole('button', { name: tr(locale, 'Increase quantity'), exact: true }),
    add: main.getByRole('button', { name: tr(locale, 'Add to cart'), exact: true }),
    /** The first option group (colour): its options are links to their variants. */
    colours: main.locator('.variant-configurator fieldset').first(),
    /** The variant the page shows: the product its add form posts. */
    productId: () => main.locator('form:has(input[name="quantity"]) input[name="productId"]').inputValue(),
  }
}

/** An option of `group` other than the one shown: a link to that variant's page. */
function otherOption(group: Locator): Locator {
  return group.getByRole('link').and(group.locator('a:not([aria-current])')).first()
}

interface CartLine {
  referencedId: string | null
  quantity: number
  type: string
  payload?: { isPremiumGift?: boolean } | null
}

/**
 * The basket as the Store API holds it for this browser context (its context cookie): the lines the
 * shopper put there (a premium gift the shop adds by itself at a goods total is left out).
 */
async function basket(context: BrowserContext, base: string): Promise<Omit<CartLine, 'payload'>[]> {
  // The test runner resolves no `en.localhost`: asked on the loopback address with the context's cookie.
  const token = (await context.cookies(base)).find((cookie) => cookie.name === 'sw-context-token')?.value
  const url = new URL('/store-api/checkout/cart', base)
  url.hostname = '127.0.0.1'
  const response = await context.request.get(url.toString(), {
    headers: {
      accept: 'application/json',
      'x-storefront': '1',
      ...(token ? { cookie: `sw-context-token=${token}` } : {}),
    },
  })
  expect(response.ok()).toBe(true)
  const cart = (await response.json()) as { lineItems?: CartLine[] }
  return (cart.lineItems ?? [])
    .filter((line) => line.payload?.isPremiumGift !== true)
    .map(({ referencedId, quantity, type }) => ({ referencedId, quantity, type }))
}

/**
 * The pages a context without JavaScript visited, checked by axe in a context with it (axe runs in
 * the page) and the same basket: the product page and the basket showing the line.
 */
async function checkWithScripts(browser: Browser, context: BrowserContext, urls: string[]): Promise<void> {
  const checked = await browser.newContext({ storageState: await context.storageState() })
  const page = await checked.newPage()
  for (const url of urls) {
    await page.goto(url)
    await waitForHydration(page)
    await expectAccessible(page)
  }
  await checked.close()
}

// Each journey in one locale, the three in turn (tests/fixtures/rotation.ts).
for (const each of locales) {
  const { locale, base } = each
  const runs = (journey: number) => inTurn(locales, journey) === each
  if (runs(0))
    test(`${locale}: without JavaScript, the variant and the quantity chosen are what the basket holds`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${base}/detail/${CAPRI_BAR_STOOL}`)
      const firstUrl = page.url()
      const box = buyBox(page, locale)
      const first = await box.productId()
      // The variant: a link to its page.
      await otherOption(box.colours).click()
      await expect.poll(() => box.productId()).not.toBe(first)
      const variant = await box.productId()
      const variantUrl = page.url()
      // The quantity: typed, then stepped with + (a submit button of the form without JavaScript).
      await box.quantity.fill('2')
      await box.increase.click()
      await expect(box.quantity).toHaveValue('3')
      expect(await box.productId()).toBe(variant)
      await box.add.click()
      await expect(
        page.getByRole('status').filter({ hasText: tr(locale, 'The product has been added to your cart.') }),
      ).toBeVisible()
      expect(await basket(context, base)).toEqual([{ referencedId: variant, quantity: 3, type: 'product' }])
      await checkWithScripts(browser, context, [firstUrl, variantUrl, `${base}/checkout/cart`])
      await context.close()
    })

  if (runs(1))
    test(`${locale}: before any code ran, the variant and the quantity chosen are what the basket holds`, async ({
      page,
    }) => {
      const release = await holdScripts(page)
      await page.goto(`${base}/detail/${CAPRI_BAR_STOOL}`, { waitUntil: 'commit' })
      const box = buyBox(page, locale)
      await box.quantity.waitFor()
      const firstUrl = page.url()
      const first = await box.productId()
      await otherOption(box.colours).click()
      await expect.poll(() => box.productId()).not.toBe(first)
      const variant = await box.productId()
      await box.quantity.fill('2')
      await box.increase.click()
      await expect(box.quantity).toHaveValue('3')
      await box.add.click()
      await expect(
        page.getByRole('status').filter({ hasText: tr(locale, 'The product has been added to your cart.') }),
      ).toBeVisible()
      await release()
      await waitForHydration(page)
      await expectAccessible(page)
      expect(await basket(page.context(), base)).toEqual([
        { referencedId: variant, quantity: 3, type: 'product' },
      ])
      await page.goto(firstUrl)
      await waitForHydration(page)
      await expectAccessible(page)
    })

  if (runs(2))
    test(`${locale}: a variant and quantity set while the code loads are added once, as shown`, async ({
      page,
    }) => {
      // The variant's own page, as its link leads there.
      await page.goto(`${base}/detail/${CAPRI_BAR_STOOL}`)
      await waitForHydration(page)
      await expectAccessible(page)
      const box = buyBox(page, locale)
      const first = await box.productId()
      const href = await otherOption(box.colours).getAttribute('href')
      expect(href).toBeTruthy()

      // The entry runs (it holds early input); the rest of the page's code is on its way.
      const release = await holdScripts(page, entryChunks())
      await page.goto(new URL(href ?? '', page.url()).toString(), { waitUntil: 'domcontentloaded' })
      // The entry starts once the picture is painted (src/entry-loader.ts); until then the buttons
      // post natively, as without code (another journey). This one acts once the entry holds input:
      // it takes the loader's held presses over, and the loader's hook is gone.
      await page.waitForFunction(
        (hook) => (window as unknown as Record<string, unknown>)[hook] === undefined,
        EARLY_CLICKS_GLOBAL,
      )
      const variant = await box.productId()
      expect(variant).not.toBe(first)
      await box.quantity.fill('2')
      await box.increase.click()
      await box.add.click()
      await release()
      await waitForHydration(page)
      await expect(box.quantity).toHaveValue('3')
      const added = [{ referencedId: variant, quantity: 3, type: 'product' }]
      await expect.poll(() => basket(page.context(), base)).toEqual(added)
      // Once: nothing more arrives once the page is quiet.
      await page.waitForLoadState('networkidle')
      await expectAccessible(page)
      expect(await basket(page.context(), base)).toEqual(added)
    })
}

// Defect 3 on its own (no variant change): the quantity typed into the product page's field.
test('without JavaScript, the quantity typed on the product page is the quantity added', async ({
  browser,
}) => {
  const { locale, base } = { locale: 'en-GB' as const, base: origin('shop', 'en.localhost') }
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${base}/detail/${CAPRI_BAR_STOOL}`)
  const box = buyBox(page, locale)
  const product = await box.productId()
  await box.quantity.fill('3')
  await box.add.click()
  expect(await basket(context, base)).toEqual([{ referencedId: product, quantity: 3, type: 'product' }])
  await checkWithScripts(browser, context, [page.url()])
  await context.close()
})

test('a quantity typed and added before any code ran is added once, with that quantity', async ({ page }) => {
  const { locale, base } = { locale: 'de-DE' as const, base: origin('shop') }
  // A slow connection: none of the page's code has arrived, the form posts itself.
  const release = await holdScripts(page)
  await page.goto(`${base}/detail/${CAPRI_BAR_STOOL}`, { waitUntil: 'commit' })
  const box = buyBox(page, locale)
  await box.quantity.waitFor()
  const product = await box.productId()
  await box.quantity.fill('3')
  await box.add.click()
  await expect(
    page.getByRole('status').filter({ hasText: tr(locale, 'The product has been added to your cart.') }),
  ).toBeVisible()
  await release()
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)
  expect(await basket(page.context(), base)).toEqual([
    { referencedId: product, quantity: 3, type: 'product' },
  ])
})

// Defect 15: what a page without its code still shows or says.
test('without JavaScript, the account overview shows the default addresses', async ({ browser }) => {
  const { locale, base } = { locale: 'de-DE' as const, base: origin('shop') }
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  const main = page.getByRole('main')
  await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill('demo@gartenwerk.example')
  await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill('gartenwerk-demo')
  await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
  await expect(page).toHaveURL(/\/account$/)
  for (const name of ['Default billing address', 'Default shipping address']) {
    const section = main.getByRole('region', { name: tr(locale, name) })
    await expect(section.locator('address')).toContainText(/\d{5}/)
  }
  await checkWithScripts(browser, context, [`${base}/login`, page.url()])
  await context.close()
})

test('without JavaScript, the wishlist page says what it needs instead of loading for ever', async ({
  browser,
}) => {
  const { locale, base } = { locale: 'fr-FR' as const, base: `${origin('shop')}/fr-FR` }
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${base}/wishlist`)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    tr(
      locale,
      'Your wishlist needs JavaScript, which did not run in your browser. Please turn JavaScript on for this shop and reload the page.',
    ),
  )
  await checkWithScripts(browser, context, [page.url()])
  await context.close()
})
