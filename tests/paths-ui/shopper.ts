// What several UI adapters let a shopper do the same way: log in with the login form, log out in
// the account menu, and hold a request of the page until the path's answer step lets it through
// (so the page can be seen while it waits).

import type { Page, Route } from '@playwright/test'
import { type CatalogLocale, tr } from '../fixtures/catalog.ts'
import { expect, expectAccessible, waitForHydration } from '../fixtures/test.ts'

/** Opens `url`, waits for hydration and checks the page with axe (once per URL of `checked`). */
export async function visit(page: Page, url: string, checked: Set<string>): Promise<void> {
  await page.goto(url)
  await waitForHydration(page)
  await checkOnce(page, checked)
}

/** Checks the page with axe unless its URL was checked before (the fixture requires each URL checked). */
export async function checkOnce(page: Page, checked: Set<string>): Promise<void> {
  const url = page.url().replace(/#.*$/, '')
  if (checked.has(url)) return
  await expectAccessible(page)
  checked.add(url)
}

/** Logs in with the login form; ends on the account page. */
export async function logInWithForm(
  page: Page,
  { locale, base }: { locale: CatalogLocale; base: string },
  credentials: { email: string; password: string },
  checked: Set<string>,
): Promise<void> {
  await visit(page, `${base}/login`, checked)
  const main = page.getByRole('main')
  await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(credentials.email)
  await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill(credentials.password)
  await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
  await expect(page).toHaveURL(/\/account$/)
  await waitForHydration(page)
  await checkOnce(page, checked)
}

/** Logs out in the account menu of the header (the menu is named after the customer). */
export async function logOutWithMenu(page: Page, locale: CatalogLocale, firstName: string): Promise<void> {
  await waitForHydration(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(locale, 'Hello, {firstName}', { firstName }) })
    .click()
  await page.getByRole('button', { name: tr(locale, 'Log out') }).click()
  await expect(page.getByText(tr(locale, 'You have been logged out.'))).toBeVisible()
}

/**
 * Requests of `page` to `pattern` with `method`, held until `release` lets the oldest through:
 * the page shows its waiting state for as long as the path's step before the answer.
 */
export async function holdRequests(page: Page, pattern: string, method = 'POST') {
  const held: Route[] = []
  await page.route(pattern, (route) => {
    if (route.request().method() === method) held.push(route)
    else void route.fallback()
  })
  return {
    /** Lets the oldest held request through (waits until the page has sent one). */
    async release(): Promise<void> {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      await held.shift()?.fallback()
    },
  }
}
