import { I18nProvider } from '@lingui/react'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createStoreApiClient } from '../../api/index.ts'
import { cart, lineItem } from '../../domain/cart.test-support.ts'
import type { LegalLinks } from '../../domain/legal.ts'
import type { Locale } from '../../domain/locale.ts'
import type { SessionContext } from '../../domain/types.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { LegalLinksContext } from '../legal/legal-links-context.ts'
import { renderWithRouter } from '../test-support/render.tsx'
import { ConfirmStep } from './ConfirmStep.tsx'

// Defect 9 (issue 29): the terms checkbox had no link to the terms. The link sits inside the box's
// label, so pressing it must open the terms (in a new tab) without ticking the box.

const LEGAL: Record<Locale, LegalLinks> = {
  'de-DE': {
    tos: { href: '/AGB/', name: 'AGB' },
    revocation: { href: '/Widerrufsrecht/', name: 'Widerrufsrecht' },
  },
  'en-GB': {
    tos: { href: '/Terms-and-conditions/', name: 'Terms and conditions' },
    revocation: { href: '/Right-of-withdrawal/', name: 'Right of withdrawal' },
  },
  'fr-FR': {
    tos: { href: '/Conditions-generales-de-vente/', name: 'Conditions générales de vente' },
    revocation: { href: '/Droit-de-retractation/', name: 'Droit de rétractation' },
  },
}

// HTML: a label does not activate its control for a click on interactive content inside it (a
// link); browsers follow that, happy-dom forwards every click that reaches a label. Follow the spec
// here so that what the test sees is the component's doing.
const labelDispatch = HTMLLabelElement.prototype.dispatchEvent
beforeAll(() => {
  HTMLLabelElement.prototype.dispatchEvent = function (this: HTMLLabelElement, event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (event.type === 'click' && link && this.contains(link)) {
      return HTMLElement.prototype.dispatchEvent.call(this, event)
    }
    return labelDispatch.call(this, event)
  }
})
afterAll(() => {
  HTMLLabelElement.prototype.dispatchEvent = labelDispatch
})

const BASEPATH: Record<Locale, string> = { 'de-DE': '/', 'en-GB': '/', 'fr-FR': '/fr-FR' }

const session = {
  currency: { id: 'c', isoCode: 'EUR', name: 'Euro', symbol: '€', shortName: 'EUR', factor: 1, decimals: 2 },
} as Partial<SessionContext> as SessionContext

async function renderConfirm(locale: Locale, legal: LegalLinks, needsWaiver = false) {
  const i18n = await createI18n(locale, ['checkout'])
  const api = createStoreApiClient({
    baseURL: 'http://store.invalid',
    fetch: () => Promise.reject(new Error('offline')),
  })
  const system = SystemHost.running(createRootSystem({ api, sessionSnapshot: session }))
  const onAcceptTerms = vi.fn()
  const onDeclareWaiver = vi.fn()
  const { container } = await renderWithRouter(
    () => (
      <I18nProvider i18n={i18n}>
        <SystemProvider system={system}>
          <LegalLinksContext value={{ links: legal }}>
            <ConfirmStep
              cart={cart([lineItem()])}
              summaries={[]}
              paymentTechnicalName={null}
              invoiceDueDays={null}
              termsAccepted={false}
              needsWaiver={needsWaiver}
              waiverDeclared={false}
              blocking={[]}
              changes={[]}
              placing={false}
              onAcceptTerms={onAcceptTerms}
              onDeclareWaiver={onDeclareWaiver}
              onEdit={() => {}}
              onSubmit={() => {}}
            />
          </LegalLinksContext>
        </SystemProvider>
      </I18nProvider>
    ),
    '/',
    locale,
    BASEPATH[locale],
  )
  return { container, onAcceptTerms, onDeclareWaiver }
}

const TERMS_LINK: Record<Locale, { name: string; href: string }> = {
  'de-DE': { name: 'AGB (öffnet in einem neuen Tab)', href: '/AGB' },
  'en-GB': { name: 'terms and conditions (opens in a new tab)', href: '/Terms-and-conditions' },
  'fr-FR': {
    name: 'conditions générales de vente (s’ouvre dans un nouvel onglet)',
    href: '/fr-FR/Conditions-generales-de-vente',
  },
}

describe('ConfirmStep: the terms checkbox links the terms', () => {
  for (const locale of ['de-DE', 'en-GB', 'fr-FR'] as const) {
    it(`${locale}: the words naming the terms link to the shop's terms page, in a new tab`, async () => {
      await renderConfirm(locale, LEGAL[locale])
      const link = await screen.findByRole('link', { name: TERMS_LINK[locale].name })
      expect(link.getAttribute('href')).toBe(TERMS_LINK[locale].href)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      // The link is part of the box's label: the box is still named by the whole sentence.
      const box = screen.getByRole('checkbox')
      expect(box.closest('label')?.contains(link)).toBe(true)
    })
  }

  it('pressing the link (pointer or keyboard) does not tick the box; pressing the label still does', async () => {
    const { container, onAcceptTerms } = await renderConfirm('en-GB', LEGAL['en-GB'])
    const user = userEvent.setup()
    const link = await screen.findByRole('link', { name: /^terms and conditions/ })
    // After React's listener on the same root: whether the label kept the browser from opening the
    // link (React Aria's label prevents the default of every click in it); then the test's own
    // prevention, as there is no page to open.
    const prevented: boolean[] = []
    const record = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented)
      event.preventDefault()
    }
    container.addEventListener('click', record)
    try {
      await user.click(link)
      link.focus()
      await user.keyboard('{Enter}')
      fireEvent.click(link)
    } finally {
      container.removeEventListener('click', record)
    }
    expect(onAcceptTerms).not.toHaveBeenCalled()
    expect(prevented).toEqual([false, false, false])
    const label = screen.getByRole('checkbox').closest('label')
    if (!label) throw new Error('the checkbox has no label')
    await user.click(within(label).getByText(/accept them/))
    expect(onAcceptTerms).toHaveBeenCalledWith(true)
  })

  it('without the shop naming its terms page the sentence is plain text', async () => {
    await renderConfirm('de-DE', {})
    const box = await screen.findByRole('checkbox', {
      name: 'Ich habe die AGB gelesen und bin mit ihnen einverstanden.',
    })
    expect(box).toBeTruthy()
    expect(screen.queryByRole('link', { name: /AGB/ })).toBeNull()
  })

  it('the download waiver links the right of withdrawal to the withdrawal policy', async () => {
    await renderConfirm('fr-FR', LEGAL['fr-FR'], true)
    const link = await screen.findByRole('link', { name: /^droit de rétractation/ })
    expect(link.getAttribute('href')).toBe('/fr-FR/Droit-de-retractation')
  })
})
