// Issue 29 #5: with delivery to Switzerland chosen, prices are tax-free. The product page said
// "plus VAT"/"zzgl. MwSt." on them (no VAT is added), and the basket wrote the import VAT the
// English way in German and French ("8.1 %"). In all three locales, against the embedded back end.
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/locale.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { CartSummary } from '../cart/CartSummary.tsx'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { TaxNote } from './TaxNote.tsx'

const embedded = await embeddedStoreApi()
const languages = await embedded.client().language.list()
// Switzerland as the Store API lists it (src/** reads the back end only through the Store API).
const switzerland = (await embedded.client().address.countries()).find((country) => country.iso === 'CH')
if (!switzerland) throw new Error('seed: no Switzerland among the countries')

const EXPECTED: Record<Locale, { note: string; vat: RegExp }> = {
  'de-DE': {
    note: 'ohne MwSt. (steuerfreie Lieferung) zzgl. Versand',
    vat: /Einfuhrumsatzsteuer von 8,1\s%/,
  },
  'en-GB': { note: 'without VAT (tax-free delivery) plus shipping', vat: /import VAT of 8\.1%/ },
  'fr-FR': { note: 'sans TVA (livraison exonérée), hors frais de port', vat: /l’importation de 8,1\s%/ },
}

describe.each(['de-DE', 'en-GB', 'fr-FR'] as const)('delivery to Switzerland in %s', (locale) => {
  it('says the product price is without VAT and writes the import VAT rate the local way', async () => {
    const languageId = languages.find((language) => language.localeCode === locale)?.id
    const token = `swiss${locale.replace('-', '').toLowerCase()}`.padEnd(32, '0')
    const api = embedded.client({ languageId, token })
    await api.context.update({ countryId: switzerland.id })
    const session = await api.context.get()
    expect(session.taxState).toBe('tax-free')
    const oil = (await api.product.search('Teak', { limit: 20 })).elements.find((p) => !p.download)
    if (!oil) throw new Error('seed: no teak product')
    const cart = await api.cart.addProducts([{ productId: oil.id, quantity: 1 }])
    expect(cart.price.taxStatus).toBe('tax-free')
    const i18n = await createI18n(locale, ['cart'])
    const system = createRootSystem({ api, sessionSnapshot: session })
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <SystemProvider system={SystemHost.running(system)}>
          <TaxNote />
          <CartSummary cart={cart} busy={false} />
        </SystemProvider>
      </I18nProvider>,
    )
    expect(container.querySelector('.product-tax-note')?.textContent).toBe(EXPECTED[locale].note)
    expect(container.querySelector('[data-testid="swiss-vat-hint"]')?.textContent).toMatch(
      EXPECTED[locale].vat,
    )
  })
})
