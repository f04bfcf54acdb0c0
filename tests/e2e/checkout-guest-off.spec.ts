import { tr } from '../fixtures/catalog.ts'
import {
  addToCart,
  COVERS,
  enterCheckout,
  expectStep,
  main,
  type Shopper,
} from '../fixtures/checkout-journey.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test } from '../fixtures/test.ts'

// A shop that takes no orders from guests (GUEST_CHECKOUT=0): the checkout says that an order needs
// a login, offers no guest option (registering means an account with a password), and a customer
// who logs in goes on to the addresses.

const DEMO = { email: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }

for (const shopper of [
  { locale: 'en-GB', base: origin('noGuest', 'en.localhost'), acceptLanguage: 'en-GB,en;q=0.9' },
  { locale: 'de-DE', base: origin('noGuest'), acceptLanguage: 'de-DE,de;q=0.9' },
] satisfies Shopper[]) {
  const { locale } = shopper
  test(`${locale}: without guest orders the checkout asks for a login and goes on after it`, async ({
    openPage,
  }) => {
    test.setTimeout(90_000)
    const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
    await addToCart(page, shopper, COVERS)
    await enterCheckout(page, () => page.goto(`${shopper.base}/checkout`))
    await expectStep(page, shopper, 'who', 'Your details')

    await expect(main(page).getByTestId('checkout-login-required')).toHaveText(
      tr(locale, 'You must be logged-in before submitting an order'),
    )
    const register = page.getByRole('form', { name: tr(locale, 'Create an account') })
    // No guest option: the account (and its password) is not optional here.
    await expect(
      register.getByRole('checkbox', {
        name: tr(locale, 'Create a customer account (you can order faster next time)'),
      }),
    ).toHaveCount(0)
    await expect(register.getByLabel(tr(locale, 'Password'), { exact: false }).first()).toBeVisible()
    await expectAccessible(page)

    const login = page.getByRole('form', { name: tr(locale, 'Log in') })
    await login.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO.email)
    await login.getByLabel(tr(locale, 'Password'), { exact: true }).fill(DEMO.password)
    await login.getByRole('button', { name: tr(locale, 'Log in') }).click()
    await expectStep(page, shopper, 'addresses', 'Addresses')
  })
}
