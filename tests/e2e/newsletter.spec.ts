import type { Page } from '@playwright/test'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'
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
} from '../fixtures/checkout-journey.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// The newsletter's double opt-in in a real browser: the footer sign-up, the confirmation mail, the
// confirmation page, the mail with the single-use code, the code in the cart and at the order, and
// the same code refused afterwards.

const SHOP = origin('shop')

interface Mail {
  template: string
  text: string
  links: string[]
}

/** The mails to `email` in the development mailbox of the server at `server` (the shop's by default). */
async function mailsTo(page: Page, email: string, server = SHOP): Promise<Mail[]> {
  const response = await page.request.get(`${server}/_dev/mailbox.json?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { mails: Mail[] }).mails
}

async function mail(page: Page, email: string, template: string, server = SHOP): Promise<Mail> {
  let found: Mail | undefined
  await expect(async () => {
    found = (await mailsTo(page, email, server)).find((m) => m.template === template)
    expect(found).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return found as Mail
}

/** Signs up with the footer form of the home page. */
async function signUpInFooter(page: Page, shopper: Shopper, email: string): Promise<void> {
  await page.goto(`${shopper.base}/`)
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  const field = footer.getByLabel(tr(shopper.locale, 'E-mail address'), { exact: true })
  // a wrong address is caught at the field, in the page's language
  await field.fill('not-an-address')
  await footer.getByRole('button', { name: tr(shopper.locale, 'Subscribe'), exact: true }).click()
  await expect(footer.getByText(tr(shopper.locale, 'Enter a valid e-mail address'))).toBeVisible()
  await field.fill(email)
  await footer.getByRole('button', { name: tr(shopper.locale, 'Subscribe'), exact: true }).click()
  const pending = tr(
    shopper.locale,
    'Almost done: please confirm your subscription with the link in the e-mail we have just sent you.',
  )
  await expect(footer.getByRole('status')).toHaveText(pending)
  // and the success toast
  await expect(page.getByText(pending).first()).toBeVisible()
  await expectAccessible(page)
}

/** Enters `code` on the cart page and returns the page's cart messages and promotion line. */
async function enterCode(page: Page, shopper: Shopper, code: string) {
  await page.goto(`${shopper.base}/checkout/cart`)
  await waitForHydration(page)
  const field = main(page).getByRole('textbox', { name: tr(shopper.locale, 'Promo code'), exact: true })
  await field.fill(code)
  await main(page)
    .getByRole('button', { name: tr(shopper.locale, 'Apply') })
    .click()
}

const FRENCH: Shopper = { locale: 'fr-FR', base: `${SHOP}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9' }
const WELCOME: Record<CatalogLocale, RegExp> = {
  'de-DE': /Newsletter-Willkommensrabatt 10\s%/,
  'en-GB': /Newsletter welcome discount 10%/,
  'fr-FR': /Remise de bienvenue newsletter 10\s%/,
}

test('fr-FR: footer sign-up → confirmation mail → confirmation page → code mail → the code works once', async ({
  openPage,
}) => {
  test.setTimeout(180_000)
  const shopper = FRENCH
  const { locale } = shopper
  const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
  const email = journeyEmail('newsletter')
  await signUpInFooter(page, shopper, email)

  const doi = await mail(page, email, 'newsletter.double_opt_in')
  const link = doi.links.find((l) => l.includes('/newsletter-subscribe?')) ?? ''
  expect(new URL(link).pathname).toBe('/fr-FR/newsletter-subscribe')
  await page.goto(link)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    tr(locale, 'Newsletter subscription'),
  )
  await expect(
    main(page).getByText(tr(locale, 'Thank you! Your newsletter subscription is confirmed.')),
  ).toBeVisible()
  await waitForHydration(page)
  await expectAccessible(page)

  const welcome = await mail(page, email, 'newsletter.confirmed')
  expect(welcome.text).toContain('Code promo')
  expect(welcome.links.some((l) => l.includes('/newsletter-unsubscribe?email='))).toBe(true)
  const code = /GW-[A-Z2-9]{8}/.exec(welcome.text)?.[0] ?? ''
  expect(code).not.toBe('')

  // The code in the cart: 10 % off, then the order uses it up.
  await addToCart(page, shopper, COVERS)
  await enterCode(page, shopper, code)
  await expect(main(page).getByTestId('cart-promotion')).toContainText(WELCOME[locale])
  await expectAccessible(page)
  await enterCheckout(page, () => page.goto(`${shopper.base}/checkout`))
  await expectStep(page, shopper, 'who', 'Your details')
  await fillGuest(page, shopper, journeyEmail('newsletter-order'))
  await page
    .getByRole('form', { name: tr(locale, 'Your details') })
    .getByRole('button', { name: tr(locale, 'Continue') })
    .click()
  await expectStep(page, shopper, 'addresses', 'Addresses')
  await main(page)
    .getByRole('button', { name: tr(locale, 'Continue') })
    .click()
  await expectStep(page, shopper, 'shipping', 'Shipping method')
  await main(page)
    .getByRole('button', { name: tr(locale, 'Continue') })
    .click()
  await expectStep(page, shopper, 'payment', 'Payment method')
  await chooseMethod(page, shopper, /^Virement anticipé/)
  await expectStep(page, shopper, 'confirm', 'Check your order')
  await placeOrder(page, shopper)
  await waitForHydration(page)
  await expect(main(page).getByTestId('order-summary')).toContainText(WELCOME[locale])
  await expectAccessible(page)

  // A second shopper with the same code: refused.
  const other = await openPage({ acceptLanguage: shopper.acceptLanguage })
  await addToCart(other, shopper, COVERS)
  await enterCode(other, shopper, code)
  await expect(main(other).getByTestId('cart-messages')).toHaveText(
    new RegExp(textPattern(tr(locale, 'The promo code {code} is not valid.', { code }))),
  )
  await expect(main(other).getByTestId('cart-promotion')).toHaveCount(0)
  await expectAccessible(other)
})

test('de-DE: a second visit of the confirmation link says the same; a broken link says it is not valid', async ({
  openPage,
}) => {
  test.setTimeout(90_000)
  const shopper: Shopper = { locale: 'de-DE', base: SHOP, acceptLanguage: 'de-DE,de;q=0.9' }
  const page = await openPage({ acceptLanguage: shopper.acceptLanguage })
  const email = journeyEmail('newsletter-de')
  await signUpInFooter(page, shopper, email)
  const link = (await mail(page, email, 'newsletter.double_opt_in')).links[0] ?? ''
  expect(new URL(link).pathname).toBe('/newsletter-subscribe')
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(link)
    await expect(main(page).getByRole('status')).toContainText(
      tr('de-DE', 'Thank you! Your newsletter subscription is confirmed.'),
    )
    await waitForHydration(page)
    await expectAccessible(page)
  }
  expect((await mailsTo(page, email)).filter((m) => m.template === 'newsletter.confirmed')).toHaveLength(1)
  await page.goto(`${SHOP}/newsletter-subscribe?em=abc&hash=def`)
  await expect(main(page).getByRole('alert')).toContainText(
    tr('de-DE', 'This confirmation link is not valid or has already been used.'),
  )
  await expectAccessible(page)

  // The unsubscribe link of the code mail: one click unsubscribes.
  const welcome = await mail(page, email, 'newsletter.confirmed')
  await page.goto(welcome.links.find((l) => l.includes('/newsletter-unsubscribe?')) ?? '')
  await waitForHydration(page)
  await main(page)
    .getByRole('button', { name: tr('de-DE', 'Unsubscribe') })
    .click()
  await expect(main(page).getByRole('status')).toHaveText(
    tr(
      'de-DE',
      'You have been unsubscribed from the newsletter. You will not receive any further newsletters from us.',
    ),
  )
  await expectAccessible(page)
})

test('without JavaScript the footer signs up by itself: a refused address stays, the mail is in the page’s language', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  // (No axe here: it runs as a script. The signed-up footer is checked with scripts above.)
  // On the second shop server, where fewer journeys sign up (Shopware's limit: 3 in 30 s per address).
  const server = origin('noGuest')
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    for (const shopper of [
      { locale: 'en-GB', base: origin('noGuest', 'en.localhost'), confirm: '/newsletter-subscribe' },
      { locale: 'fr-FR', base: `${server}/fr-FR`, confirm: '/fr-FR/newsletter-subscribe' },
    ] as const) {
      const { locale } = shopper
      await page.goto(`${shopper.base}/Gartentische`)
      const footer = page.getByRole('contentinfo')
      const field = footer.getByLabel(tr(locale, 'E-mail address'), { exact: true })
      const subscribe = footer.getByRole('button', { name: tr(locale, 'Subscribe'), exact: true })
      // The browser lets `a@b` through; the shop refuses it, says so at the field and keeps it.
      await field.fill('a@b')
      await subscribe.click()
      await expect(page).toHaveURL(/\/Gartentische#footer-newsletter$/)
      await expect(footer.getByText(tr(locale, 'Enter a valid e-mail address'))).toBeVisible()
      await expect(field).toHaveValue('a@b')

      const email = journeyEmail(`newsletter-nojs-${locale}`)
      await field.fill(email)
      await subscribe.click()
      // Other journeys sign up from the same address: past Shopware's limit the footer says how
      // long to wait and keeps the address, and the shopper sends it again after that.
      const pending = footer.getByRole('status')
      const throttled = footer.getByRole('alert')
      for (let attempt = 0; attempt < 3; attempt++) {
        await expect(pending.or(throttled)).toBeVisible()
        if (!(await throttled.isVisible())) break
        const seconds = Number((await throttled.innerText()).match(/\d+/)?.[0] ?? 30)
        await expect(field).toHaveValue(email)
        await page.waitForTimeout((seconds + 1) * 1000)
        await subscribe.click()
      }
      await expect(pending).toHaveText(
        tr(
          locale,
          'Almost done: please confirm your subscription with the link in the e-mail we have just sent you.',
        ),
      )
      // No address in any URL; the confirmation link leads to the page's locale.
      expect(page.url()).not.toContain('newsletter-nojs')
      const link = (await mail(page, email, 'newsletter.double_opt_in', server)).links[0] ?? ''
      expect(new URL(link).pathname).toBe(shopper.confirm)
    }
  } finally {
    await context.close()
  }
})
