import type { Locator, Page } from '@playwright/test'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
import { JOURNEY_PASSWORD, open, registerAndConfirm } from '../fixtures/account-journey.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// The wishlist end to end on the embedded back end: a guest keeps a product from a category card
// (local storage), sees the header count and the /wishlist page, removes it again; then a new
// customer registers and confirms, and the guest's list is merged into the customer's list on the
// server (local storage cleared), survives a logout (the list is the local, empty one again) and
// comes back with the next login.

type Journey = { locale: CatalogLocale; base: string; acceptLanguage: string; category: string }

const journeys: Journey[] = [
  {
    locale: 'en-GB',
    base: origin('shop', 'en.localhost'),
    acceptLanguage: 'en-GB,en;q=0.9',
    category: '/Lounge-furniture',
  },
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9', category: '/Lounge-Moebel' },
]

const STORAGE_KEY = 'sw-wishlist-items'
let counter = 0
const uniqueEmail = (locale: CatalogLocale) =>
  `wishlist-${locale.toLowerCase()}-${Date.now()}-${counter++}@example.org`

function text(locale: CatalogLocale, source: string, values: Record<string, string> = {}): RegExp {
  return new RegExp(`^${textPattern(tr(locale, source, values))}$`)
}

function wishlistLink(page: Page, locale: CatalogLocale): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${textPattern(tr(locale, 'Wishlist'))}`) })
}

async function expectCount(page: Page, count: number) {
  const badge = page.getByTestId('header-wishlist-count')
  if (count === 0) await expect(badge).toHaveCount(0)
  else await expect(badge).toHaveAttribute('data-count', String(count))
}

/** The first card of the category, its product name and its heart. */
async function firstCard(page: Page, locale: CatalogLocale) {
  const card = page.getByRole('main').locator('.product-card').first()
  const name = (await card.getByRole('heading').first().innerText()).trim()
  const add = card.getByRole('button', { name: tr(locale, 'Add {name} to wishlist', { name }) })
  const remove = card.getByRole('button', { name: tr(locale, 'Remove {name} from wishlist', { name }) })
  return { card, name, add, remove }
}

for (const journey of journeys) {
  const { locale, base, acceptLanguage } = journey

  test(`${locale}: a guest keeps a product, sees it on /wishlist and removes it`, async ({ openPage }) => {
    test.setTimeout(60_000)
    const page = await openPage({ acceptLanguage })
    await open(page, `${base}${journey.category}`)
    const { name, add, remove } = await firstCard(page, locale)

    // The server renders every heart unpressed and no count (it cannot know a guest's list).
    await expect(add).toHaveAttribute('aria-pressed', 'false')
    await expectCount(page, 0)

    await add.click()
    await expect(remove).toHaveAttribute('aria-pressed', 'true')
    await expectCount(page, 1)
    await expect(
      page.getByText(text(locale, '{name} has been added to your wishlist.', { name })),
    ).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toMatch(
      /^\["[0-9a-f]{32}"\]$/,
    )
    await expectAccessible(page)

    // Keyboard: the heart is focusable and operable with Enter.
    await remove.focus()
    await page.keyboard.press('Enter')
    await expect(add).toHaveAttribute('aria-pressed', 'false')
    await expectCount(page, 0)
    await add.focus()
    await page.keyboard.press('Enter')
    await expectCount(page, 1)

    // The header link leads to the list (client-side navigation).
    await wishlistLink(page, locale).click()
    await expect(page).toHaveURL(/\/wishlist$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'Wishlist'))
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible()
    await expectAccessible(page)

    // Another page, loaded afresh and left untouched: the heart and the count show the kept list
    // (the actor system starts when the browser is idle, not only on a first interaction).
    await open(page, `${base}${journey.category}`)
    await expect((await firstCard(page, locale)).remove).toHaveAttribute('aria-pressed', 'true')
    await expectCount(page, 1)
    await page.goto(`${base}/wishlist`)

    // A fresh load: the server renders the loading state, the browser the list.
    await page.reload()
    await waitForHydration(page)
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${textPattern(tr(locale, 'Wishlist'))}`))
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await expectAccessible(page)

    await main.getByRole('button', { name: tr(locale, 'Remove {name} from wishlist', { name }) }).click()
    await expect(main.getByText(text(locale, 'Your wishlist is empty.'))).toBeVisible()
    await expect(
      page.getByText(text(locale, '{name} has been removed from your wishlist.', { name })),
    ).toBeVisible()
    await expectCount(page, 0)
    await expect(main.getByRole('link', { name: tr(locale, 'Continue shopping') })).toBeVisible()
    await expectAccessible(page)
  })

  test(`${locale}: a guest's list is merged into the customer's list on login`, async ({ openPage }) => {
    test.setTimeout(90_000)
    const page = await openPage({ acceptLanguage })
    await open(page, `${base}${journey.category}`)
    const { name, add, remove } = await firstCard(page, locale)
    await add.click()
    await expect(remove).toHaveAttribute('aria-pressed', 'true')
    await expectCount(page, 1)

    const email = uniqueEmail(locale)
    await registerAndConfirm(page, journey, email, 'Wilma')
    // Logged in: the local ids went to the server and local storage was cleared.
    await expectCount(page, 1)
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull()

    await open(page, `${base}/wishlist`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible()

    // Logged out, the list is the (empty) local one again …
    await page.getByRole('button', { name: tr(locale, 'Hello, {firstName}', { firstName: 'Wilma' }) }).click()
    await page.getByRole('button', { name: tr(locale, 'Log out') }).click()
    await expect(page.getByText(tr(locale, 'You have been logged out.'))).toBeVisible()
    await expectCount(page, 0)
    await expectAccessible(page)

    // … and the customer's list is back after the next login.
    await open(page, `${base}/login`)
    await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(email)
    await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill(JOURNEY_PASSWORD)
    await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
    await expectCount(page, 1)
    await open(page, `${base}/wishlist`)
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible()

    // A write the server refuses is rolled back, with a message in the page's language.
    await page.route('**/store-api/customer/wishlist/add/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ status: '500', code: 'FRAMEWORK__INTERNAL', title: 'Error' }] }),
      }),
    )
    await open(page, `${base}${journey.category}`)
    const second = page.getByRole('main').locator('.product-card').nth(1)
    const other = (await second.getByRole('heading').first().innerText()).trim()
    await second.getByRole('button', { name: tr(locale, 'Add {name} to wishlist', { name: other }) }).click()
    await expect(
      page.getByText(
        text(locale, '{name} could not be added to your wishlist. Please try again.', { name: other }),
      ),
    ).toBeVisible()
    await expect(
      second.getByRole('button', { name: tr(locale, 'Add {name} to wishlist', { name: other }) }),
    ).toHaveAttribute('aria-pressed', 'false')
    await expectCount(page, 1)
    await expectAccessible(page)
  })
}
