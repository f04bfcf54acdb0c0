import type { Page } from '@playwright/test'
import { textPattern, tr } from '../fixtures/catalog.ts'
import {
  addToCart,
  COVERS,
  enterCheckout,
  expectStep,
  main,
  type Shopper,
} from '../fixtures/checkout-journey.ts'
import { checkDisclosureMenu, checkPickersIn, checkPopupPicker } from '../fixtures/pickers.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Pickers (selects, comboboxes, menus) on every page type that has one, in the three locales, at desktop
// and phone size: a real mouse click held for half a second on the trigger's centre changes no
// value, and the list it opens lies within the viewport, beside its trigger, with its options inside
// its box. The shopper test found the checkout's country list opening over the field and the
// release choosing the country under the pointer (Deutschland → Polen).

const SHOPPERS: (Shopper & { searchTerm: string })[] = [
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9', searchTerm: 'Tisch' },
  {
    locale: 'en-GB',
    base: origin('shop', 'en.localhost'),
    acceptLanguage: 'en-GB,en;q=0.9',
    searchTerm: 'table',
  },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9', searchTerm: 'table' },
]

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

/** A catalog text's part before its first placeholder, as the start of an accessible name. */
function startOf(locale: Shopper['locale'], source: string): RegExp {
  return new RegExp(`^${textPattern(tr(locale, source).split('{')[0] ?? '')}`)
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForHydration(page)
  await expectAccessible(page)
}

// Each journey at each size in one locale, the three in turn (tests/fixtures/rotation.ts).
for (const shopper of SHOPPERS) {
  const { locale, base } = shopper
  for (const [sizeIndex, size] of SIZES.entries()) {
    const runs = (journey: number) => inTurn(SHOPPERS, sizeIndex * 2 + journey) === shopper
    test.describe(`${locale}, ${size.name}`, () => {
      test.use({ viewport: size.viewport })

      if (runs(0))
        test('checkout step 1: a held click on the country (and every other picker) chooses nothing', async ({
          openPage,
        }) => {
          test.setTimeout(150_000)
          const page = await openPage({ acceptLanguage: shopper.acceptLanguage, viewport: size.viewport })
          await addToCart(page, shopper, COVERS)
          await page.keyboard.press('Escape')
          await open(page, `${base}/checkout/cart`)
          expect(await checkPickersIn(page, main(page), 'cart')).toBeGreaterThan(0)

          await enterCheckout(page, () => page.goto(`${base}/checkout`))
          await expectStep(page, shopper, 'who', 'Your details')
          const form = page.getByRole('form', { name: tr(locale, 'Your details') })
          // React Aria names the trigger "<value> <label>" (aria-labelledby: value, then label).
          const country = form.getByRole('button', { name: new RegExp(`\\s${tr(locale, 'Country')}$`) })
          await checkPopupPicker(page, country, 'checkout: country')
          expect(await checkPickersIn(page, form, 'checkout')).toBeGreaterThanOrEqual(2)
        })

      if (runs(1))
        test('header, search listing and registration: held clicks choose nothing', async ({ openPage }) => {
          test.setTimeout(150_000)
          const page = await openPage({ acceptLanguage: shopper.acceptLanguage, viewport: size.viewport })
          await open(page, `${base}/search?search=${shopper.searchTerm}`)
          const banner = page.getByRole('banner')
          const language = banner.getByRole('button', { name: startOf(locale, 'Language: {currentName}') })
          await checkDisclosureMenu(page, language, 'header: language')
          expect(await checkPickersIn(page, banner, 'header')).toBeGreaterThan(0)
          expect(await checkPickersIn(page, main(page), 'search listing')).toBeGreaterThan(0)

          await open(page, `${base}/register`)
          expect(await checkPickersIn(page, main(page), 'registration')).toBeGreaterThanOrEqual(2)
        })
    })
  }
}
