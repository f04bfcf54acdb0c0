import type { Locator, Page } from '@playwright/test'
import { pdfText } from '../../backend/test-support/pdf-text.ts'
import { open, registerByApi } from '../fixtures/account-journey.ts'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
import { tickLinkedBox } from '../fixtures/checkboxes.ts'
import {
  addToCart,
  CARE_GUIDE,
  chooseMethod,
  enterCheckout,
  expectStep,
  journeyEmail,
  main,
  orderNumber,
  placeOrder,
  type Shopper,
} from '../fixtures/checkout-journey.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Order documents and downloads in the account (each journey in one locale, in turn): the demo customer opens an invoice
// (a real PDF with the order number) and the paid guide's download; a new customer's unpaid order of
// the guide shows the download locked, says why, and its invoice is written in the order's language.

const DEMO = { email: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }
const SHOPPERS: Shopper[] = [
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9' },
  { locale: 'en-GB', base: origin('shop', 'en.localhost'), acceptLanguage: 'en-GB,en;q=0.9' },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9' },
]
/** Seeded demo orders: 10001 (paid goods, invoice and delivery note), 10002 (paid, with the guide). */
const PAID_GOODS = '10001'
const PAID_GUIDE = '10002'
/** The invoice title and the payment method of an order placed in each locale. */
const ORDER_LANGUAGE: Record<CatalogLocale, { invoice: string; prepayment: RegExp }> = {
  'de-DE': { invoice: 'Rechnung', prepayment: /^Vorkasse/ },
  'en-GB': { invoice: 'Invoice', prepayment: /^Prepayment/ },
  'fr-FR': { invoice: 'Facture', prepayment: /^Virement anticipé/ },
}

/** A catalog text with `{name}` placeholders matching anything. */
function pattern(locale: CatalogLocale, source: string): RegExp {
  return new RegExp(
    tr(locale, source)
      .split(/\{\w+\}/)
      .map((part) => textPattern(part))
      .join('.+?'),
  )
}

/** The same as the start of an accessible name. */
function named(locale: CatalogLocale, source: string): RegExp {
  return new RegExp(`^${pattern(locale, source).source}`)
}

/** Fetches a link's target in the page (same origin, the session cookie goes along). */
async function fetchLink(page: Page, link: Locator) {
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/store-api\//)
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    }
  }, href ?? '')
  const bytes = Uint8Array.from(answer.bytes)
  return { ...answer, bytes, head: new TextDecoder().decode(bytes.subarray(0, 5)) }
}

async function accountSection(page: Page, locale: CatalogLocale, name: string, path: string) {
  await page
    .getByRole('navigation', { name: tr(locale, 'Your account') })
    .getByRole('link', { name: tr(locale, name), exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(tr(locale, name))
  await waitForHydration(page)
  await expectAccessible(page)
}

for (const shopper of SHOPPERS) {
  // One locale per journey, the locales in turn (tests/fixtures/rotation.ts).
  const runs = (journey: number) => inTurn(SHOPPERS, journey) === shopper
  const { locale, base } = shopper

  if (runs(0))
    test(`${locale}: the demo customer opens an invoice as PDF and downloads the paid guide`, async ({
      openPage,
    }) => {
      test.setTimeout(90_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      await open(page, `${base}/login`)
      await main(page).getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO.email)
      await main(page).getByLabel(tr(locale, 'Password'), { exact: true }).fill(DEMO.password)
      await main(page)
        .getByRole('button', { name: tr(locale, 'Log in') })
        .click()
      await expect(page).toHaveURL(/\/account$/)
      await waitForHydration(page)
      await expectAccessible(page)

      await accountSection(page, locale, 'Documents', '/account/documents')
      const row = main(page).getByRole('row').filter({ hasText: PAID_GOODS })
      const invoice = row.getByRole('link', { name: named(locale, 'Invoice {number}') })
      await expect(invoice).toHaveCount(1)
      await expect(
        main(page)
          .getByRole('link', { name: named(locale, 'Delivery note {number}') })
          .first(),
      ).toBeVisible()
      const pdf = await fetchLink(page, invoice)
      expect(pdf.status).toBe(200)
      expect(pdf.type).toBe('application/pdf')
      expect(pdf.disposition).toMatch(/^inline; filename="invoice_\d+\.pdf"$/)
      expect(pdf.head).toBe('%PDF-')
      const text = pdfText(pdf.bytes)
      // The demo orders were placed in German: their documents stay German in every storefront locale.
      expect(text).toContain(`Bestellnummer:\n${PAID_GOODS}`)
      expect(text).toMatch(/zzgl\. 19 % MwSt\./)

      // The order's own page lists the same documents under their translated names.
      await row.first().getByRole('link', { name: PAID_GOODS }).click()
      await expect(page).toHaveURL(/\/account\/order\/[0-9a-f]{32}$/)
      await waitForHydration(page)
      const documents = main(page)
        .getByRole('list')
        .filter({ has: page.locator('a[data-document]') })
      await expect(documents.getByRole('link')).toHaveText([
        named(locale, 'Invoice {number}'),
        named(locale, 'Delivery note {number}'),
      ])
      await expectAccessible(page)

      await accountSection(page, locale, 'Downloads', '/account/downloads')
      const guide = main(page).getByRole('row').filter({ hasText: PAID_GUIDE })
      const download = guide.getByRole('link', { name: named(locale, 'Download {file}') })
      await expect(download).toHaveCount(1)
      const file = await fetchLink(page, download)
      expect(file.status).toBe(200)
      expect(file.head).toBe('%PDF-')
    })

  if (runs(1))
    test(`${locale}: an unpaid order of the guide locks its download and says why`, async ({ openPage }) => {
      test.setTimeout(150_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      await registerByApi(page, { locale, base }, journeyEmail(`files-${locale}`), 'Frida')
      const miniCart = await addToCart(page, shopper, CARE_GUIDE)
      await enterCheckout(page, () =>
        miniCart.getByRole('link', { name: tr(locale, 'Proceed to checkout') }).click(),
      )
      await expectStep(page, shopper, 'addresses', 'Addresses')
      await main(page)
        .getByRole('button', { name: tr(locale, 'Continue') })
        .click()
      await expectStep(page, shopper, 'payment', 'Payment method')
      await chooseMethod(page, shopper, ORDER_LANGUAGE[locale].prepayment)
      await expectStep(page, shopper, 'confirm', 'Check your order')
      await tickLinkedBox(
        main(page),
        locale,
        'I want the download to be available before the withdrawal period ends, and I know that I thereby lose my <0>right of withdrawal</0> for it.',
      )
      await placeOrder(page, shopper)
      await waitForHydration(page)
      const number = await orderNumber(page)
      await expectAccessible(page)

      await open(page, `${base}/account/downloads`)
      const row = main(page).getByRole('row').filter({ hasText: number })
      await expect(row).toContainText(pattern(locale, '{file} (available after payment)'))
      await expect(row.getByRole('link', { name: named(locale, 'Download {file}') })).toHaveCount(0)
      await expect(row).toHaveAttribute('data-granted', 'false')

      await row.getByRole('link', { name: number }).click()
      await expect(page).toHaveURL(/\/account\/order\/[0-9a-f]{32}$/)
      await waitForHydration(page)
      await expect(main(page).getByTestId('downloads-locked')).toHaveText(
        tr(locale, 'The downloads of this order will be unlocked as soon as we have received your payment.'),
      )
      await expect(main(page).getByRole('link', { name: named(locale, 'Download {file}') })).toHaveCount(0)
      await expectAccessible(page)

      // The invoice of an order placed in this locale is written in its language.
      const invoice = main(page).getByRole('link', { name: named(locale, 'Invoice {number}') })
      const pdf = await fetchLink(page, invoice)
      expect(pdf.status).toBe(200)
      const text = pdfText(pdf.bytes)
      expect(text).toMatch(new RegExp(`^${ORDER_LANGUAGE[locale].invoice} \\d+$`, 'm'))
      expect(text).toContain(number)
    })
}
