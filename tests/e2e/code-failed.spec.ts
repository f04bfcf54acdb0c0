import type { Page } from '@playwright/test'
import { CODE_FAILED_ATTRIBUTE } from '../../src/domain/constants.ts'
import { tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Guard "the page's code fails to load": JavaScript is on, so no <noscript> shows, but the entry
// never arrives (a network error, a blocker). What the page shows without JavaScript for a form
// that needs the code to act must show then too (src/entry-loader.ts marks <html>).

/** Every script of the build fails, as on a connection that drops them. */
async function failScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/[^?]+\.js(?:\?.*)?$/, (route) => route.abort())
}

test('the listing’s sorting and page size can be applied when the page’s code failed to load', async ({
  page,
}) => {
  const locale = 'de-DE'
  await failScripts(page)
  await page.goto(`${origin('shop')}/Gartenstuehle`)
  await expect(page.locator('html')).toHaveAttribute(CODE_FAILED_ATTRIBUTE, '')
  await expectAccessible(page)
  const toolbar = page.locator('form.listing-toolbar')
  await toolbar.getByRole('combobox', { name: tr(locale, 'Sort by') }).selectOption('price-asc')
  await toolbar.getByRole('combobox', { name: tr(locale, 'Products per page') }).selectOption('20')
  await toolbar.getByRole('button', { name: tr(locale, 'Apply') }).click()
  await expect(page).toHaveURL(/\/Gartenstuehle\?(?=.*order=price-asc)(?=.*limit=20)/)
  await expect(toolbar.getByRole('combobox', { name: tr(locale, 'Sort by') })).toHaveValue('price-asc')
  await expectAccessible(page)
})

test('with the page’s code, the listing’s toolbar has no button (a select applies at once)', async ({
  page,
}) => {
  await page.goto(`${origin('shop', 'en.localhost')}/Garden-chairs`)
  await waitForHydration(page)
  await expect(page.locator('html')).not.toHaveAttribute(CODE_FAILED_ATTRIBUTE, '')
  await expect(page.locator('form.listing-toolbar').getByRole('button')).toHaveCount(0)
  await expectAccessible(page)
})

test('the wishlist page says what went wrong and what helps when the page’s code failed to load', async ({
  page,
}) => {
  const locale = 'fr-FR'
  await failScripts(page)
  await page.goto(`${origin('shop')}/fr-FR/wishlist`)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    tr(
      locale,
      'Your wishlist could not be loaded because part of this page did not arrive. Please check your connection and reload the page.',
    ),
  )
  await expectAccessible(page)
})
