import type { Page } from '@playwright/test'
import { type CatalogLocale, tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

// Document pages (src/app/document-page.tsx): the home page hydrates without the router. Its
// islands work as on every page; its links and the search are page loads into the router's pages.

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')

const journeys: {
  locale: CatalogLocale
  acceptLanguage: string
  home: string
  prefix: string
  term: string
  /** A second term, searched for from the results page. */
  otherTerm: string
}[] = [
  {
    locale: 'de-DE',
    acceptLanguage: 'de-DE,de;q=0.9',
    home: `${SHOP}/`,
    prefix: '',
    term: 'Sofa',
    otherTerm: 'Stuhl',
  },
  {
    locale: 'en-GB',
    acceptLanguage: 'en-GB,en;q=0.9',
    home: `${SHOP_EN}/`,
    prefix: '',
    term: 'sofa',
    otherTerm: 'chair',
  },
  {
    locale: 'fr-FR',
    acceptLanguage: 'fr-FR,fr;q=0.9',
    home: `${SHOP}/fr-FR/`,
    prefix: '/fr-FR',
    term: 'canapé',
    otherTerm: 'chaise',
  },
]

/** Script paths the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

for (const { locale, acceptLanguage, home, prefix, term, otherTerm } of journeys) {
  test(`${locale}: the home page hydrates without the router; search and links lead on by page load`, async ({
    openPage,
  }) => {
    const page = await openPage({ acceptLanguage })
    const shop = new StorefrontPage(page)
    const scripts = recordScripts(page)
    await shop.goto(home)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('data-page', 'document')
    await page.waitForLoadState('networkidle')
    expect(scripts.some((path) => path.includes('/entry-document-'))).toBe(true)
    expect(scripts.filter((path) => /\/(router|entry-client)-/.test(path))).toEqual([])
    // Links carry the locale and the router's marks of the current page.
    await expect(shop.header.locator('a.site-logo')).toHaveAttribute('aria-current', 'page')
    await expect(shop.header.locator('a.site-logo')).toHaveAttribute('href', prefix || '/')
    await expectAccessible(page)

    // The search island: suggestions as on every page, Enter loads the results page.
    const field = shop.header.getByRole('combobox', { name: tr(locale, 'Search products') })
    await field.click()
    await field.pressSequentially(term, { delay: 30 })
    await expect(shop.header.getByRole('option').first()).toBeVisible()
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''))
    await field.press('Enter')
    await expect(page).toHaveURL(`${new URL(home).origin}${prefix}/search?search=${encodeURIComponent(term)}`)
    await expect(shop.heading).toHaveText(tr(locale, 'Search results for “{term}”', { term }))
    // A new document, a document page too: the browser brought the page, its focus and its
    // announcement, and still no router.
    await expect(page.locator('html')).not.toHaveAttribute('data-same-document', '')
    await expect(page.locator('html')).toHaveAttribute('data-page', 'document')
    await expectAccessible(page)

    // Another term from the results page: the results change in place (same document), the field
    // and the title follow, and back shows the first term's results again.
    await waitForHydration(page)
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''))
    await field.fill(otherTerm)
    await field.press('Enter')
    await expect(page).toHaveURL(
      `${new URL(home).origin}${prefix}/search?search=${encodeURIComponent(otherTerm)}`,
    )
    await expect(shop.heading).toHaveText(tr(locale, 'Search results for “{term}”', { term: otherTerm }))
    await expect(page).toHaveTitle(
      `${tr(locale, 'Search results for “{term}”', { term: otherTerm })} | Gartenwerk`,
    )
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '')
    await expectAccessible(page)
    await page.goBack()
    await expect(shop.heading).toHaveText(tr(locale, 'Search results for “{term}”', { term }))
    await expect(field).toHaveValue(term)
    await expect(page).toHaveTitle(`${tr(locale, 'Search results for “{term}”', { term })} | Gartenwerk`)
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '')
    await expectAccessible(page)
    expect(scripts.filter((path) => /\/(router|entry-client)-/.test(path))).toEqual([])
  })
}

test('de-DE: by keyboard, the skip link and a main navigation entry of the home page', async ({
  openPage,
}) => {
  const page = await openPage({ acceptLanguage: 'de-DE,de;q=0.9' })
  const shop = new StorefrontPage(page)
  await shop.goto(`${SHOP}/`)
  await waitForHydration(page)
  await expectAccessible(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: tr('de-DE', 'Skip to main content') })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(shop.main).toBeFocused()
  const entry = shop.mainNavigation.getByRole('link').first()
  const href = await entry.getAttribute('href')
  expect(href).toMatch(/^\/[^/]/)
  await entry.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${SHOP}${href}`)
  await expect(shop.heading).toBeVisible()
  await expectAccessible(page)
})
