import { describe, expect, it } from 'vitest'
import type { StoreApi } from '../../api/index.ts'
import { type LegalLinks, resolveLegalLinks } from '../../domain/legal.ts'
import type { Locale } from '../../domain/locale.ts'
import { loadMenus } from '../layout/menus.ts'
import { showsLegalLinks } from './legal-links.tsx'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'

// Defect 9 (issue 29): the way the root loader finds the legal pages (src/routes/-loaders/root.ts),
// against the embedded back end: the sales channel's custom field names them, the page's menus give
// their SEO paths and names in the page's language.

const embedded = await embeddedStoreApi()
const languages = await embedded.client().language.list()

async function legalLinks(api: StoreApi): Promise<LegalLinks> {
  const [session, menus] = await Promise.all([api.context.get(), loadMenus(api)])
  return resolveLegalLinks(session.salesChannel.legalPages, [menus.footer, menus.service])
}

const NAMES: Record<Locale, string[]> = {
  'de-DE': ['AGB', 'Datenschutz', 'Widerrufsrecht', 'Impressum'],
  'en-GB': ['Terms and conditions', 'Privacy policy', 'Right of withdrawal', 'Imprint'],
  'fr-FR': [
    'Conditions générales de vente',
    'Politique de confidentialité',
    'Droit de rétractation',
    'Mentions légales',
  ],
}

describe('the shop’s legal pages as the storefront links them', () => {
  it.each(['de-DE', 'en-GB', 'fr-FR'] as const)(
    '%s: terms, privacy, withdrawal, imprint by SEO path',
    async (locale) => {
      const languageId = languages.find((language) => language.localeCode === locale)?.id
      const links = await legalLinks(embedded.client({ languageId }))
      const pages = [links.tos, links.privacy, links.revocation, links.imprint]
      expect(pages.map((page) => page?.name)).toEqual(NAMES[locale])
      for (const page of pages) expect(page?.href).toMatch(/^\/(?!navigation\/)[^/]/)
    },
  )
})

describe('showsLegalLinks: the pages that carry the links', () => {
  it('checkout pages and the registration, in every locale; no catalogue page', () => {
    for (const path of [
      '/checkout',
      '/checkout/cart',
      '/checkout/success/abc/unpaid',
      '/register',
      '/fr-FR/checkout',
    ])
      expect(showsLegalLinks(path)).toBe(true)
    for (const path of ['/', '/Gartentische/Esstische', '/account', '/checkout-guide', '/registered'])
      expect(showsLegalLinks(path)).toBe(false)
  })
})
