import { tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { decodeHtml, mainNavigationNames } from '../fixtures/store-api.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { ErrorPage } from '../pages/error-page.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Expires within a day of now + 365 days (cookie expiry is in seconds since the epoch). */
function expectExpiryInAYear(expires: number): void {
  expect(Math.abs(expires - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(24 * 60 * 60)
}

test.describe('locale detection on the first visit', () => {
  const cases = [
    { acceptLanguage: 'en-GB,en;q=0.9', locale: 'en-GB', url: `${SHOP_EN}/` },
    { acceptLanguage: 'en-US,en;q=0.8', locale: 'en-GB', url: `${SHOP_EN}/` },
    { acceptLanguage: 'fr-FR,fr;q=0.9,de;q=0.5', locale: 'fr-FR', url: new RegExp(`^${SHOP}/fr-FR/?$`) },
    { acceptLanguage: 'de-AT,de;q=0.9', locale: 'de-DE', url: `${SHOP}/` },
    { acceptLanguage: 'es-ES,es;q=0.9', locale: 'de-DE', url: `${SHOP}/` },
  ] as const
  for (const { acceptLanguage, locale, url } of cases) {
    test(`Accept-Language ${acceptLanguage} shows ${locale}`, async ({ openPage }) => {
      const page = await openPage({ acceptLanguage })
      const shop = new StorefrontPage(page)
      const response = await shop.goto(`${SHOP}/`)
      expect(response.status()).toBe(200)
      await expect(page).toHaveURL(url)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(shop.header).toBeVisible()
      await waitForHydration(page)
      await expectAccessible(page)
    })
  }

  test('the detected locale is kept in a cookie for 365 days; the next visit is not redirected', async ({
    openPage,
  }) => {
    const page = await openPage({ acceptLanguage: 'fr-FR,fr;q=0.9' })
    const shop = new StorefrontPage(page)
    const first = await shop.goto(`${SHOP}/`)
    expect(first.request().redirectedFrom(), 'first visit is redirected').not.toBeNull()
    await expect(page).toHaveURL(new RegExp(`^${SHOP}/fr-FR/?$`))
    const cookie = (await page.context().cookies(SHOP)).find((c) => c.name === 'sw-locale')
    expect(cookie?.value).toBe('fr-FR')
    expectExpiryInAYear(cookie?.expires ?? 0)
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    await waitForHydration(page)
    await expectAccessible(page)

    const second = await shop.goto(`${SHOP}/`)
    expect(second.request().redirectedFrom(), 'second visit is redirected').toBeNull()
    expect(second.status()).toBe(200)
    await expect(page).toHaveURL(`${SHOP}/`)
    await waitForHydration(page)
    await expectAccessible(page)
  })
})

test.describe('locales in URLs and domains', () => {
  test('/fr-FR is French: html lang, navigation from the Store API in French, hreflang alternates', async ({
    page,
    request,
  }) => {
    const names = await mainNavigationNames(request, SHOP, 'fr-FR')
    const shop = new StorefrontPage(page)
    expect((await shop.goto(`${SHOP}/fr-FR/`)).status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    for (const name of names) await expect(shop.mainNavigationLink(name)).toBeVisible()
    await expect(shop.openingHours('fr-FR')).toBeVisible()
    expect(await shop.alternates()).toMatchObject({
      'de-DE': `${SHOP}/`,
      'en-GB': `${SHOP_EN}/`,
      'fr-FR': expect.stringMatching(new RegExp(`^${SHOP}/fr-FR/?$`)),
    })
    await waitForHydration(page)
    await expectAccessible(page)
  })

  test('en.localhost is English: html lang en-GB and English navigation', async ({ page, request }) => {
    const names = await mainNavigationNames(request, SHOP, 'en-GB')
    const shop = new StorefrontPage(page)
    expect((await shop.goto(`${SHOP_EN}/`)).status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    for (const name of names) await expect(shop.mainNavigationLink(name)).toBeVisible()
    await expect(shop.openingHours('en-GB')).toBeVisible()
    await waitForHydration(page)
    await expectAccessible(page)
  })

  test('switching the language on a category page shows the same category in the other locale', async ({
    openPage,
    request,
  }) => {
    // Three pages, each with an axe run: more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    // Same position in the tree in both languages: the same category.
    const [german] = await mainNavigationNames(request, SHOP, 'de-DE')
    const [english] = await mainNavigationNames(request, SHOP, 'en-GB')
    const page = await openPage({ acceptLanguage: 'de-DE' })
    const shop = new StorefrontPage(page)
    await shop.goto(`${SHOP}/`)
    await waitForHydration(page)
    await expectAccessible(page)

    await shop.mainNavigationLink(german!).click()
    await expect(shop.heading).toHaveText(german!)
    expect(new URL(page.url()).pathname).not.toBe('/')
    const englishUrl = (await shop.alternates())['en-GB']
    expect(englishUrl, 'the category page names its en-GB alternate').toBeTruthy()
    await expectAccessible(page)

    await shop.switchLanguage('en-GB')
    // After a client-side navigation the alternate may be the technical URL; the server answers it
    // with a 301 to the English SEO URL, so the visitor lands on the same category's SEO path.
    await expect(page).toHaveURL(
      (url) => url.origin === new URL(englishUrl!).origin && !url.pathname.startsWith('/navigation/'),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(shop.heading).toHaveText(english!)
    await waitForHydration(page)
    await expectAccessible(page)
  })
})

test.describe('server-rendered HTML, headers and cookies', () => {
  test('the home HTML, before any JS, contains the main navigation, the contact banner and the footer', async ({
    request,
    openPage,
  }) => {
    const names = await mainNavigationNames(request, SHOP, 'de-DE')
    const response = await request.get(`${SHOP}/`, {
      headers: { 'accept-language': 'de-DE' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html[^>]*\slang="de-DE"/)
    expect(html).toMatch(/<header[\s>][\s\S]*<nav[\s>][\s\S]*<\/header>/)
    expect(html).toMatch(/<footer[\s>][\s\S]*<\/footer>/)
    expect(html).toContain('href="tel:')
    const text = decodeHtml(html)
    for (const name of names) expect(text, `main navigation entry ${name}`).toContain(`>${name}<`)

    // The same document with the app's scripts blocked, read the way a user (or screen reader) meets it
    // before JS runs. (Not `javaScriptEnabled: false`: axe cannot run in such a page.)
    const page = await openPage({ acceptLanguage: 'de-DE' })
    await page.route(/\.m?js(\?.*)?$/, (route) => route.abort())
    const shop = new StorefrontPage(page)
    await shop.goto(`${SHOP}/`)
    for (const name of names) await expect(shop.mainNavigationLink(name)).toBeVisible()
    await expect(shop.phoneLink()).toBeVisible()
    await expect(shop.openingHours('de-DE')).toBeVisible()
    await expect(shop.footer).toBeVisible()
    await expect(shop.footerNavigation()).toBeVisible()
    await expect(shop.claim('de-DE')).toBeVisible()
    await expectAccessible(page)
  })

  test('security headers: CSP without inline script except the nonce, nosniff, referrer policy, framing', async ({
    request,
  }) => {
    const response = await request.get(`${SHOP}/`, {
      headers: { 'accept-language': 'de-DE' },
      maxRedirects: 0,
    })
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(csp).toMatch(/frame-ancestors '(none|self)'/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
    expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined()

    // Every inline script carries this response's nonce (JSON-LD blocks are data, never executed).
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    const html = await response.text()
    const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>/g)]
      .map((m) => m[1] ?? '')
      .filter((attributes) => !attributes.includes('type="application/ld+json"'))
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)

    // Hashed assets are cached for good.
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      const assetResponse = await request.get(`${SHOP}${asset}`)
      expect(assetResponse.status(), asset).toBe(200)
      expect(assetResponse.headers()['cache-control'], asset).toContain('immutable')
    }
  })

  test('the context token lives in an HttpOnly cookie for 365 days; unsafe proxy calls need the header', async ({
    openPage,
    request,
  }) => {
    const page = await openPage({ acceptLanguage: 'de-DE' })
    await new StorefrontPage(page).goto(`${SHOP}/`)
    await waitForHydration(page)
    await expectAccessible(page)
    const tokenOf = async () =>
      (await page.context().cookies(SHOP)).find((c) => c.name === 'sw-context-token')
    // A catalogue page is the same for every first-time visitor (shared caches keep it): no token
    // yet. The first Store API call of the visitor's own gets one.
    expect(await tokenOf(), 'no token from a catalogue page').toBeUndefined()
    expect(await page.evaluate(() => fetch('/store-api/context').then((r) => r.status))).toBe(200)
    const token = await tokenOf()
    expect(token, 'sw-context-token cookie').toBeDefined()
    expect(token?.httpOnly).toBe(true)
    expect(token?.sameSite).toBe('Lax')
    expect(token?.path).toBe('/')
    expect(token?.secure).toBe(false)
    expectExpiryInAYear(token?.expires ?? 0)
    expect(await page.evaluate(() => document.cookie)).not.toContain('sw-context-token')

    const context = await request.get(`${SHOP}/store-api/context`)
    expect(context.status()).toBe(200)
    expect(context.headers()['sw-context-token'], 'token header is not exposed').toBeUndefined()
    expect(context.headers()['set-cookie']).toMatch(/sw-context-token=[^;]+;.*HttpOnly/i)

    const forged = await request.post(`${SHOP}/store-api/context`, {
      data: {},
      headers: { 'content-type': 'application/json' },
    })
    expect(forged.status()).toBe(403)
    expect(((await forged.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0)
  })
})

test.describe('error pages', () => {
  const notFound = [
    { base: SHOP_EN, path: '/no-such-page', locale: 'en-GB' },
    { base: SHOP, path: '/gibt-es-nicht/auch-nicht', locale: 'de-DE' },
    { base: `${SHOP}/fr-FR`, path: '/pas-de-page', locale: 'fr-FR' },
  ] as const
  for (const { base, path, locale } of notFound) {
    test(`an unknown path is a 404 page in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${base}${path}`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const errorPage = new ErrorPage(page, locale)
      await expect(errorPage.notFoundHeading(path)).toBeVisible()
      await expect(errorPage.status(404)).toBeVisible()
      await expect(errorPage.homeLink()).toBeVisible()
      await waitForHydration(page)
      await expectAccessible(page)
    })
  }

  test('the maintenance page answers 503 while the back end is in maintenance mode', async ({ openPage }) => {
    for (const [url, locale] of [
      [`${origin('maintenance')}/`, 'de-DE'],
      [`${origin('maintenance', 'en.localhost')}/`, 'en-GB'],
    ] as const) {
      const page = await openPage({ acceptLanguage: locale })
      const response = await page.goto(url)
      expect(response?.status()).toBe(503)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(new ErrorPage(page, locale).maintenanceHeading()).toBeVisible()
      await waitForHydration(page)
      await expectAccessible(page)
    }
  })

  test('an unreachable Store API gives a 502/503 page with the status, a message and a way home', async ({
    page,
  }) => {
    const response = await page.goto(`${origin('unreachable', 'en.localhost')}/`)
    const status = response?.status()
    expect([502, 503]).toContain(status)
    const message =
      status === 502
        ? 'The shop cannot be reached right now. Please try again in a moment.'
        : 'The shop is temporarily unavailable. Please try again later.'
    const errorPage = new ErrorPage(page, 'en-GB')
    await expect(errorPage.heading).toContainText(tr('en-GB', message))
    await expect(errorPage.status(status ?? 0)).toBeVisible()
    await expect(errorPage.homeLink()).toBeVisible()
    await waitForHydration(page)
    await expectAccessible(page)
  })
})
