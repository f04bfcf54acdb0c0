import { tr } from '../fixtures/catalog.ts'
import {
  addToCart,
  COVERS,
  chooseMethod,
  enterCheckout,
  expectStep,
  fillGuest,
  journeyEmail,
  main,
  placeOrder,
  type Shopper,
  stepHeading,
} from '../fixtures/checkout-journey.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Found by a shopper (issue 29): Back on the shipping step left the checkout (16); after step 1 → 2
// and on the success page the focus fell to <body> (17); the confirm step left its right column
// empty and stacked "Addresses" and "Billing address" without room (21).

const SHOPPERS: Shopper[] = [
  { locale: 'en-GB', base: origin('shop', 'en.localhost'), acceptLanguage: 'en-GB,en;q=0.9' },
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9' },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9' },
]

for (const shopper of SHOPPERS) {
  // One locale per journey, the locales in turn (tests/fixtures/rotation.ts).
  const runs = (journey: number) => inTurn(SHOPPERS, journey) === shopper
  const { locale } = shopper
  if (runs(2))
    test(`${locale}: Back and Forward move between the checkout's steps; focus follows; confirm fills its columns`, async ({
      openPage,
    }) => {
      test.setTimeout(150_000)
      const page = await openPage({
        acceptLanguage: shopper.acceptLanguage,
        viewport: { width: 1440, height: 900 },
      })
      const miniCart = await addToCart(page, shopper, COVERS)
      await enterCheckout(page, () =>
        miniCart.getByRole('link', { name: tr(locale, 'Proceed to checkout') }).click(),
      )
      await expectStep(page, shopper, 'who', 'Your details')
      const form = await fillGuest(page, shopper, journeyEmail(`history-${locale}`))
      await form.getByRole('button', { name: tr(locale, 'Continue') }).click()

      // Step 1 → 2 reloads the checkout in between: the focus still lands on the new step's heading.
      await expectStep(page, shopper, 'addresses', 'Addresses')
      await expect(stepHeading(page)).toBeFocused()
      await main(page)
        .getByRole('button', { name: tr(locale, 'Continue') })
        .click()
      await expectStep(page, shopper, 'shipping', 'Shipping method')
      await expect(stepHeading(page)).toBeFocused()

      // Back: the previous step, still in the checkout; Forward: the shipping step again.
      await page.goBack()
      await expectStep(page, shopper, 'addresses', 'Addresses')
      await expect(stepHeading(page)).toBeFocused()
      await page.goForward()
      await expectStep(page, shopper, 'shipping', 'Shipping method')

      // Once more one step further: Back and Forward between shipping and payment.
      await main(page)
        .getByRole('button', { name: tr(locale, 'Continue') })
        .click()
      await expectStep(page, shopper, 'payment', 'Payment method')
      await page.goBack()
      await expectStep(page, shopper, 'shipping', 'Shipping method')
      await page.goForward()
      await expectStep(page, shopper, 'payment', 'Payment method')
      await chooseMethod(page, shopper, /^(Prepayment|Vorkasse|Virement anticipé)/)
      await expectStep(page, shopper, 'confirm', 'Check your order')

      // Confirm at 1440 px: the choices on the left, lines, totals and the order button on the right.
      const choices = await main(page).locator('.checkout-confirm__choices').boundingBox()
      const order = main(page).getByRole('button', { name: tr(locale, 'Order with obligation to pay') })
      const button = await order.boundingBox()
      expect(choices && button && button.x >= choices.x + choices.width).toBe(true)
      const addresses = main(page).getByRole('heading', { level: 2, name: tr(locale, 'Addresses') })
      const billing = main(page).getByRole('heading', { level: 3, name: tr(locale, 'Billing address') })
      const above = await addresses.boundingBox()
      const below = await billing.boundingBox()
      expect(above && below && below.y - (above.y + above.height) >= 8).toBe(true)

      // The success page: the focus is on its heading, not on <body>.
      await placeOrder(page, shopper)
      await waitForHydration(page)
      await expect(main(page).getByTestId('checkout-success')).toBeVisible()
      await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused()
      await expect(page.locator('body')).not.toBeFocused()
      await expectAccessible(page)
    })
}
