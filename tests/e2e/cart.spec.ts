import type { Browser, Locator, Page } from '@playwright/test'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')

/** Protective covers for stacking chairs: 35 € each, so five cross the 150 € free-shipping threshold. */
const PRODUCT_NUMBER = 'GW-COVER-CHAIRS'
const VALID_CODE = 'WELCOME10'
const UNKNOWN_CODE = 'NOT-A-REAL-CODE'

const journeys: {
  locale: CatalogLocale
  acceptLanguage: string
  origin: string
  switzerland: string
  promotion: RegExp
}[] = [
  {
    locale: 'en-GB',
    acceptLanguage: 'en-GB,en;q=0.9',
    origin: SHOP_EN,
    switzerland: 'Switzerland',
    promotion: /Welcome discount 10%/,
  },
  {
    locale: 'de-DE',
    acceptLanguage: 'de-DE,de;q=0.9',
    origin: SHOP,
    switzerland: 'Schweiz',
    promotion: /Willkommensrabatt 10\s%/,
  },
]

/** A text of the page's catalog as a whole-text pattern (placeholders filled). */
function text(locale: CatalogLocale, source: string, values: Record<string, string> = {}): RegExp {
  return new RegExp(textPattern(tr(locale, source, values)))
}

function miniCart(page: Page, locale: CatalogLocale): Locator {
  return page.getByRole('dialog', { name: tr(locale, 'Cart') })
}

/**
 * The HTML the server renders for `url` with the page's cookies (same cart), read in a context
 * without JavaScript: what a visitor sees before any script ran.
 */
async function serverRendered(browser: Browser, page: Page, url: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    await context.addCookies(await page.context().cookies())
    const other = await context.newPage()
    await other.goto(url)
    return await other.content()
  } finally {
    await context.close()
  }
}

for (const journey of journeys) {
  const { locale, acceptLanguage } = journey
  test(`${locale}: add from listing and product page, change, codes, country, reload, remove`, async ({
    openPage,
    browser,
  }) => {
    test.setTimeout(90_000)
    const page = await openPage({ acceptLanguage })
    const shop = new StorefrontPage(page)

    // Listing (search results) → add → mini cart with the server's total.
    await shop.goto(`${journey.origin}/search?search=${PRODUCT_NUMBER}`)
    await waitForHydration(page)
    const addButton = page.getByRole('button', {
      name: new RegExp(`^${textPattern(tr(locale, 'Add to cart'))}`),
    })
    const card = shop.main.locator('.product-card').filter({ has: addButton }).first()
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim()
    await card.getByRole('button', { name: new RegExp(`^${textPattern(tr(locale, 'Add to cart'))}`) }).click()
    const dialog = miniCart(page, locale)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText(
      text(locale, '{name} has been added to cart', { name }),
    )
    await expect(dialog.getByTestId('mini-cart-total')).not.toHaveAttribute('aria-busy', 'true')
    await expect(dialog.getByTestId('mini-cart-total')).toHaveText(/\d/)
    await expect(dialog.getByRole('heading', { name })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(shop.header.getByTestId('header-cart-count')).toHaveAttribute('data-count', '1')

    // Product page → add → the same line stacks.
    await card.getByRole('link', { name }).click()
    await expect(shop.heading).toHaveText(name)
    await waitForHydration(page)
    await shop.main.getByRole('button', { name: text(locale, 'Add to cart') }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(text(locale, 'Quantity: {quantity}', { quantity: '2' }))).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('link', { name: text(locale, 'View cart') }).click()

    // Cart page: quantity 2 (70 €) is below the free-shipping threshold.
    await expect(page).toHaveURL(/\/checkout\/cart$/)
    await expect(shop.heading).toHaveText(tr(locale, 'Cart'))
    const line = shop.main.getByTestId('cart-line-item').filter({ hasText: name })
    const quantity = line.getByRole('textbox', {
      name: text(locale, 'Quantity of {itemName}', { itemName: name }),
    })
    await expect(quantity).toHaveValue('2')
    const freeShipping = shop.main.getByTestId('free-shipping-hint')
    await expect(freeShipping).toContainText(/\d/)
    await expect(freeShipping).not.toHaveAttribute('data-reached', '')
    await expectAccessible(page)

    // Bad input: a message, nothing sent, nothing lost.
    await quantity.fill('1.5')
    await quantity.press('Enter')
    await expect(line.getByRole('alert')).toHaveText(tr(locale, 'The quantity must be a whole number.'))
    await expect(quantity).toHaveValue('1.5')

    // Five covers (175 €) cross the threshold: the hint changes.
    await quantity.fill('5')
    await quantity.press('Enter')
    await expect(freeShipping).toHaveAttribute('data-reached', '')
    await expect(freeShipping).toContainText(tr(locale, 'Your order ships free of charge.'))
    await line
      .getByRole('button', { name: text(locale, 'Increase quantity of {itemName}', { itemName: name }) })
      .click()
    await expect(quantity).toHaveValue('6')

    // Promo codes: an unknown one is reported, a valid one applies.
    const codeField = shop.main.getByRole('textbox', { name: tr(locale, 'Promo code'), exact: true })
    await codeField.fill(UNKNOWN_CODE)
    await codeField.press('Enter')
    await expect(shop.main.getByTestId('cart-messages')).toHaveText(
      text(locale, 'The promo code {code} is not valid.', { code: UNKNOWN_CODE }),
    )
    await codeField.fill(VALID_CODE)
    await shop.main.getByRole('button', { name: tr(locale, 'Apply') }).click()
    const promotion = shop.main.getByTestId('cart-promotion')
    await expect(promotion).toContainText(journey.promotion)
    await expectAccessible(page)

    // Switzerland: tax-free prices and the import VAT hint.
    await expect(shop.main.getByTestId('cart-tax-note')).toHaveText(tr(locale, 'All prices incl. VAT.'))
    await shop.main.getByLabel(tr(locale, 'Shipping to')).selectOption({ label: journey.switzerland })
    await expect(shop.main.getByTestId('cart-tax-note')).toHaveText(
      tr(locale, 'Prices without VAT (tax-free delivery).'),
    )
    await expect(shop.main.getByTestId('swiss-vat-hint')).toBeVisible()
    await expectAccessible(page)

    // A reload keeps the cart, and the server renders it.
    await page.reload()
    await expect(line).toBeVisible()
    await expect(quantity).toHaveValue('6')
    await expect(promotion).toContainText(journey.promotion)
    expect(await serverRendered(browser, page, page.url())).toContain(name)
    await waitForHydration(page)

    // Remove the code and the line: the empty state.
    await promotion.getByRole('button', { name: new RegExp(`^${textPattern(tr(locale, 'Remove'))}`) }).click()
    await expect(promotion).toHaveCount(0)
    await line.getByRole('button', { name: new RegExp(`^${textPattern(tr(locale, 'Remove'))}`) }).click()
    await expect(shop.main.getByTestId('cart-empty')).toHaveText(tr(locale, 'Your cart is empty.'))
    await expectAccessible(page)
  })
}

test('rapid adds are queued, and the header count survives a reload of the shared page', async ({
  page,
  browser,
}) => {
  const shop = new StorefrontPage(page)
  await shop.goto(`${SHOP_EN}/search?search=${PRODUCT_NUMBER}`)
  await waitForHydration(page)
  const add = shop.main
    .getByRole('button', { name: new RegExp(`^${textPattern(tr('en-GB', 'Add to cart'))}`) })
    .first()
  // Three clicks faster than any answer (the open mini cart would block a second pointer click):
  // the machine queues and merges them, nothing is lost or doubled.
  await add.evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
    button.click()
  })
  const dialog = miniCart(page, 'en-GB')
  await expect(dialog.getByText(text('en-GB', 'Quantity: {quantity}', { quantity: '3' }))).toBeVisible()
  await expect(dialog.getByTestId('mini-cart-total')).not.toHaveAttribute('aria-busy', 'true')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(shop.header.getByTestId('header-cart-count')).toHaveAttribute('data-count', '3')

  // The start page is the one kept for every visitor (default prices): the count is not in its
  // HTML, it comes after load from the shopper read.
  expect(await serverRendered(browser, page, `${SHOP_EN}/`)).not.toContain('data-testid="header-cart-count"')
  await page.reload()
  await expect(shop.header.getByTestId('header-cart-count')).toHaveAttribute('data-count', '3')
  await expectAccessible(page)
})
