import { readFileSync } from 'node:fs'
import type { Browser, Page, Request, Route } from '@playwright/test'
import { fillRegistration } from '../fixtures/account-journey.ts'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// What a shopper (or a password manager) does before the page's code has arrived is not lost, and
// forms work without JavaScript: they post to the page, the server does the work and answers with a
// page; no typed value, let alone a password, ever ends up in a URL.

const DEMO_EMAIL = 'demo@gartenwerk.example'
const DEMO_PASSWORD = 'gartenwerk-demo'
/** The Capri dining table (as in account.spec.ts): a product with a review form. */
const REVIEWED_PRODUCT = 'a61935a101ef732e2f32a4ef31096bb4'
/** Protective covers for stacking chairs, 35 € each (as in cart.spec.ts). */
const PRODUCT_NUMBER = 'GW-COVER-CHAIRS'

const locales: Array<{ locale: CatalogLocale; base: string }> = [
  { locale: 'de-DE', base: origin('shop') },
  { locale: 'en-GB', base: origin('shop', 'en.localhost') },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR` },
]

const pattern = (locale: CatalogLocale, source: string, values: Record<string, string> = {}) =>
  new RegExp(textPattern(tr(locale, source, values)))

/**
 * The entry module and the chunks it imports statically (from the build's manifest): with these
 * and nothing else, the page's code runs but cannot hydrate yet (routes, catalogs and islands wait).
 */
function entryChunks(): RegExp {
  type Chunk = { file: string; imports?: string[]; isEntry?: boolean }
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    Chunk
  >
  const files = new Set<string>()
  const visit = (key: string): void => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const names = [...files].map((file) => textPattern(file))
  return new RegExp(`/(?:${names.join('|')})$`)
}

/**
 * Holds back the page's JavaScript (all of it, or all but the chunks `keep` names) until `release`:
 * the page stays its server HTML for as long as the test wants, as on a slow connection.
 */
async function holdScripts(page: Page, keep?: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/[^?]+\.js(?:\?.*)?$/, async (route) => {
    if (released || keep?.test(route.request().url())) await route.continue()
    else held.push(route)
  })
  return async () => {
    released = true
    // A request of a page the browser has left since (a native submit) is gone: nothing to continue.
    for (const route of held.splice(0)) await route.continue().catch(() => {})
  }
}

/**
 * A page in a context with JavaScript turned off. Not the watched `openPage`: axe needs JavaScript
 * in the page, and these pages are the same ones the other journeys check with it.
 */
async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return context.newPage()
}

/** Every URL the page requested (main frame and subresources), to prove no secret was in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request: Request) => urls.push(request.url()))
  return urls
}

/** What a password manager does at load: values set and announced, without focusing the fields. */
async function autofill(page: Page, values: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [name, value] of Object.entries(entries)) {
      const field = document.querySelector<HTMLInputElement>(`main input[name="${name}"]`)
      if (!field) throw new Error(`no field ${name}`)
      field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }, values)
}

async function addCoverToCart(page: Page, base: string, locale: CatalogLocale): Promise<string> {
  await page.goto(`${base}/search?search=${PRODUCT_NUMBER}`)
  await waitForHydration(page)
  await expectAccessible(page)
  const addButton = page.getByRole('button', {
    name: new RegExp(`^${textPattern(tr(locale, 'Add to cart'))}`),
  })
  const card = page.getByRole('main').locator('.product-card').filter({ has: addButton }).first()
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim()
  // The server's answer, not just the optimistic count: the next page load must find the line.
  const added = page.waitForResponse(
    (response) => response.url().includes('/checkout/cart/line-item') && response.ok(),
  )
  await addButton.first().click()
  await added
  await expect(page.getByTestId('header-cart-count')).toHaveAttribute('data-count', '1')
  return name
}

// The two logins with code in one locale each, in turn (tests/fixtures/rotation.ts); the forms
// without code, whose answers the server words, in all three.
for (const each of locales) {
  const { locale, base } = each
  const runs = (journey: number) => inTurn(locales, journey) === each
  if (runs(0))
    test(`${locale}: a login autofilled before the code arrived is kept and sent once it has`, async ({
      page,
    }) => {
      const urls = recordUrls(page)
      const release = await holdScripts(page)
      // Held module scripts hold DOMContentLoaded back too: wait for the form itself.
      await page.goto(`${base}/login`, { waitUntil: 'commit' })
      await page.locator('main input[name="password"]').waitFor()
      await autofill(page, { username: DEMO_EMAIL, password: DEMO_PASSWORD })
      await release()
      await waitForHydration(page)
      // Let everything the page does after hydrating (re-renders, the actor system) happen first.
      await page.waitForLoadState('networkidle')
      const main = page.getByRole('main')
      await expect(main.getByLabel(tr(locale, 'E-mail address'), { exact: true })).toHaveValue(DEMO_EMAIL)
      await expect(main.getByLabel(tr(locale, 'Password'), { exact: true })).toHaveValue(DEMO_PASSWORD)
      await expectAccessible(page)
      await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
      await expect(page.getByText(tr(locale, 'You are now logged in.'))).toBeVisible()
      await expect(page).toHaveURL(/\/account$/)
      await expectAccessible(page)
      expect(urls.filter((url) => url.includes('gartenwerk-demo') || url.includes('password='))).toEqual([])
    })

  if (runs(1))
    test(`${locale}: a login submitted while the page's code is still loading is sent once, by post`, async ({
      page,
    }) => {
      const urls = recordUrls(page)
      // The entry runs (it holds early input); the rest of the page's code is on its way.
      const release = await holdScripts(page, entryChunks())
      // DOMContentLoaded waits for the entry module: it has run when this returns.
      await page.goto(`${base}/login`, { waitUntil: 'domcontentloaded' })
      await expectAccessible(page)
      const main = page.getByRole('main')
      await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
      await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill(DEMO_PASSWORD)
      await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
      await release()
      await expect(page).toHaveURL(/\/account$/)
      await waitForHydration(page)
      await expectAccessible(page)
      expect(urls.filter((url) => url.includes('gartenwerk-demo') || url.includes('password='))).toEqual([])
    })

  test(`${locale}: without JavaScript, logging in works and a wrong password says so`, async ({
    browser,
  }) => {
    const page = await withoutJavaScript(browser)
    const urls = recordUrls(page)
    await page.goto(`${base}/login`)
    const main = page.getByRole('main')
    await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
    await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill('not-the-password')
    await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
    await expect(main.getByRole('alert')).toHaveText(pattern(locale, 'Invalid username and/or password'))
    // The e-mail address stays, the password does not come back.
    await expect(main.getByLabel(tr(locale, 'E-mail address'), { exact: true })).toHaveValue(DEMO_EMAIL)
    await expect(main.getByLabel(tr(locale, 'Password'), { exact: true })).toHaveValue('')

    await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill(DEMO_PASSWORD)
    await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByText(tr(locale, 'You are now logged in.'))).toBeVisible()
    expect(urls.filter((url) => url.includes('gartenwerk-demo') || url.includes('password='))).toEqual([])
    expect(urls.filter((url) => url.includes('not-the-password') || url.includes('username='))).toEqual([])
    await page.context().close()
  })

  test(`${locale}: without JavaScript, the basket's quantity and remove work`, async ({ browser }) => {
    const page = await withoutJavaScript(browser)
    await page.goto(`${base}/search?search=${PRODUCT_NUMBER}`)
    const main = page.getByRole('main')
    const card = main.locator('.product-card').first()
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim()
    await card.getByRole('button', { name: new RegExp(`^${textPattern(tr(locale, 'Add to cart'))}`) }).click()
    await page.goto(`${base}/checkout/cart`)
    const line = main.getByTestId('cart-line-item').filter({ hasText: name })
    const quantity = line.getByRole('textbox', {
      name: pattern(locale, 'Quantity of {itemName}', { itemName: name }),
    })
    await expect(quantity).toHaveValue('1')
    await quantity.fill('3')
    await quantity.press('Enter')
    await expect(quantity).toHaveValue('3')
    await expect(line.locator('.cart-item__total')).toContainText('105')
    await line
      .getByRole('button', { name: pattern(locale, 'Increase quantity of {itemName}', { itemName: name }) })
      .click()
    await expect(quantity).toHaveValue('4')
    await line.getByRole('button', { name: new RegExp(`^${textPattern(tr(locale, 'Remove'))}`) }).click()
    await expect(main.getByText(tr(locale, 'Your cart is empty.'))).toBeVisible()
    await page.context().close()
  })
}

test('a quantity typed into the basket right after it loads, with Enter, is not lost', async ({ page }) => {
  const { locale, base } = { locale: 'en-GB' as const, base: origin('shop', 'en.localhost') }
  const name = await addCoverToCart(page, base, locale)
  const release = await holdScripts(page, entryChunks())
  await page.goto(`${base}/checkout/cart`, { waitUntil: 'domcontentloaded' })
  const line = page.getByRole('main').getByTestId('cart-line-item').filter({ hasText: name })
  const quantity = line.getByRole('textbox', {
    name: pattern(locale, 'Quantity of {itemName}', { itemName: name }),
  })
  await quantity.fill('3')
  await quantity.press('Enter')
  await release()
  await waitForHydration(page)
  await expect(quantity).toHaveValue('3')
  await expect(line.locator('.cart-item__total')).toContainText('105')
  await page.reload()
  await expect(quantity).toHaveValue('3')
  await expectAccessible(page)
})

test('a quantity typed before any code ran, with Enter, is sent by the form itself', async ({ page }) => {
  const { locale, base } = { locale: 'de-DE' as const, base: origin('shop') }
  const name = await addCoverToCart(page, base, locale)
  const release = await holdScripts(page)
  await page.goto(`${base}/checkout/cart`, { waitUntil: 'commit' })
  const line = page.getByRole('main').getByTestId('cart-line-item').filter({ hasText: name })
  const quantity = line.getByRole('textbox', {
    name: pattern(locale, 'Quantity of {itemName}', { itemName: name }),
  })
  await quantity.fill('2')
  await quantity.press('Enter')
  await expect(line.locator('.cart-item__total')).toContainText('70')
  await release()
  await waitForHydration(page)
  await expect(quantity).toHaveValue('2')
  await expectAccessible(page)
})

for (const { locale, base, path } of [
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, path: '/' },
  { locale: 'de-DE', base: origin('shop'), path: '/Gartentische/Esstische' },
] as const) {
  test(`${locale}: a heart pressed before any code ran (${path}) is kept once the code has arrived`, async ({
    page,
  }) => {
    const release = await holdScripts(page)
    // The page as parsed: the entry loader at the end of the body has run, none of the code has.
    await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' })
    const card = page.getByRole('main').locator('.product-card').first()
    const name = (await card.getByRole('heading').first().innerText()).trim()
    await card.getByRole('button', { name: tr(locale, 'Add {name} to wishlist', { name }) }).click()
    await release()
    await waitForHydration(page)
    await expect(
      card.getByRole('button', { name: tr(locale, 'Remove {name} from wishlist', { name }) }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('header-wishlist-count')).toHaveAttribute('data-count', '1')
    await expectAccessible(page)
  })
}

test('a search term typed before any code ran shows suggestions once it has', async ({ page }) => {
  const locale = 'en-GB'
  const release = await holdScripts(page)
  await page.goto(`${origin('shop', 'en.localhost')}/`, { waitUntil: 'commit' })
  const field = page.getByRole('banner').getByRole('combobox', { name: tr(locale, 'Search products') })
  await field.fill('sofa')
  await release()
  await waitForHydration(page)
  const list = page.getByRole('banner').getByRole('listbox', { name: tr(locale, 'Suggestions') })
  await expect(list).toBeVisible()
  await expect(field).toHaveValue('sofa')
  await expect(list.getByRole('option').first()).toBeVisible()
  await expectAccessible(page)
})

test('a registration filled in before any code ran is sent with everything it shows', async ({ page }) => {
  const locale = 'fr-FR'
  const base = `${origin('shop')}/fr-FR`
  const release = await holdScripts(page)
  await page.goto(`${base}/register`, { waitUntil: 'commit' })
  await page.locator('main input[name="password"]').waitFor()
  await fillRegistration(page, locale, `early-${Date.now()}@example.org`, 'Élise')
  await release()
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)
  await page.getByRole('button', { name: tr(locale, 'Create account') }).click()
  await expect(page.getByRole('main')).toContainText(tr(locale, 'Please check your e-mail.'))
  await expectAccessible(page)
})

test('a logged-in customer’s review form comes after load on the shared product page and is sent', async ({
  page,
}) => {
  const locale = 'de-DE'
  const base = origin('shop')
  await page.goto(`${base}/login`)
  await waitForHydration(page)
  await expectAccessible(page)
  const main = page.getByRole('main')
  await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
  await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill(DEMO_PASSWORD)
  await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expectAccessible(page)

  // The product page is the one kept for every visitor with default prices: it is rendered for
  // nobody, so the form (a logged-in customer's) appears once the shopper read after load says who
  // is there; nothing can be typed into it before the page hydrated.
  await page.goto(`${base}/detail/${REVIEWED_PRODUCT}`)
  await waitForHydration(page)
  const form = main.getByRole('form', { name: tr(locale, 'Write a review') })
  await form.getByText(tr(locale, '{stars} stars', { stars: '4' })).click()
  const title = `Früh geschrieben ${Date.now()}`
  await form.getByLabel(tr(locale, 'Title'), { exact: true }).fill(title)
  await form
    .getByLabel(tr(locale, 'Your review'), { exact: true })
    .fill('Stabil, wetterfest und leicht zu reinigen; wir essen den ganzen Sommer draußen.')
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)
  await form.getByRole('button', { name: tr(locale, 'Submit review') }).click()
  await expect(main).toContainText(
    tr(locale, 'Thank you for your review. It will be published once it has been approved.'),
  )
  await expect(main.getByRole('listitem').filter({ hasText: title })).toBeVisible()
  await expectAccessible(page)
})

test('without JavaScript, a form the server cannot carry out says what to do', async ({ browser }) => {
  const locale = 'en-GB'
  const page = await withoutJavaScript(browser)
  const urls = recordUrls(page)
  await page.goto(`${origin('shop', 'en.localhost')}/account/recover`)
  await page.getByRole('main').getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
  await page.getByRole('main').getByRole('button').first().click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    tr(
      locale,
      'This form needs JavaScript, which did not run in your browser. Please reload the page and send the form again, or turn JavaScript on for this shop.',
    ),
  )
  expect(urls.filter((url) => url.includes('demo%40') || url.includes('email='))).toEqual([])
  await page.context().close()
})

test('the notice of a form the page sent before its code arrived goes with the next navigation', async ({
  page,
}) => {
  const locale = 'en-GB'
  const base = origin('shop', 'en.localhost')
  const release = await holdScripts(page)
  await page.goto(`${base}/account/recover`, { waitUntil: 'commit' })
  const main = page.getByRole('main')
  await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
  await main.getByRole('button').first().click()
  const notice = main.getByRole('alert')
  await expect(notice).toHaveText(
    pattern(
      locale,
      'This form needs JavaScript, which did not run in your browser. Please reload the page and send the form again, or turn JavaScript on for this shop.',
    ),
  )
  await release()
  await waitForHydration(page)
  await expectAccessible(page)
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Gartenwerk/ })
    .click()
  await expect(page).toHaveURL(`${base}/`)
  await expect(notice).toBeHidden()
  await expectAccessible(page)
})
