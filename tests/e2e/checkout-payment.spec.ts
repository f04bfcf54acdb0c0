import { JOURNEY_PASSWORD, registerByApi } from '../fixtures/account-journey.ts'
import { tr } from '../fixtures/catalog.ts'
import { tickLinkedBox } from '../fixtures/checkboxes.ts'
import {
  addToCart,
  COVERS,
  chooseMethod,
  countdownToGateway,
  enterCheckout,
  expectOrderMail,
  expectPaid,
  expectStep,
  GATEWAY_TEXTS,
  gatewayCancel,
  guestToConfirm,
  journeyEmail,
  main,
  orderNumber,
  payByCard,
  placeOrder,
  retryPayment,
  type Shopper,
} from '../fixtures/checkout-journey.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Paying on the demo provider's hosted pages: a customer pays by card (the order is paid in the
// account), a declined card is retried, a DemoPal payment is cancelled and then approved.

const EN: Shopper = {
  locale: 'en-GB',
  base: origin('shop', 'en.localhost'),
  acceptLanguage: 'en-GB,en;q=0.9',
}
// French lives under /fr-FR: the provider must send the shopper back to the French success page.
const FR: Shopper = {
  locale: 'fr-FR',
  base: `${origin('shop')}/fr-FR`,
  acceptLanguage: 'fr-FR,fr;q=0.9',
}

const VISA_OK = '4242 4242 4242 4242'
const VISA_DECLINED = '4000 0000 0000 0002'

// In French, under /fr-FR (the other journeys here are English; page-guards.spec.ts pays by card in
// all three locales).
{
  const shopper = FR
  const { locale } = shopper
  test(`${locale}: a customer pays by card; the order is paid in the account and mailed`, async ({
    openPage,
  }) => {
    test.setTimeout(150_000)
    const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
    const email = journeyEmail(`card-${locale}`)
    await registerByApi(page, { locale, base: shopper.base }, email, 'Karla')

    const miniCart = await addToCart(page, shopper, COVERS)
    await enterCheckout(page, () =>
      miniCart.getByRole('link', { name: tr(locale, 'Proceed to checkout') }).click(),
    )
    // Logged in: the checkout starts at the addresses (the registration's address is chosen).
    await expectStep(page, shopper, 'addresses', 'Addresses')
    await main(page)
      .getByRole('button', { name: tr(locale, 'Continue') })
      .click()
    await expectStep(page, shopper, 'shipping', 'Shipping method')
    await main(page)
      .getByRole('button', { name: tr(locale, 'Continue') })
      .click()
    await expectStep(page, shopper, 'payment', 'Payment method')
    await main(page)
      .getByRole('button', { name: tr(locale, 'Continue') })
      .click()
    await expectStep(page, shopper, 'confirm', 'Check your order')
    await placeOrder(page, shopper)
    const number = await orderNumber(page)

    await countdownToGateway(page, shopper)
    await payByCard(page, shopper, VISA_OK)
    await expectPaid(page, shopper)
    await expect(main(page).getByTestId('order-number')).toHaveText(number)
    await expectOrderMail(page, shopper.base, email, number)

    // The account's order history: this order, paid.
    await page.goto(`${shopper.base}/account/order`)
    await waitForHydration(page)
    const row = main(page).getByRole('row').filter({ hasText: number })
    await expect(row).toContainText(tr(locale, 'Paid'))
    await expectAccessible(page)
  })
}

test('en-GB: a declined card leaves the order unpaid; paying again with the same method succeeds', async ({
  openPage,
}) => {
  test.setTimeout(150_000)
  const page = await openPage({ acceptLanguage: EN.acceptLanguage })
  await guestToConfirm(page, EN, journeyEmail('declined'), /^Credit card/)
  await placeOrder(page, EN)
  const number = await orderNumber(page)
  await countdownToGateway(page, EN)
  await payByCard(page, EN, VISA_DECLINED)

  // The page says the card was declined and what to do now (defect 7), not a general error.
  await retryPayment(
    page,
    EN,
    /^Credit card/,
    'Your card was declined, so your order has not been paid. Try again with another card or choose another payment method.',
  )
  await countdownToGateway(page, EN)
  await payByCard(page, EN, VISA_OK)
  await expectPaid(page, EN)
  await expect(main(page).getByTestId('order-number')).toHaveText(number)
})

test('en-GB: a DemoPal payment cancelled on the provider page is approved on the second try', async ({
  openPage,
}) => {
  test.setTimeout(150_000)
  const page = await openPage({ acceptLanguage: EN.acceptLanguage })
  await guestToConfirm(page, EN, journeyEmail('paypal'), /^PayPal/)
  await placeOrder(page, EN)
  await countdownToGateway(page, EN)
  await gatewayCancel(page, EN).click()

  await retryPayment(
    page,
    EN,
    /^PayPal/,
    'You cancelled the payment, so your order has not been paid yet. Pay it now with the same method or choose another one.',
  )
  await countdownToGateway(page, EN)
  await page.getByRole('button', { name: GATEWAY_TEXTS['en-GB'].paypalApprove }).click()
  await expectPaid(page, EN)
})

test('en-GB: logging in at the checkout merges the carts; the prepayment order is unpaid in the account', async ({
  openPage,
}) => {
  test.setTimeout(150_000)
  // The customer's own cart: covers, added while logged in elsewhere.
  const email = journeyEmail('merge')
  const other = await openPage({ acceptLanguage: EN.acceptLanguage })
  await registerByApi(other, { locale: 'en-GB', base: EN.base }, email, 'Moritz')
  await addToCart(other, EN, COVERS)

  // Anonymous here with the care guide; the login at the checkout brings both together.
  const page = await openPage({ acceptLanguage: EN.acceptLanguage })
  const miniCart = await addToCart(page, EN, 'GW-CARE-GUIDE')
  await enterCheckout(page, () => miniCart.getByRole('link', { name: 'Proceed to checkout' }).click())
  await expectStep(page, EN, 'who', 'Your details')
  const login = page.getByRole('form', { name: tr('en-GB', 'Log in') })
  await login.getByLabel(tr('en-GB', 'E-mail address'), { exact: true }).fill(email)
  await login.getByLabel(tr('en-GB', 'Password'), { exact: true }).fill(JOURNEY_PASSWORD)
  await login.getByRole('button', { name: tr('en-GB', 'Log in') }).click()

  await expectStep(page, EN, 'addresses', 'Addresses')
  await main(page)
    .getByRole('button', { name: tr('en-GB', 'Continue') })
    .click()
  await expectStep(page, EN, 'shipping', 'Shipping method')
  await main(page)
    .getByRole('button', { name: tr('en-GB', 'Continue') })
    .click()
  await expectStep(page, EN, 'payment', 'Payment method')
  await chooseMethod(page, EN, /^Prepayment/)
  await expectStep(page, EN, 'confirm', 'Check your order')
  await expect(main(page).getByTestId('checkout-lines').getByRole('listitem')).toHaveCount(2)

  // A download needs the waiver; the prepayment order then waits for the transfer, unpaid in the account.
  await tickLinkedBox(
    main(page),
    'en-GB',
    'I want the download to be available before the withdrawal period ends, and I know that I thereby lose my <0>right of withdrawal</0> for it.',
  )
  await placeOrder(page, EN)
  await waitForHydration(page)
  await expect(main(page).getByTestId('checkout-success')).toHaveAttribute('data-state', 'awaitingTransfer')
  const number = await orderNumber(page)
  await expectAccessible(page)
  await page.goto(`${EN.base}/account/order`)
  await waitForHydration(page)
  await expect(main(page).getByRole('row').filter({ hasText: number })).toContainText(tr('en-GB', 'Not paid'))
  await expectAccessible(page)
})
