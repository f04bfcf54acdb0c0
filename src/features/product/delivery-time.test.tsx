// Issue 29 #11 and #12: one wording of a delivery time on listing cards and product pages, in every
// locale ("3–5 working days" on the card read "3–5 days" on the product page, "2–4 weeks (freight)"
// read "14–28 days"), and a download is delivered at once ("delivery time: 0 days").
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/locale.ts'
import type { deliveryNote } from '../../domain/product.ts'
import type { ProductSummary } from '../../domain/types.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { DeliveryTimeNote } from './DeliveryTimeNote.tsx'

const embedded = await embeddedStoreApi()
const languages = await embedded.client().language.list()

const DOWNLOAD: Record<Locale, string> = {
  'de-DE': 'Sofort per Download lieferbar',
  'en-GB': 'Delivered instantly as a download',
  'fr-FR': 'Livraison immédiate par téléchargement',
}
const FREIGHT: Record<Locale, string> = {
  'de-DE': 'Lieferzeit: 2–4 Wochen (Spedition)',
  'en-GB': 'Delivery time: 2–4 weeks (freight)',
  'fr-FR': 'Délai de livraison\u202f: 2 à 4 semaines (transporteur)',
}

async function textOf(locale: Locale, product: Parameters<typeof deliveryNote>[0]): Promise<string> {
  const i18n = await createI18n(locale)
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <DeliveryTimeNote product={product} />
    </I18nProvider>,
  )
  const text = container.textContent ?? ''
  unmount()
  return text
}

describe.each(['de-DE', 'en-GB', 'fr-FR'] as const)('delivery time in %s', (locale) => {
  const languageId = languages.find((language) => language.localeCode === locale)?.id
  const api = embedded.client({ languageId })

  async function cardAndPage(product: ProductSummary) {
    const detail = await api.product.get(product.id)
    return { card: await textOf(locale, product), page: await textOf(locale, detail) }
  }

  it('reads the same on the listing card and the product page', async () => {
    const listing = await api.product.search('Sylt', { limit: 100 })
    const freight = listing.elements.find(
      (product) => product.deliveryTime?.includes('2–4') || product.deliveryTime?.includes('2 à 4'),
    )
    const parcel = listing.elements.find(
      (product) => product.deliveryTime && product !== freight && !product.download,
    )
    expect(freight).toBeDefined()
    expect(parcel).toBeDefined()
    for (const product of [freight!, parcel!]) {
      const { card, page } = await cardAndPage(product)
      expect(card).not.toBe('')
      expect(page).toBe(card)
    }
    expect((await cardAndPage(freight!)).page).toBe(FREIGHT[locale])
  })

  it('says a download is delivered at once, never "0 days"', async () => {
    const listing = await api.product.search('PDF', { limit: 20 })
    const download = listing.elements.find((product) => product.download)
    expect(download).toBeDefined()
    const { card, page } = await cardAndPage(download!)
    expect(card).toBe(DOWNLOAD[locale])
    expect(page).toBe(DOWNLOAD[locale])
    expect(page).not.toMatch(/\b0\b/)
  })
})
