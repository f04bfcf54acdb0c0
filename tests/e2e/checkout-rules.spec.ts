import { textPattern, tr } from '../fixtures/catalog.ts'
import { linkedBox, tickLinkedBox } from '../fixtures/checkboxes.ts'
import {
  addToCart,
  CARE_GUIDE,
  chooseMethod,
  controlClock,
  enterCheckout,
  expectStep,
  fillGuest,
  journeyEmail,
  main,
  orderNumber,
  type Shopper,
  tabTo,
  text,
} from '../fixtures/checkout-journey.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// The checkout's rules through the real pages: downloads need the withdrawal waiver (and skip the
// shipping step), a Swiss delivery address makes the shop switch a method it cannot use there, and
// the whole guest journey works with the keyboard alone.

const EN: Shopper = {
  locale: 'en-GB',
  base: origin('shop', 'en.localhost'),
  acceptLanguage: 'en-GB,en;q=0.9',
}
const FR: Shopper = { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9' }

test('fr-FR: a download needs the withdrawal waiver; the shopper stays instead of being redirected', async ({
  openPage,
}) => {
  test.setTimeout(120_000)
  const page = await openPage({ acceptLanguage: FR.acceptLanguage })
  const { locale } = FR
  const miniCart = await addToCart(page, FR, CARE_GUIDE)
  await enterCheckout(page, () =>
    miniCart.getByRole('link', { name: tr(locale, 'Proceed to checkout') }).click(),
  )
  await expectStep(page, FR, 'who', 'Your details')
  const form = await fillGuest(page, FR, journeyEmail('waiver'))
  await form.getByRole('button', { name: tr(locale, 'Continue') }).click()
  await expectStep(page, FR, 'addresses', 'Addresses')
  await main(page)
    .getByRole('button', { name: tr(locale, 'Continue') })
    .click()
  // Nothing to ship: straight to the payment method.
  await expectStep(page, FR, 'payment', 'Payment method')
  await chooseMethod(page, FR, /^Carte bancaire/)
  await expectStep(page, FR, 'confirm', 'Check your order')
  await expect(main(page).getByRole('heading', { name: tr(locale, 'Shipping method') })).toHaveCount(0)

  // Terms alone are not enough: the waiver is named at its checkbox and gets the focus.
  await tickLinkedBox(main(page), locale, 'I have read the <0>terms and conditions</0> and accept them.')
  const order = main(page).getByRole('button', { name: tr(locale, 'Order with obligation to pay') })
  await order.click()
  const waiver = linkedBox(
    main(page),
    locale,
    'I want the download to be available before the withdrawal period ends, and I know that I thereby lose my <0>right of withdrawal</0> for it.',
  )
  await expect(waiver).toBeFocused()
  await expect(
    main(page).getByText(
      tr(locale, 'Please confirm this to order the download; without it the order cannot be placed.'),
    ),
  ).toBeVisible()
  await expect(page).toHaveURL(/step=confirm$/)
  await expectAccessible(page)
  await page.keyboard.press('Space')
  await expect(waiver).toBeChecked()
  await controlClock(page)
  await order.click()
  await expect(page).toHaveURL(/\/fr-FR\/checkout\/success\/[0-9a-f]{32}$/)

  // The countdown, then "stay": no redirect; the pay-now link stays.
  await waitForHydration(page)
  await expect(main(page).getByTestId('checkout-success')).toHaveAttribute('data-state', 'redirecting')
  await orderNumber(page)
  await main(page)
    .getByRole('button', { name: tr(locale, 'Stay on this page') })
    .click()
  await expect(main(page).getByTestId('checkout-success')).toHaveAttribute('data-state', 'awaitingPayment')
  // Past the countdown's end on the page's clock (taken over before the order was placed).
  await page.clock.fastForward(6_000)
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/)
  await expect(main(page).getByRole('link', { name: tr(locale, 'Pay now') })).toHaveAttribute(
    'href',
    /\/demo-payment\//,
  )
  await expectAccessible(page)
})

test('en-GB: a Swiss delivery address switches express delivery and prepayment, and shows the import VAT', async ({
  openPage,
}) => {
  test.setTimeout(120_000)
  const page = await openPage({ acceptLanguage: EN.acceptLanguage })
  const { locale } = EN
  const miniCart = await addToCart(page, EN, 'GW-COVER-CHAIRS')
  await enterCheckout(page, () => miniCart.getByRole('link', { name: 'Proceed to checkout' }).click())
  await expectStep(page, EN, 'who', 'Your details')
  const form = await fillGuest(page, EN, journeyEmail('swiss'))
  await form.getByRole('button', { name: tr(locale, 'Continue') }).click()
  await expectStep(page, EN, 'addresses', 'Addresses')
  await main(page)
    .getByRole('button', { name: tr(locale, 'Continue') })
    .click()
  await expectStep(page, EN, 'shipping', 'Shipping method')
  await chooseMethod(page, EN, /^Express delivery/)
  await expectStep(page, EN, 'payment', 'Payment method')
  await chooseMethod(page, EN, /^Prepayment/)
  await expectStep(page, EN, 'confirm', 'Check your order')

  // A new address in Zurich for billing and delivery.
  await main(page)
    .getByRole('button', { name: tr(locale, 'Change addresses') })
    .click()
  await expectStep(page, EN, 'addresses', 'Addresses')
  await main(page)
    .getByRole('button', { name: tr(locale, 'Add a new address') })
    .click()
  const address = page.getByRole('form', { name: tr(locale, 'New address') })
  await address.getByLabel(tr(locale, 'First name'), { exact: true }).fill('Gerda')
  await address.getByLabel(tr(locale, 'Last name'), { exact: true }).fill('Gast')
  await address.getByLabel(tr(locale, 'Street address'), { exact: true }).fill('Bahnhofstrasse 1')
  await address.getByLabel(tr(locale, 'Postal code'), { exact: true }).fill('8001')
  await address.getByLabel(tr(locale, 'City'), { exact: true }).fill('Zürich')
  // The country select takes typed letters (type-ahead), as a native select does.
  const country = address.getByRole('button', { name: new RegExp(`${tr(locale, 'Country')}$`) })
  await country.focus()
  await page.keyboard.type('Switzerland')
  await expect(country).toHaveText(/^Switzerland/)
  await expectAccessible(page)
  await address.getByRole('button', { name: tr(locale, 'Save address') }).click()

  // The shop cannot send express to Switzerland: it says what it chose instead.
  await expectStep(page, EN, 'shipping', 'Shipping method')
  await expect(main(page).getByTestId('checkout-method-changed')).toBeVisible()
  await expect(main(page).getByRole('radio', { name: /^Express delivery/ })).toHaveCount(0)
  await main(page)
    .getByRole('button', { name: tr(locale, 'Continue') })
    .click()
  await expectStep(page, EN, 'payment', 'Payment method')
  await expect(main(page).getByRole('radio', { name: /^Prepayment/ })).toHaveCount(0)
  await main(page)
    .getByRole('button', { name: tr(locale, 'Continue') })
    .click()
  await expectStep(page, EN, 'confirm', 'Check your order')
  await expect(main(page).getByTestId('confirm-payment-method')).not.toHaveText('Prepayment')
  await expect(main(page).getByTestId('swiss-vat-hint')).toBeVisible()
  await expectAccessible(page)
})

// Keyboard only (in one locale, the locales in turn): a guest from an empty cart to a prepayment order.
const KEYBOARD_SHOPPERS: (Shopper & { prepayment: string })[] = [
  { ...EN, prepayment: 'Prepayment' },
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9', prepayment: 'Vorkasse' },
  { ...FR, prepayment: 'Virement anticipé' },
]

for (const shopper of KEYBOARD_SHOPPERS) {
  // One locale per journey, the locales in turn (tests/fixtures/rotation.ts).
  const runs = (journey: number) => inTurn(KEYBOARD_SHOPPERS, journey) === shopper
  if (runs(1))
    test(`${shopper.locale}: keyboard only, a guest goes from an empty cart to a prepayment order`, async ({
      openPage,
    }) => {
      test.setTimeout(150_000)
      const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
      const { locale } = shopper
      const type = async (label: string, value: string, scope = main(page)) => {
        await tabTo(page, scope.getByLabel(tr(locale, label), { exact: true }))
        await page.keyboard.type(value)
      }

      await page.goto(`${shopper.base}/search?search=GW-COVER-CHAIRS`)
      await waitForHydration(page)
      await expectAccessible(page)
      await tabTo(
        page,
        main(page)
          .getByRole('button', { name: new RegExp(`^${textPattern(tr(locale, 'Add to cart'))}`) })
          .first(),
      )
      await page.keyboard.press('Enter')
      const miniCart = page.getByRole('dialog', { name: tr(locale, 'Cart') })
      await expect(miniCart.getByTestId('mini-cart-total')).not.toHaveAttribute('aria-busy', 'true')
      await tabTo(page, miniCart.getByRole('link', { name: tr(locale, 'Proceed to checkout') }))
      await enterCheckout(page, () => page.keyboard.press('Enter'))
      await expectStep(page, shopper, 'who', 'Your details')

      const guest = page.getByRole('form', { name: tr(locale, 'Your details') })
      await type('First name', 'Kira', guest)
      await type('Last name', 'Tastatur', guest)
      await type('E-mail address', journeyEmail(`keyboard-${locale}`), guest)
      await type('Street address', 'Gartenweg 12', guest)
      await type('Postal code', '10115', guest)
      await type('City', 'Berlin', guest)
      await tabTo(page, linkedBox(guest, locale, 'I have read the <0>privacy policy</0> and agree to it.'))
      await page.keyboard.press('Space')
      await tabTo(page, guest.getByRole('button', { name: tr(locale, 'Continue') }))
      await page.keyboard.press('Enter')

      for (const [step, title] of [
        ['addresses', 'Addresses'],
        ['shipping', 'Shipping method'],
      ] as const) {
        await expectStep(page, shopper, step, title)
        await tabTo(page, main(page).getByRole('button', { name: tr(locale, 'Continue') }))
        await page.keyboard.press('Enter')
      }

      await expectStep(page, shopper, 'payment', 'Payment method')
      await tabTo(page, main(page).getByRole('radio', { checked: true }))
      const prepayment = main(page).getByRole('radio', { name: new RegExp(`^${shopper.prepayment}`) })
      for (let presses = 0; presses < 5 && !(await prepayment.isChecked()); presses++) {
        await page.keyboard.press('ArrowDown')
      }
      await expect(prepayment).toBeChecked()
      await tabTo(page, main(page).getByRole('button', { name: tr(locale, 'Continue') }))
      await page.keyboard.press('Enter')

      await expectStep(page, shopper, 'confirm', 'Check your order')
      await tabTo(
        page,
        linkedBox(main(page), locale, 'I have read the <0>terms and conditions</0> and accept them.'),
      )
      await page.keyboard.press('Space')
      await tabTo(page, main(page).getByRole('button', { name: tr(locale, 'Order with obligation to pay') }))
      await page.keyboard.press('Enter')

      await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/)
      await waitForHydration(page)
      await expect(main(page).getByTestId('checkout-success')).toHaveAttribute(
        'data-state',
        'awaitingTransfer',
      )
      await expect(main(page).getByTestId('bank-transfer')).toContainText(await orderNumber(page))
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'Your order has been placed'),
      )
      await expectAccessible(page)
    })
}
