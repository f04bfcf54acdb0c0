import { tr } from '../fixtures/catalog.ts'
import {
  addToCart,
  COVERS,
  chooseMethod,
  enterCheckout,
  expectOrderMail,
  expectStep,
  fillGuest,
  journeyEmail,
  main,
  orderNumber,
  placeOrder,
  type Shopper,
  text,
} from '../fixtures/checkout-journey.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// A new shopper (one locale, in turn): from an empty cart through every step to an unpaid prepayment
// order with the bank details, which the mailbox has too. Bad input, a reload and axe on the way.

const SHOPPERS: (Shopper & { prepayment: string })[] = [
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9', prepayment: 'Vorkasse' },
  {
    locale: 'en-GB',
    base: origin('shop', 'en.localhost'),
    acceptLanguage: 'en-GB,en;q=0.9',
    prepayment: 'Prepayment',
  },
  {
    locale: 'fr-FR',
    base: `${origin('shop')}/fr-FR`,
    acceptLanguage: 'fr-FR,fr;q=0.9',
    prepayment: 'Virement anticipé',
  },
]

for (const shopper of SHOPPERS) {
  // One locale per journey, the locales in turn (tests/fixtures/rotation.ts).
  const runs = (journey: number) => inTurn(SHOPPERS, journey) === shopper
  const { locale } = shopper
  if (runs(1))
    test(`${locale}: a guest orders with prepayment and gets the bank details`, async ({ openPage }) => {
      test.setTimeout(120_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      const email = journeyEmail(`guest-${locale}`)

      // The mini cart's "Proceed to checkout" leads to the first step.
      const miniCart = await addToCart(page, shopper, COVERS)
      await enterCheckout(page, () =>
        miniCart.getByRole('link', { name: tr(locale, 'Proceed to checkout') }).click(),
      )
      await expectStep(page, shopper, 'who', 'Your details')

      // Bad input: a translated message at the field; what was typed stays.
      const guest = page.getByRole('form', { name: tr(locale, 'Your details') })
      const emailField = guest.getByLabel(tr(locale, 'E-mail address'), { exact: true })
      await emailField.fill('not-an-address')
      await guest.getByRole('button', { name: tr(locale, 'Continue') }).click()
      await expect(guest.getByText(tr(locale, 'Enter a valid e-mail address'))).toBeVisible()
      await expect(emailField).toHaveValue('not-an-address')
      await expectAccessible(page)

      await fillGuest(page, shopper, email)
      await guest.getByRole('button', { name: tr(locale, 'Continue') }).click()
      await expectStep(page, shopper, 'addresses', 'Addresses')
      await main(page)
        .getByRole('button', { name: tr(locale, 'Continue') })
        .click()

      await expectStep(page, shopper, 'shipping', 'Shipping method')
      await main(page)
        .getByRole('button', { name: tr(locale, 'Continue') })
        .click()

      await expectStep(page, shopper, 'payment', 'Payment method')
      await chooseMethod(page, shopper, new RegExp(`^${shopper.prepayment}`))

      await expectStep(page, shopper, 'confirm', 'Check your order')
      // A reload resumes at the step the shopper was on.
      await page.reload()
      await waitForHydration(page)
      await expectStep(page, shopper, 'confirm', 'Check your order')
      await expect(main(page).getByTestId('confirm-payment-method')).toHaveText(shopper.prepayment)
      await expect(main(page).getByTestId('checkout-lines')).toContainText(/\S/)

      // The order button without the terms: a message at the checkbox, no order.
      const order = main(page).getByRole('button', { name: tr(locale, 'Order with obligation to pay') })
      await order.click()
      await expect(
        main(page).getByText(tr(locale, 'Please accept the terms and conditions to place your order.')),
      ).toBeVisible()
      await expect(page).toHaveURL(/step=confirm$/)
      await expectAccessible(page)
      await placeOrder(page, shopper)

      // Unpaid prepayment order: order number and where to transfer the money.
      await waitForHydration(page)
      const success = main(page).getByTestId('checkout-success')
      await expect(success).toHaveAttribute('data-state', 'awaitingTransfer')
      const number = await orderNumber(page)
      await expect(main(page).getByTestId('bank-iban')).toHaveText('DE89 3704 0044 0532 0130 00')
      await expect(main(page).getByTestId('bank-transfer')).toContainText(number)
      await expectAccessible(page)
      await expectOrderMail(page, shopper.base, email, number)

      // A reload of the success page shows the same order (read again from the shop).
      await page.reload()
      await waitForHydration(page)
      await expect(main(page).getByTestId('checkout-success')).toHaveAttribute(
        'data-state',
        'awaitingTransfer',
      )
      await expect(main(page).getByTestId('order-number')).toHaveText(number)
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'Your order has been placed'),
      )
      await expectAccessible(page)
    })
}
