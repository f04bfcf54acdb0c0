import { createRequire } from 'node:module'
import type { Page, Request } from '@playwright/test'
import { sanitizeHtml } from '../../src/features/cms/sanitize.ts'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
import { origin, viaLoopback } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')

/** The two locales every journey runs in: en-GB on its domain, fr-FR under its prefix. */
const LOCALES = [
  {
    locale: 'en-GB',
    base: SHOP_EN,
    footer: { about: 'About us', showroom: 'Hamburg showroom' },
    claim: 'Over 25 years of Gartenwerk',
    workshop: '/workshop',
    contact: '/contact',
    // The confirmation texts the seeded CMS forms configure.
    sent: 'Thank you for your message! We will reply within one working day.',
    subscribed: 'Almost done: please confirm your subscription',
  },
  {
    locale: 'fr-FR',
    base: `${SHOP}/fr-FR`,
    footer: { about: 'Qui sommes-nous', showroom: 'Showroom de Hambourg' },
    claim: 'Plus de 25 ans de Gartenwerk',
    workshop: '/atelier',
    contact: '/contact',
    sent: 'Merci pour votre message ! Nous vous répondrons sous un jour ouvré.',
    subscribed: 'Presque terminé : veuillez confirmer votre inscription',
  },
] as const satisfies ReadonlyArray<{ locale: CatalogLocale } & Record<string, unknown>>

const VIDEO_HOSTS = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com/
const MAP_HOSTS = /maps\.googleapis\.com|maps\.gstatic\.com/

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/**
 * Reaches for `selector` (pointer over it, as a visitor would) and waits until React has hydrated
 * it: the page content is an island that hydrates on intent, and CMS forms load as their own
 * chunk within it.
 */
async function waitForElementHydration(page: Page, selector: string): Promise<void> {
  await page.locator(selector).hover()
  // Hydrated with its island (a lazily loaded form has no boundary of its own, see lazyElement).
  await page.waitForFunction((css) => {
    const node = document.querySelector(css)
    const part = node?.closest('[data-island]') ?? document.documentElement
    return node !== null && part.hasAttribute('data-hydrated')
  }, selector)
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

async function head(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    canonicalCount: document.querySelectorAll('link[rel="canonical"]').length,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? null,
    title: document.title,
  }))
}

for (const site of LOCALES) {
  test.describe(`content and SEO in ${site.locale}`, () => {
    test('home: title, description, canonical, hreflang, Open Graph and Organization JSON-LD', async ({
      page,
    }) => {
      const shop = new StorefrontPage(page)
      expect((await shop.goto(`${site.base}/`)).status()).toBe(200)
      const meta = await head(page)
      expect(meta.canonical).toBe(`${site.base}/`)
      expect(meta.canonicalCount).toBe(1)
      expect(meta.ogUrl).toBe(`${site.base}/`)
      expect(meta.ogLocale).toBe(site.locale.replace('-', '_'))
      expect(meta.description?.length).toBeGreaterThan(50)
      expect(meta.ogTitle).toBe(meta.title)
      expect(await shop.alternates()).toEqual({
        'de-DE': `${SHOP}/`,
        'en-GB': `${SHOP_EN}/`,
        // fr-FR lives under its prefix on every domain: on this one, too.
        'fr-FR': `${new URL(site.base).origin}/fr-FR/`,
        'x-default': `${SHOP}/`,
      })
      const data = await jsonLd(page)
      expect(data).toContainEqual(
        expect.objectContaining({
          '@type': 'Organization',
          name: 'Gartenwerk',
          url: `${site.base}/`,
          foundingDate: '1998',
        }),
      )
      expect(data).toContainEqual(expect.objectContaining({ '@type': 'WebSite' }))
      await waitForHydration(page)
      await expectAccessible(page)
    })

    test('about page: the over-25-years claim, reachable at the SEO path its hreflang names', async ({
      page,
    }) => {
      // Three pages with an axe run each (home, the page after the click, its server render).
      test.slow()
      const shop = new StorefrontPage(page)
      await shop.goto(`${site.base}/`)
      await waitForHydration(page)
      await expectAccessible(page)
      await shop.footer.getByRole('link', { name: site.footer.about, exact: true }).click()
      await expect(shop.heading).toHaveText(site.claim)
      await expectAccessible(page)
      // Server-rendered, as a crawler sees it: hreflang names the page's own SEO URL in every
      // locale (client-side navigation skips /seo-url, so only the server render is checked).
      expect((await shop.goto(page.url())).status()).toBe(200)
      await expect(shop.heading).toHaveText(site.claim)
      const alternates = await shop.alternates()
      expect(Object.keys(alternates).sort()).toEqual(['de-DE', 'en-GB', 'fr-FR', 'x-default'])
      expect(alternates[site.locale]).toBe(page.url())
      expect(Object.values(alternates).filter((url) => url.includes('/navigation/'))).toEqual([])
      const meta = await head(page)
      expect(meta.description).toMatch(/1998/)
      await waitForHydration(page)
      await expectAccessible(page)
    })

    test('showroom page: address, opening hours, static map fallback, nothing from the map provider', async ({
      page,
    }) => {
      test.slow()
      const requests = recordRequests(page)
      const shop = new StorefrontPage(page)
      await shop.goto(`${site.base}/`)
      await waitForHydration(page)
      await expectAccessible(page)
      await shop.footer.getByRole('link', { name: site.footer.showroom, exact: true }).click()
      const showroom = page.getByRole('region', { name: tr(site.locale, 'Visit our showroom') })
      await expect(showroom).toBeVisible()
      await expect(showroom.getByText('Große Elbstraße 84')).toBeVisible()
      await expect(showroom.getByRole('table', { name: tr(site.locale, 'Opening hours') })).toBeVisible()
      await expect(showroom.locator('[data-map="static"]')).toBeVisible()
      const directions = showroom.getByRole('link', {
        name: tr(site.locale, 'Get directions (opens Google Maps)'),
      })
      await expect(directions).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      )
      await expect(directions).toHaveAttribute('target', '_blank')
      const store = (await jsonLd(page)).find((entry) => entry['@type'] === 'FurnitureStore')
      expect(store).toMatchObject({
        address: { postalCode: '22767' },
        openingHoursSpecification: expect.any(Array),
      })
      await waitForHydration(page)
      await showroom.scrollIntoViewIfNeeded()
      expect(requests.filter((request) => MAP_HOSTS.test(request.url())).map((r) => r.url())).toEqual([])
      await expectAccessible(page)
    })

    test('videos load nothing from YouTube or Vimeo until the shopper presses play', async ({ page }) => {
      const requests = recordRequests(page)
      // No internet here: the player is answered locally, so only the request itself is observed.
      await page.route(VIDEO_HOSTS, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
      )
      const shop = new StorefrontPage(page)
      expect((await shop.goto(`${site.base}${site.workshop}`)).status()).toBe(200)
      await waitForHydration(page)
      const play = page.getByRole('button', {
        name: new RegExp(textPattern(tr(site.locale, 'Play video: {name}', { name: 'YouTube' }))),
      })
      await expect(play).toBeVisible()
      await page
        .getByRole('button', {
          name: new RegExp(`^${textPattern(tr(site.locale, 'Play video: {name}', { name: 'Vimeo' }))}`),
        })
        .scrollIntoViewIfNeeded()
      expect(requests.filter((request) => VIDEO_HOSTS.test(request.url())).map((r) => r.url())).toEqual([])
      expect(await page.locator('iframe').count()).toBe(0)
      // The gallery shows its images without shifting: a fixed-ratio stage.
      await expect(page.locator('.cms-gallery__stage img')).toBeVisible()
      await expectAccessible(page)

      await play.click()
      const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]')
      await expect(frame).toBeAttached()
      await expect(frame).toBeFocused()
      // Still nothing from Vimeo: each video asks on its own.
      expect(requests.filter((request) => /vimeo/.test(request.url()))).toEqual([])
    })

    test('contact form: browser checks, server violations at their fields, then sent', async ({ page }) => {
      const shop = new StorefrontPage(page)
      expect((await shop.goto(`${site.base}${site.contact}`)).status()).toBe(200)
      await waitForHydration(page)
      await waitForElementHydration(page, 'form[data-kind="contact"]')
      const contact = page.locator('form[data-kind="contact"]')
      await expect(contact).toBeVisible()
      await expectAccessible(page)
      await contact.getByRole('button', { name: tr(site.locale, 'Send message') }).click()
      // The browser checks first: the required fields are invalid and named, nothing was sent.
      const email = contact.getByLabel(tr(site.locale, 'E-mail address'))
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toBeFocused()
      await contact.getByLabel(tr(site.locale, 'E-mail address')).fill(`e2e-${site.locale}@example.com`)
      await contact.getByLabel(tr(site.locale, 'Subject')).fill('Teak bench')
      await contact
        .getByLabel(tr(site.locale, 'Your message'))
        .fill('Can you deliver the bench to Sylt in May?')
      await contact.getByRole('button', { name: tr(site.locale, 'Send message') }).click()
      await expect(page.getByRole('status').filter({ hasText: site.sent })).toBeVisible()
      await expect(page.locator('form[data-kind="contact"]')).toHaveCount(0)
      await expectAccessible(page)
    })

    test('newsletter sign-up answers with the double opt-in hint', async ({ page }) => {
      const shop = new StorefrontPage(page)
      await shop.goto(`${site.base}${site.contact}`)
      await waitForHydration(page)
      await waitForElementHydration(page, 'form[data-kind="newsletter"]')
      const newsletter = page.locator('form[data-kind="newsletter"]')
      await newsletter.getByLabel(tr(site.locale, 'E-mail address')).fill(`news-${site.locale}@example.com`)
      await newsletter.getByRole('button', { name: tr(site.locale, 'Subscribe') }).click()
      await expect(page.getByRole('status').filter({ hasText: site.subscribed })).toBeVisible()
      await expectAccessible(page)
    })
  })
}

test.describe('sitemap.xml and robots.txt', () => {
  test('each domain and locale has its own sitemap from the Store API', async ({ request }) => {
    const enTarget = viaLoopback(`${SHOP_EN}/sitemap.xml`)
    const en = await request.get(enTarget.url, { headers: enTarget.headers })
    expect(en.status()).toBe(200)
    expect(en.headers()['content-type']).toContain('application/xml')
    const enXml = await en.text()
    const enLocs = [...enXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    expect(enLocs).toContain(`${SHOP_EN}/`)
    expect(enLocs).toContain(`${SHOP_EN}/workshop`)
    expect(enLocs.every((loc) => loc.startsWith(`${SHOP_EN}/`))).toBe(true)
    const frXml = await (await request.get(`${SHOP}/fr-FR/sitemap.xml`)).text()
    expect(frXml).toContain(`<loc>${SHOP}/fr-FR/atelier</loc>`)
    const deXml = await (await request.get(`${SHOP}/sitemap.xml`)).text()
    expect(deXml).toContain(`<loc>${SHOP}/werkstatt</loc>`)
    expect(deXml).not.toContain('/fr-FR/')
  })

  test('every sitemap URL of a locale answers 200', async ({ request }) => {
    const target = viaLoopback(`${SHOP_EN}/sitemap.xml`)
    const xml = await (await request.get(target.url, { headers: target.headers })).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    // A sample across the file (categories, landing pages, products) keeps the test fast.
    const sample = locs.filter((_, index) => index % Math.max(1, Math.floor(locs.length / 12)) === 0)
    expect(sample.length).toBeGreaterThan(5)
    for (const loc of sample) {
      const page = viaLoopback(loc)
      expect((await request.get(page.url, { headers: page.headers, maxRedirects: 0 })).status(), loc).toBe(
        200,
      )
    }
  })

  test('robots.txt keeps crawlers out of private pages and names the sitemaps of the host', async ({
    request,
  }) => {
    const target = viaLoopback(`${SHOP_EN}/robots.txt`)
    const response = await request.get(target.url, { headers: target.headers })
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toContain('Disallow: /checkout')
    expect(text).toContain('Disallow: /account')
    expect(text).toContain(`Sitemap: ${SHOP_EN}/sitemap.xml`)
    expect(text).toContain(`Sitemap: ${SHOP_EN}/fr-FR/sitemap.xml`)
  })
})

test.describe('CMS HTML in a real browser', () => {
  test('sanitised vectors never execute and leave DOMPurify nothing to remove', async ({ page }) => {
    const require = createRequire(import.meta.url)
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>sanitiser</title></head><body><main id="host"></main></body></html>',
    )
    await page.addScriptTag({ path: require.resolve('dompurify/dist/purify.min.js') })
    // The vectors call window.__pwned instead of alert, so an execution leaves a trace.
    const armed = XSS_VECTORS.map((vector) => vector.replace(/alert\(/g, 'window.__pwned=('))
    const run = (htmls: string[]) =>
      page.evaluate(async (list) => {
        const flags = window as unknown as {
          __pwned?: number
          DOMPurify: { sanitize(html: string, config: object): string; removed: unknown[] }
        }
        const removed: string[] = []
        flags.__pwned = undefined
        for (const html of list) {
          flags.DOMPurify.sanitize(html, { ADD_ATTR: ['target'] })
          if (flags.DOMPurify.removed.length > 0) removed.push(html)
          const box = document.createElement('div')
          box.innerHTML = html
          document.getElementById('host')?.append(box)
        }
        // Give image errors, event handlers and timers a chance to fire.
        await new Promise((resolve) => setTimeout(resolve, 300))
        return { removed: removed.length, pwned: flags.__pwned ?? null }
      }, htmls)
    // Control: unsanitised, the same vectors do execute here (the check can see an execution).
    expect((await run(armed)).pwned).not.toBeNull()
    expect(await run(armed.map((vector) => sanitizeHtml(vector)))).toEqual({ removed: 0, pwned: null })
  })
})

test.describe('the head in a real browser', () => {
  test('a meta tag an extension adds before hydration survives client navigation', async ({ page }) => {
    // An extension (Dark Reader, say) writes its own meta into the head while the page loads.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const meta = document.createElement('meta')
        meta.name = 'darkreader'
        meta.content = 'on'
        document.head.append(meta)
      })
    })
    await page.goto(`${SHOP}/Gartentische/Esstische`)
    await waitForHydration(page)
    await expectAccessible(page)
    await page.locator('main a[href*="/GW-"]').first().click()
    await expect(page).toHaveURL(/\/GW-/)
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product')
    // The router took only the server's own entries (they carry the nonce), so it leaves this alone.
    await expect(page.locator('head meta[name="darkreader"]')).toHaveCount(1)
    await expectAccessible(page)
  })
})
