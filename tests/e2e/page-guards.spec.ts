import type { Page } from '@playwright/test'
import { idFor } from '../../backend/lib/ids.ts'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
import {
  addToCart,
  CARE_GUIDE,
  COVERS,
  checked,
  chooseMethod,
  enterCheckout,
  expectStep,
  fillGuest,
  countdownToGateway,
  expectPaid,
  guestToConfirm,
  journeyEmail,
  main,
  orderNumber,
  payByCard,
  placeOrder,
  type Shopper,
} from '../fixtures/checkout-journey.ts'
import { layoutProblems } from '../fixtures/layout.ts'
import { wordProblems } from '../fixtures/words.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// The layout and words guards (issue 29), one walk through every page type in the three locales.
// Layout: at 360, 390, 768 and 1440 px wide no element makes the document wider than the viewport,
// and every link, button and form control shown is hit by a tap at its centre (elementFromPoint),
// not covered by another element. The shopper test found a 640 px carousel card widening a phone's
// product page to 852 px, where a tap on "Add to basket" landed on the maker's logo.
// Words: numbers in the page's locale (no "8.1 %" on a German page), free shipping said as such,
// and the same fact (a product's delivery time) in the same words on listing and product page.

const SHOPPERS: (Shopper & { category: string; card: RegExp; prepayment: RegExp })[] = [
  {
    locale: 'de-DE',
    base: origin('shop'),
    acceptLanguage: 'de-DE,de;q=0.9',
    category: '/Lounge-Moebel',
    card: /^Kreditkarte/,
    prepayment: /^Vorkasse/,
  },
  {
    locale: 'en-GB',
    base: origin('shop', 'en.localhost'),
    acceptLanguage: 'en-GB,en;q=0.9',
    category: '/Lounge-furniture',
    card: /^Credit card/,
    prepayment: /^Prepayment/,
  },
  {
    locale: 'fr-FR',
    base: `${origin('shop')}/fr-FR`,
    acceptLanguage: 'fr-FR,fr;q=0.9',
    category: '/Salons-de-jardin',
    card: /^Carte bancaire/,
    prepayment: /^Virement anticipé/,
  },
]

/** Products whose pages differ in what they show: variants, reviews, a download, a plain parcel. */
const PRODUCTS = {
  variants: '041e1529f46c4dd77a8634809c7f266d',
  reviews: 'a61935a101ef732e2f32a4ef31096bb4',
  download: idFor('product', CARE_GUIDE),
  parcel: idFor('product', COVERS),
}

const DEMO = { email: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }

/** The guards' problems with the page as it is shown now. */
async function guard(page: Page, locale: CatalogLocale, where: string): Promise<string[]> {
  return [...(await wordProblems(page, locale, where)), ...(await layoutProblems(page, where))]
}

/** Opens `url`, checks it with axe once hydrated and collects the guards' problems. */
async function visit(page: Page, url: string, where: string, problems: string[]): Promise<void> {
  const response = await page.goto(url)
  expect(response?.status(), `${where}: ${url}`).toBeLessThan(500)
  await checked(page)
  problems.push(...(await guard(page, localeOf(url), where)))
}

/**
 * Same fact, same words: the delivery time of each different kind a listing shows (parcel, freight,
 * download …), as its card says it and as the product's page says it.
 */
async function sameDeliveryWords(page: Page, base: string): Promise<string[]> {
  const byText = new Map<string, string>()
  for (const card of await main(page).locator('article.product-card').all()) {
    const note = card.locator('[data-delivery]')
    if ((await note.count()) === 0) continue
    const said = (await note.innerText()).trim()
    const href = await card.getByRole('link').first().getAttribute('href')
    if (href && !byText.has(said)) byText.set(said, new URL(href, base).href)
  }
  const found: string[] = []
  for (const [onCard, url] of byText) {
    await page.goto(url)
    await checked(page)
    const onPage = (await main(page).locator('[data-delivery]').first().innerText()).trim()
    if (onPage !== onCard)
      found.push(`delivery time of ${url}: "${onCard}" on its card, "${onPage}" on its page`)
  }
  return found
}

/**
 * Same fact, same words: the tax note (incl. VAT, excl. VAT, tax-free) of every product page the walk
 * shows, by the tax state it states; one shopper's walk has one state and one wording for it.
 */
async function taxNotes(page: Page, seen: Map<string, Set<string>>): Promise<void> {
  for (const note of await main(page).locator('[data-tax-state]').all()) {
    const state = (await note.getAttribute('data-tax-state')) ?? ''
    const said = (await note.innerText()).trim()
    seen.set(state, (seen.get(state) ?? new Set()).add(said))
  }
}

function taxNoteProblems(seen: Map<string, Set<string>>): string[] {
  const found = [...seen].filter(([, said]) => said.size > 1)
  if (seen.size === 0) found.push(['none', new Set(['no tax note on any product page'])])
  return found.map(([state, said]) => `tax note (${state}) in different words: ${[...said].join(' | ')}`)
}

const localeOf = (url: string): CatalogLocale =>
  url.includes('/fr-FR') ? 'fr-FR' : url.includes('en.localhost') ? 'en-GB' : 'de-DE'

for (const shopper of SHOPPERS) {
  const { locale, base } = shopper

  test(`${locale}: home, category and product pages fit every width and every control takes a tap`, async ({
    openPage,
  }) => {
    test.setTimeout(240_000)
    const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
    const problems: string[] = []
    await visit(page, `${base}/`, 'home', problems)
    await visit(page, `${base}${shopper.category}`, 'category', problems)
    problems.push(...(await sameDeliveryWords(page, base)))
    const tax = new Map<string, Set<string>>()
    for (const [kind, id] of Object.entries(PRODUCTS)) {
      await visit(page, `${base}/detail/${id}`, `product (${kind})`, problems)
      await taxNotes(page, tax)
    }
    problems.push(...taxNoteProblems(tax))
    expect(problems).toEqual([])
  })

  test(`${locale}: search, basket, form and error pages fit every width and every control takes a tap`, async ({
    openPage,
  }) => {
    test.setTimeout(240_000)
    const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
    const problems: string[] = []
    await visit(page, `${base}/search?search=${locale === 'de-DE' ? 'Tisch' : 'table'}`, 'search', problems)
    problems.push(...(await sameDeliveryWords(page, base)))
    await visit(page, `${base}/withdrawal`, 'withdrawal', problems)
    await visit(page, `${base}/login`, 'login', problems)
    await visit(page, `${base}/register`, 'registration', problems)
    await visit(page, `${base}/wishlist`, 'wishlist', problems)
    await visit(page, `${base}/no-such-page-${Date.now()}`, 'not found', problems)
    // The basket with a line in it.
    await page.goto(`${base}/search?search=${COVERS}`)
    await waitForHydration(page)
    await main(page)
      .getByRole('button', { name: new RegExp(`^${textPattern(tr(locale, 'Add to cart'))}`) })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: tr(locale, 'Cart') })).toBeVisible()
    await expectAccessible(page)
    problems.push(...(await guard(page, locale, 'mini cart')))
    await visit(page, `${base}/checkout/cart`, 'basket', problems)
    expect(problems).toEqual([])
  })

  test(`${locale}: every checkout step and both success pages fit every width and every control takes a tap`, async ({
    openPage,
  }) => {
    test.setTimeout(240_000)
    const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
    const problems: string[] = []
    const steps = async (where: string) => problems.push(...(await guard(page, locale, where)))
    const miniCart = await addToCart(page, shopper, COVERS)
    await enterCheckout(page, () =>
      miniCart.getByRole('link', { name: tr(locale, 'Proceed to checkout') }).click(),
    )
    await expectStep(page, shopper, 'who', 'Your details')
    await steps('checkout step: your details')
    const form = await fillGuest(page, shopper, journeyEmail(`layout-${locale}`))
    await form.getByRole('button', { name: tr(locale, 'Continue') }).click()
    await expectStep(page, shopper, 'addresses', 'Addresses')
    await steps('checkout step: addresses')
    await main(page)
      .getByRole('button', { name: tr(locale, 'Continue') })
      .click()
    await expectStep(page, shopper, 'shipping', 'Shipping method')
    await steps('checkout step: shipping')
    await main(page)
      .getByRole('button', { name: tr(locale, 'Continue') })
      .click()
    await expectStep(page, shopper, 'payment', 'Payment method')
    await steps('checkout step: payment')
    await chooseMethod(page, shopper, shopper.prepayment)
    await expectStep(page, shopper, 'confirm', 'Check your order')
    await steps('checkout step: confirm')
    await placeOrder(page, shopper)
    await orderNumber(page)
    await waitForHydration(page)
    await expectAccessible(page)
    await steps('success page (unpaid prepayment)')

    // A card order: the countdown, the provider's page, the paid success page.
    const card = await openPage({ acceptLanguage: shopper.acceptLanguage })
    await guestToConfirm(card, shopper, journeyEmail(`layout-card-${locale}`), shopper.card)
    await placeOrder(card, shopper)
    await countdownToGateway(card, shopper)
    problems.push(...(await guard(card, locale, 'payment page')))
    await payByCard(card, shopper, '4242 4242 4242 4242')
    await expectPaid(card, shopper)
    problems.push(...(await guard(card, locale, 'success page (paid)')))
    expect(problems).toEqual([])
  })

  test(`${locale}: every account page fits every width and every control takes a tap`, async ({
    openPage,
  }) => {
    test.setTimeout(240_000)
    const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
    const problems: string[] = []
    await page.goto(`${base}/login`)
    await waitForHydration(page)
    await expectAccessible(page)
    const form = main(page)
    await form.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO.email)
    await form.getByLabel(tr(locale, 'Password'), { exact: true }).fill(DEMO.password)
    await form.getByRole('button', { name: tr(locale, 'Log in') }).click()
    await expect(page).toHaveURL(/\/account$/)
    await checked(page)
    problems.push(...(await guard(page, locale, 'account overview')))
    // The order list last: its first order's link is the next page.
    for (const path of ['profile', 'address', 'payment', 'downloads', 'documents', 'order']) {
      await visit(page, `${base}/account/${path}`, `account/${path}`, problems)
    }
    const firstOrder = main(page)
      .getByRole('link', { name: /\d{4,}/ })
      .first()
    await expect(firstOrder).toBeVisible()
    const href = await firstOrder.getAttribute('href')
    await visit(page, new URL(href ?? '', page.url()).href, 'account order page', problems)
    expect(problems).toEqual([])
  })
}
