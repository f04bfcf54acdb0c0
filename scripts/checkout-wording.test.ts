import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PAGES } from '../backend/seed/data/pages.ts'
import { PAYMENT_METHODS } from '../backend/seed/data/reference.ts'
import { TEXTS } from '../backend/payment/gateway/texts.ts'
import { parsePo } from './lib/po.ts'

/**
 * Defect 18: the PayPal-like method said "after clicking 'Buy now' you go to PayPal" while the order
 * button read "Order with obligation to pay" and the provider page said DemoPal. Seed texts that
 * quote the order button (payment descriptions, the terms) quote it as each locale's catalogue
 * labels it, and the redirecting method names the provider the shopper actually lands on.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LOCALES = [
  { locale: 'de-DE', key: 'de' },
  { locale: 'en-GB', key: 'en' },
  { locale: 'fr-FR', key: 'fr' },
] as const

function orderButton(locale: string): string {
  const catalog = parsePo(readFileSync(path.join(root, 'locales', locale, 'checkout.po'), 'utf8'))
  const label = catalog.get('Order with obligation to pay')
  if (!label) throw new Error(`${locale}: the order button has no translation`)
  return label
}

/** Every text in typographic quotes: “…”, „…“, « … ». */
function quoted(text: string): string[] {
  return [...text.matchAll(/[„“]([^“”]+)[“”]|«\s*([^»]+?)\s*»/g)].map((m) => m[1] ?? m[2] ?? '')
}

describe('checkout wording in the seed', () => {
  for (const { locale, key } of LOCALES) {
    it(`${locale}: the DemoPal method quotes the order button and names DemoPal`, () => {
      const paypal = PAYMENT_METHODS.find((method) => method.key === 'paypal')
      const description = paypal?.description[key] ?? ''
      expect(quoted(description)).toEqual([orderButton(locale)])
      // The provider page calls itself so (its title: "Pay with DemoPal").
      expect(TEXTS[locale].titlePaypal).toContain('DemoPal')
      expect(description).toContain('DemoPal')
    })

    it(`${locale}: the terms quote the order button as it is labelled`, () => {
      const terms = PAGES.find((page) => page.key === 'terms')
      const html = terms?.blocks.map((block) => block.html[key]).join('') ?? ''
      const clicks = quoted(html).filter((text) => /bestellen|order|commander/i.test(text))
      expect(clicks).toEqual([orderButton(locale)])
    })
  }
})
