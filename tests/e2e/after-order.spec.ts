import type { Page } from '@playwright/test'
import { registerByApi } from '../fixtures/account-journey.ts'
import { tr } from '../fixtures/catalog.ts'
import {
  addToCart,
  COVERS,
  chooseMethod,
  countdownToGateway,
  enterCheckout,
  expectStep,
  guestToConfirm,
  journeyEmail,
  main,
  orderNumber,
  payByCard,
  runOutCountdown,
  placeOrder,
  type Shopper,
  tabTo,
  text,
} from '../fixtures/checkout-journey.ts'
import { origin } from '../fixtures/servers.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// After the order, one journey per locale: a customer pays a failed order from the account and cancels an
// open one; a guest opens its order from the confirmation mail's link; anyone withdraws from a
// contract from the footer without logging in and gets the receipt by mail.

const SHOPPERS: Shopper[] = [
  { locale: 'en-GB', base: origin('shop', 'en.localhost'), acceptLanguage: 'en-GB,en;q=0.9' },
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9' },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9' },
]

const VISA_OK = '4242 4242 4242 4242'
const VISA_DECLINED = '4000 0000 0000 0002'

/** A logged-in customer's cart of covers, through the steps, paid with `payment`. */
async function customerOrder(page: Page, shopper: Shopper, payment: RegExp): Promise<string> {
  const miniCart = await addToCart(page, shopper, COVERS)
  await enterCheckout(page, () =>
    miniCart.getByRole('link', { name: tr(shopper.locale, 'Proceed to checkout') }).click(),
  )
  for (const [step, title] of [
    ['addresses', 'Addresses'],
    ['shipping', 'Shipping method'],
  ] as const) {
    await expectStep(page, shopper, step, title)
    await main(page)
      .getByRole('button', { name: tr(shopper.locale, 'Continue') })
      .click()
  }
  await expectStep(page, shopper, 'payment', 'Payment method')
  await chooseMethod(page, shopper, payment)
  await expectStep(page, shopper, 'confirm', 'Check your order')
  await placeOrder(page, shopper)
  return new URL(page.url()).pathname.split('/').at(-1) ?? ''
}

/** Mails of `email` in the development mailbox (read by the page: same origin). */
async function mails(page: Page, base: string, email: string) {
  return page.evaluate(
    async (url) => {
      const response = await fetch(url)
      return (
        (await response.json()) as {
          mails: { template: string; subject: string; text: string; links: string[] }[]
        }
      ).mails
    },
    `${base}/_dev/mailbox.json?to=${encodeURIComponent(email)}`,
  )
}

/** Bavaria as the seeded catalogue names it in each locale. */
const BAVARIA = { 'de-DE': 'Bayern', 'en-GB': 'Bavaria', 'fr-FR': 'Bavière' } as const

/**
 * Moves the logged-in customer's address (Gartenweg 12, 10115 Berlin) to a rear building in
 * Germany's state of Bavaria through the Store API, as the address form would (the page's own
 * fetch: its origin and cookie, on every locale's host).
 */
async function moveToRearBuildingInBavaria(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const call = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`/store-api${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-storefront': '1' },
        body: JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    }
    type Country = { id: string; states: { id: string; shortCode?: string }[] }
    const countries = await call('POST', '/country', {
      filter: [{ type: 'equals', field: 'iso', value: 'DE' }],
      associations: { states: {} },
    })
    const germany = (countries.json.elements as Country[])[0]
    const bavaria = germany?.states.find((candidate) => candidate.shortCode === 'DE-BY')
    const listed = await call('POST', '/account/list-address', {})
    const address = (listed.json.elements as { id: string }[])[0]
    if (!germany || !bavaria || !address) return 0
    const changed = await call('PATCH', `/account/address/${address.id}`, {
      countryId: germany.id,
      countryStateId: bavaria.id,
      additionalAddressLine1: 'Hinterhaus',
    })
    return changed.status
  })
  expect(status).toBe(200)
}

// Each journey in one locale, the three in turn (tests/fixtures/rotation.ts).
for (const shopper of SHOPPERS) {
  const { locale, base } = shopper
  const runs = (journey: number) => inTurn(SHOPPERS, journey) === shopper

  if (runs(0))
    test(`${locale}: a failed card payment is paid from the account; an open order is cancelled by keyboard`, async ({
      openPage,
    }) => {
      test.setTimeout(240_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      const email = journeyEmail(`retry-${locale}`)
      await registerByApi(page, { locale, base }, email, 'Rita')

      const failedId = await customerOrder(page, shopper, /^(Credit card|Kreditkarte|Carte bancaire)/)
      await countdownToGateway(page, shopper)
      await payByCard(page, shopper, VISA_DECLINED)
      await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/unpaid/)
      await waitForHydration(page)
      await expectAccessible(page)

      // The account's order page offers to pay it again, with the same or another method.
      await page.goto(`${base}/account/order/${failedId}`)
      await waitForHydration(page)
      const payment = main(page).getByTestId('order-payment')
      await expect(payment.getByTestId('payment-failed')).toBeVisible()
      await expectAccessible(page)
      await payment
        .getByRole('button', { name: tr(locale, 'Pay now') })
        .first()
        .click()
      await expect(main(page).getByTestId('payment-countdown-status')).toBeVisible()
      await runOutCountdown(page)
      await expect(page).toHaveURL(/\/demo-payment\//, { timeout: 15_000 })
      await expectAccessible(page)
      await payByCard(page, shopper, VISA_OK)
      // Back on the order page, which reads the order's new state.
      await expect(page).toHaveURL(new RegExp(`/account/order/${failedId}`))
      await waitForHydration(page)
      await expect(main(page).locator('.account-badge').first()).toHaveText(tr(locale, 'Paid'))
      await expect(main(page).getByTestId('order-payment')).toHaveCount(0)
      await expect(main(page).getByTestId('order-cancel-blocked')).toHaveText(
        text(
          locale,
          'This order has already been paid, so it can no longer be cancelled here. You can withdraw from the contract instead, or contact us.',
        ),
      )
      await expectAccessible(page)

      // An open prepayment order: cancelled with the keyboard only.
      const openId = await customerOrder(page, shopper, /^(Prepayment|Vorkasse|Virement anticipé)/)
      await waitForHydration(page)
      await expectAccessible(page)
      await page.goto(`${base}/account/order/${openId}`)
      await waitForHydration(page)
      const cancel = main(page).getByTestId('order-cancel')
      const button = cancel.getByRole('button', { name: tr(locale, 'Cancel order') })
      await tabTo(page, button)
      await page.keyboard.press('Enter')
      const yes = cancel.getByRole('button', { name: tr(locale, 'Yes, cancel the order') })
      await expect(yes).toBeFocused()
      await expectAccessible(page)
      await page.keyboard.press('Enter')
      await expect(cancel.getByRole('status')).toHaveText(
        text(locale, 'Your order has been cancelled. We have noted it; you do not need to pay it.'),
      )
      await page.reload()
      await waitForHydration(page)
      await expect(main(page).getByTestId('order-cancel-blocked')).toHaveText(
        text(locale, 'This order has been cancelled.'),
      )
      await expectAccessible(page)
    })

  if (runs(1))
    test(`${locale}: a prepayment order is paid online from the account; its pages and mail show the whole address`, async ({
      openPage,
    }) => {
      test.setTimeout(240_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      const email = journeyEmail(`transfer-${locale}`)
      await registerByApi(page, { locale, base }, email, 'Paula')
      await moveToRearBuildingInBavaria(page)
      const state = BAVARIA[locale]

      const orderId = await customerOrder(page, shopper, /^(Prepayment|Vorkasse|Virement anticipé)/)
      await waitForHydration(page)
      // Defect 8: additional line and state on the success page and in the confirmation mail.
      await expect(main(page).locator('address').first()).toContainText('Hinterhaus')
      await expect(main(page).locator('address').first()).toContainText(state)
      await expect(async () => {
        const mail = (await mails(page, base, email)).find((m) => m.template === 'order.confirmation')
        expect(mail?.text).toContain(`Gartenweg 12, Hinterhaus, 10115 Berlin, ${state}, `)
      }).toPass({ timeout: 10_000 })
      await expectAccessible(page)

      await page.goto(`${base}/account/order/${orderId}`)
      await waitForHydration(page)
      // Defect 20: one current section (Orders), and the items table's caption starts at its column.
      const nav = page.getByRole('navigation', { name: tr(locale, 'Your account') })
      await expect(nav.locator('a[aria-current="page"]')).toHaveText([tr(locale, 'Orders')])
      const caption = main(page).locator('caption', { hasText: tr(locale, 'Items') })
      const offset = await caption.evaluate((element) => {
        const textLeft = (node: Element) => {
          const range = document.createRange()
          range.selectNodeContents(node)
          return range.getBoundingClientRect().left
        }
        const firstHeader = element.closest('table')?.querySelector('thead th')
        return firstHeader ? Math.abs(textLeft(element) - textLeft(firstHeader)) : Number.POSITIVE_INFINITY
      })
      expect(offset).toBeLessThan(2)
      // Defect 8 on the account's order page: both addresses.
      for (const address of await main(page).locator('address').all()) {
        await expect(address).toContainText('Hinterhaus')
        await expect(address).toContainText(state)
      }
      // Defect 6: nothing failed, so no "try again"; the bank details and another way to pay.
      await expect(main(page).getByTestId('order-unpaid-notice')).toHaveText(
        text(locale, 'This order has not been paid yet. You can pay it below or contact us.'),
      )
      const payment = main(page).getByTestId('order-payment')
      await expect(payment.getByTestId('bank-transfer')).toBeVisible()
      await expect(payment.getByTestId('payment-failed')).toHaveCount(0)
      const another = payment.getByTestId('order-pay-another-way')
      await expect(another).toBeVisible()
      await expect(
        another.getByRole('radio', { name: /^(Prepayment|Vorkasse|Virement anticipé)/ }),
      ).toHaveCount(0)
      await expectAccessible(page)
      const card = /^(Credit card|Kreditkarte|Carte bancaire)/
      await another
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: card }) })
        .click()
      await expect(another.getByRole('radio', { name: card })).toBeChecked()
      await another.getByRole('button', { name: tr(locale, 'Change payment method') }).click()
      await expect(main(page).getByTestId('payment-countdown-status')).toBeVisible()
      await runOutCountdown(page)
      await expect(page).toHaveURL(/\/demo-payment\//, { timeout: 15_000 })
      await expectAccessible(page)
      await payByCard(page, shopper, VISA_OK)
      await expect(page).toHaveURL(new RegExp(`/account/order/${orderId}`))
      await waitForHydration(page)
      await expect(main(page).locator('.account-badge').first()).toHaveText(tr(locale, 'Paid'))
      await expect(main(page).getByTestId('order-payment')).toHaveCount(0)
      await expect(main(page).getByTestId('order-unpaid-notice')).toHaveCount(0)
      await expectAccessible(page)
    })

  if (runs(2))
    test(`${locale}: a guest opens its order from the mail link; a withdrawal is declared without login and confirmed by mail`, async ({
      openPage,
    }) => {
      test.setTimeout(200_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      const email = journeyEmail(`guest-${locale}`)
      await guestToConfirm(page, shopper, email, /^(Prepayment|Vorkasse|Virement anticipé)/)
      await placeOrder(page, shopper)
      const number = await orderNumber(page)
      await waitForHydration(page)
      await expectAccessible(page)
      let link = ''
      await expect(async () => {
        const confirmation = (await mails(page, base, email)).find((m) => m.template === 'order.confirmation')
        link = confirmation?.links.find((href) => href.includes('/order/')) ?? ''
        expect(link).not.toBe('')
      }).toPass({ timeout: 10_000 })

      // Another browser: the link asks for e-mail and postal code, refuses wrong ones.
      const guest = await openPage({ acceptLanguage: shopper.acceptLanguage })
      // The mail links to the sales channel's domain (port 3000 in the seed): the same path on this server.
      await guest.goto(new URL(new URL(link).pathname, new URL(base).origin).href)
      await waitForHydration(guest)
      const form = main(guest).getByTestId('guest-order-form')
      await expectAccessible(guest)
      await form.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(email)
      await form.getByLabel(tr(locale, 'Postal code'), { exact: true }).fill('99999')
      await form.getByRole('button', { name: tr(locale, 'Show order') }).click()
      await expect(form.getByRole('alert')).toHaveText(
        text(
          locale,
          'The e-mail address or the postal code does not match this order. Please check both; the postal code is the one of the billing address.',
        ),
      )
      await form.getByLabel(tr(locale, 'Postal code'), { exact: true }).fill('10115')
      await form.getByRole('button', { name: tr(locale, 'Show order') }).click()
      const order = main(guest).getByTestId('guest-order')
      await expect(order.getByRole('heading', { level: 1 })).toHaveText(
        tr(locale, 'Order {orderNumber}', { orderNumber: number }),
      )
      await expect(order.getByRole('table').first()).toContainText(/\S/)
      await expect(order.getByTestId('order-services')).toBeVisible()
      await expectAccessible(guest)

      // A third browser, not logged in: the footer's button, the form, the receipt and the mail.
      const anyone = await openPage({ acceptLanguage: shopper.acceptLanguage })
      await anyone.goto(`${base}/`)
      await waitForHydration(anyone)
      await expectAccessible(anyone)
      await anyone
        .getByRole('contentinfo')
        .getByRole('link', { name: tr(locale, 'Withdraw from contract') })
        .click()
      await expect(anyone).toHaveURL(/\/withdrawal$/)
      await waitForHydration(anyone)
      await expectAccessible(anyone)
      const withdrawal = main(anyone).getByTestId('withdrawal-form')
      await withdrawal.getByLabel(tr(locale, 'Order number'), { exact: true }).fill(number)
      await withdrawal
        .getByLabel(tr(locale, 'E-mail address used for the order'), { exact: true })
        .fill(email)
      await withdrawal.getByLabel(tr(locale, 'Message (optional)'), { exact: true }).fill('Zu groß / too big')
      await withdrawal.getByRole('button', { name: tr(locale, 'Send withdrawal') }).click()
      const receipt = main(anyone).getByTestId('withdrawal-receipt')
      await expect(receipt.getByRole('heading', { level: 2 })).toHaveText(
        tr(locale, 'We have received your withdrawal'),
      )
      await expect(receipt).toContainText(number)
      await expect(receipt).toContainText(tr(locale, 'We have sent you a confirmation of receipt by e-mail.'))
      await expectAccessible(anyone)
      await expect(async () => {
        const mail = (await mails(anyone, base, email)).find(
          (m) => m.template === 'order.withdrawal.received',
        )
        expect(mail?.subject).toContain(number)
        expect(mail?.text).toMatch(/\d{2}:\d{2}:\d{2}/)
      }).toPass({ timeout: 10_000 })
    })
}
