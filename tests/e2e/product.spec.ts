import type { Locator, Page } from '@playwright/test'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

// Seed products (ids are deterministic): the Capri bar stool has three colour variants with
// graduated prices; the Capri dining table has size × top variants with different prices.
const CAPRI_BAR_STOOL = '041e1529f46c4dd77a8634809c7f266d'
const CAPRI_DINING_TABLE = 'a61935a101ef732e2f32a4ef31096bb4'

// Each journey opens product pages and runs axe several times: more than the default budget on a
// busy two-core machine.
test.describe.configure({ timeout: 60_000 })

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')

const locales: { locale: CatalogLocale; acceptLanguage: string; base: string }[] = [
  { locale: 'en-GB', acceptLanguage: 'en-GB,en;q=0.9', base: SHOP_EN },
  { locale: 'fr-FR', acceptLanguage: 'fr-FR,fr;q=0.9', base: `${SHOP}/fr-FR` },
]

/** The product detail page's parts, found the way a shopper sees them. */
class ProductPage extends StorefrontPage {
  constructor(
    page: Page,
    readonly locale: CatalogLocale,
  ) {
    super(page)
  }

  get gallery(): Locator {
    return this.main.getByRole('region', { name: tr(this.locale, 'Product images') })
  }

  get stageImage(): Locator {
    return this.gallery.locator('.product-gallery__stage img')
  }

  get thumbnails(): Locator {
    return this.gallery.getByRole('toolbar', { name: tr(this.locale, 'Choose an image') }).getByRole('button')
  }

  get price(): Locator {
    return this.main.getByTestId('product-price')
  }

  get tiers(): Locator {
    return this.main.getByRole('table', { name: tr(this.locale, 'Graduated prices') })
  }

  get quantity(): Locator {
    return this.main.getByRole('textbox', { name: tr(this.locale, 'Quantity') })
  }

  get reviews(): Locator {
    return this.main.getByRole('region', { name: tr(this.locale, 'Reviews'), exact: true })
  }

  /** The option groups of the configurator (colour, size …) as radio groups. */
  optionGroups(): Locator {
    return this.main.locator('.variant-configurator fieldset')
  }
}

async function openProduct(page: Page, locale: CatalogLocale, url: string): Promise<ProductPage> {
  const product = new ProductPage(page, locale)
  const response = await product.goto(url)
  expect(response.status()).toBe(200)
  await expect(product.heading).toBeVisible()
  await waitForHydration(page)
  return product
}

for (const { locale, acceptLanguage, base } of locales) {
  test(`${locale}: switching the colour moves to the variant without a reload; tiers are shown`, async ({
    openPage,
  }) => {
    test.slow()
    const page = await openPage({ acceptLanguage })
    const product = await openProduct(page, locale, `${base}/detail/${CAPRI_BAR_STOOL}`)
    await expectAccessible(page)
    await expect(product.main.getByText(tr(locale, 'incl. VAT plus shipping'), { exact: true })).toBeVisible()

    const colours = product.optionGroups().first()
    const before = {
      url: page.url(),
      image: await product.stageImage.getAttribute('src'),
      name: await product.heading.textContent(),
    }
    await page.evaluate(() => Object.assign(window, { __productPageMarker: true }))
    const seoLookups: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/store-api/seo-url')) seoLookups.push(request.url())
    })
    // Options are links to their variant (they work without the page's code); pinned by href: a
    // "not current" locator would move on to another option once this one is current.
    const href = await colours.locator('a.variant-option:not([aria-current])').first().getAttribute('href')
    const other = colours.locator(`a.variant-option[href="${href}"]`)
    await other.click()

    await expect(page).not.toHaveURL(before.url)
    await expect(colours.locator('a.variant-option[aria-current="page"]')).toHaveCount(1)
    await expect(other).toHaveAttribute('aria-current', 'page')
    // the same document: a client-side navigation, not a page load, and no SEO URL lookup
    expect(await page.evaluate(() => '__productPageMarker' in window)).toBe(true)
    expect(seoLookups).toEqual([])
    await expect(product.stageImage).not.toHaveAttribute('src', before.image ?? '')
    await expect(product.heading).toHaveText(before.name ?? '')
    await expect(product.price).toContainText(/\d/)

    const labels = product.tiers.getByRole('rowheader')
    await expect(labels).toHaveText([
      tr(locale, 'to {quantity}', { quantity: '3' }),
      tr(locale, 'to {quantity}', { quantity: '7' }),
      tr(locale, 'from {quantity}', { quantity: '8' }),
    ])
    await expectAccessible(page)

    // back to the first variant with the browser's back button
    await page.goBack()
    await expect(page).toHaveURL(before.url)
    await expect(product.stageImage).toHaveAttribute('src', before.image ?? '')
    await expectAccessible(page)
  })

  test(`${locale}: the quantity accepts positive integers within the purchase limits`, async ({
    openPage,
  }) => {
    const page = await openPage({ acceptLanguage })
    const product = await openProduct(page, locale, `${base}/detail/${CAPRI_BAR_STOOL}`)
    const add = product.main.getByRole('button', { name: new RegExp(textPattern(tr(locale, 'Add to cart'))) })

    await product.quantity.fill('zwei')
    await expect(product.main.getByRole('alert')).toHaveText(tr(locale, 'Please enter a whole number.'))
    await expect(product.quantity).toHaveValue('zwei')
    await expect(add).toBeDisabled()

    await product.quantity.fill('0')
    await expect(product.main.getByRole('alert')).toHaveText(
      tr(locale, 'The minimum quantity is {min}.', { min: '1' }),
    )
    await product.quantity.fill('999')
    await expect(product.main.getByRole('alert')).toContainText(
      new RegExp(
        textPattern(tr(locale, 'The maximum quantity is {max}.', { max: 'NUM' })).replace('NUM', '\\d+'),
      ),
    )

    await product.quantity.fill('2')
    await expect(product.main.getByRole('alert')).toHaveCount(0)
    await expect(add).toBeEnabled()
    await product.main.getByRole('button', { name: tr(locale, 'Increase quantity') }).click()
    await expect(product.quantity).toHaveValue('3')
    await product.quantity.press('ArrowDown')
    await expect(product.quantity).toHaveValue('2')
    await expectAccessible(page)
  })

  test(`${locale}: the gallery works with the keyboard, zoom included`, async ({ openPage }) => {
    const page = await openPage({ acceptLanguage })
    const product = await openProduct(page, locale, `${base}/detail/${CAPRI_BAR_STOOL}`)
    const thumbs = product.thumbnails
    expect(await thumbs.count()).toBeGreaterThan(1)
    const first = await product.stageImage.getAttribute('src')

    await thumbs.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(thumbs.nth(1)).toBeFocused()
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expect(product.stageImage).not.toHaveAttribute('src', first ?? '')
    await page.keyboard.press('Home')
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true')

    await product.gallery.getByRole('button', { name: tr(locale, 'Zoom image') }).press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expectAccessible(page)
  })

  test(`${locale}: reviews show the average, the distribution and page through the list`, async ({
    openPage,
  }) => {
    const page = await openPage({ acceptLanguage })
    const product = await openProduct(page, locale, `${base}/detail/${CAPRI_BAR_STOOL}`)
    const reviews = product.reviews
    await expect(reviews.getByText(tr(locale, '1 star'), { exact: true })).toBeVisible()
    const items = reviews.getByRole('listitem')
    await expect(items.first()).toBeVisible()
    const firstTitles = await reviews.getByRole('heading', { level: 3 }).allTextContents()

    await reviews.getByRole('button', { name: tr(locale, 'Next page') }).click()
    await expect(
      reviews.getByText(tr(locale, 'Page {current} of {pages}', { current: '2', pages: '2' })),
    ).toBeVisible()
    const secondTitles = await reviews.getByRole('heading', { level: 3 }).allTextContents()
    expect(secondTitles.some((title) => firstTitles.includes(title))).toBe(false)
    await expect(reviews.getByText(tr(locale, 'Log in to write a review.'))).toBeVisible()
    await expectAccessible(page)
  })
}

test('en-GB: choosing another size changes the price and the product number', async ({ openPage }) => {
  const page = await openPage({ acceptLanguage: 'en-GB,en;q=0.9' })
  const product = await openProduct(page, 'en-GB', `${SHOP_EN}/detail/${CAPRI_DINING_TABLE}`)
  await expectAccessible(page)
  const price = await product.price.textContent()
  const number = await product.main.locator('.product-number').textContent()
  await product.optionGroups().first().locator('a.variant-option:not([aria-current])').last().click()
  await expect(product.price).not.toHaveText(price ?? '')
  await expect(product.main.locator('.product-number')).not.toHaveText(number ?? '')
  await expectAccessible(page)
})

test('without JavaScript the product page shows name, price and links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    const product = new ProductPage(page, 'en-GB')
    const response = await product.goto(`${SHOP_EN}/detail/${CAPRI_BAR_STOOL}`)
    expect(response.status()).toBe(200)
    await expect(product.heading).not.toBeEmpty()
    await expect(product.price).toContainText(/€\s?\d|\d\s?€/)
    await expect(product.tiers).toBeVisible()
    const home = product.main
      .getByRole('navigation', { name: tr('en-GB', 'Breadcrumb') })
      .getByRole('link')
      .first()
    await expect(home).toHaveAttribute('href', /\//)
    // cross-selling products are real links
    const productLinks = product.main.locator('.product-cross-selling a[href]')
    expect(await productLinks.count()).toBeGreaterThan(0)
    await expect(product.stageImage).toBeVisible()
  } finally {
    await context.close()
  }
})
