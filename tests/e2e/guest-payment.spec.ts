import type { Locator, Page } from '@playwright/test'
import { pdfText } from '../../backend/test-support/pdf-text.ts'
import { textPattern, tr } from '../fixtures/catalog.ts'
import {
  controlClock,
  countdownToGateway,
  guestToConfirm,
  journeyEmail,
  main,
  orderNumber,
  payByCard,
  runOutCountdown,
  placeOrder,
  type Shopper,
} from '../fixtures/checkout-journey.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// A guest whose card was declined pays the order again from the confirmation mail's link: in
// another browser, after proving e-mail and postal code, without a reload in between. The proven
// guest also opens the order's invoice from that page.

const SHOPPERS: Shopper[] = [
  { locale: 'en-GB', base: origin('shop', 'en.localhost'), acceptLanguage: 'en-GB,en;q=0.9' },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9' },
]

const VISA_OK = '4242 4242 4242 4242'
const VISA_DECLINED = '4000 0000 0000 0002'

/** The confirmation mail's link to the order (the development mailbox, read by the page). */
async function orderLink(page: Page, base: string, email: string): Promise<string> {
  let link = ''
  await expect(async () => {
    const mails = await page.evaluate(
      async (url) => {
        const response = await fetch(url)
        return ((await response.json()) as { mails: { template: string; links: string[] }[] }).mails
      },
      `${base}/_dev/mailbox.json?to=${encodeURIComponent(email)}`,
    )
    const confirmation = mails.find((m) => m.template === 'order.confirmation')
    link = confirmation?.links.find((href) => href.includes('/order/')) ?? ''
    expect(link).not.toBe('')
  }).toPass({ timeout: 10_000 })
  // The mail links to the sales channel's domain (port 3000 in the seed): the same path here.
  return new URL(new URL(link).pathname, new URL(base).origin).href
}

/** A link's target fetched by the page (same origin: the context cookie goes along). */
async function fetchLink(page: Page, link: Locator) {
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/store-api\//)
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    }
  }, href ?? '')
  return { ...answer, bytes: Uint8Array.from(answer.bytes) }
}

for (const shopper of SHOPPERS) {
  // One locale per journey, the locales in turn (tests/fixtures/rotation.ts).
  const runs = (journey: number) => inTurn(SHOPPERS, journey) === shopper
  const { locale, base } = shopper

  if (runs(0))
    test(`${locale}: a guest pays a declined order again from the mail link and opens its invoice`, async ({
      openPage,
    }) => {
      test.setTimeout(240_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      const email = journeyEmail(`guest-pay-${locale}`)
      await guestToConfirm(page, shopper, email, /^(Credit card|Kreditkarte|Carte bancaire)/)
      await placeOrder(page, shopper)
      const number = await orderNumber(page)
      await countdownToGateway(page, shopper)
      await payByCard(page, shopper, VISA_DECLINED)
      await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/unpaid/)
      await waitForHydration(page)
      await expectAccessible(page)
      const link = await orderLink(page, base, email)

      // Another browser: the mail link, e-mail and postal code, then the order at once.
      const guest = await openPage({ acceptLanguage: shopper.acceptLanguage })
      await guest.goto(link)
      await waitForHydration(guest)
      const form = main(guest).getByTestId('guest-order-form')
      await form.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(email)
      await form.getByLabel(tr(locale, 'Postal code'), { exact: true }).fill('10115')
      await form.getByRole('button', { name: tr(locale, 'Show order') }).click()
      const order = main(guest).getByTestId('guest-order')
      await expect(order.getByRole('heading', { level: 1 })).toHaveText(
        tr(locale, 'Order {orderNumber}', { orderNumber: number }),
      )
      const payment = order.getByTestId('order-payment')
      await expect(payment.getByTestId('payment-failed')).toBeVisible()
      await expectAccessible(guest)

      // The invoice opens for the proven guest (its context is the guest's now).
      const invoiceName = tr(locale, 'Invoice {number}').split('{number}').map(textPattern).join('\\d+')
      const invoice = order.getByRole('link', { name: new RegExp(`^${invoiceName}`) })
      const pdf = await fetchLink(guest, invoice)
      expect(pdf.status).toBe(200)
      expect(pdf.type).toBe('application/pdf')
      expect(pdfText(pdf.bytes)).toContain(number)

      // Pay again, without a reload since the proof: the gateway, then back on this page, paid.
      await controlClock(guest)
      await payment
        .getByRole('button', { name: tr(locale, 'Pay now') })
        .first()
        .click()
      await expect(main(guest).getByTestId('payment-countdown-status')).toBeVisible()
      await runOutCountdown(guest)
      await expect(guest).toHaveURL(/\/demo-payment\//, { timeout: 15_000 })
      await expectAccessible(guest)
      await payByCard(guest, shopper, VISA_OK)
      await expect(guest).toHaveURL(new RegExp(`/order/${new URL(link).pathname.split('/').at(-1)}`))
      await waitForHydration(guest)
      const paid = main(guest).getByTestId('guest-order')
      await expect(paid.locator('.account-badge').first()).toHaveText(tr(locale, 'Paid'))
      await expect(paid.getByTestId('order-payment')).toHaveCount(0)
      await expectAccessible(guest)
    })
}
