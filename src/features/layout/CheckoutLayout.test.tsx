import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createStoreApiClient } from '../../api/index.ts'
import type { LegalLinks } from '../../domain/legal.ts'
import type { SessionContext } from '../../domain/types.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { LegalLinksContext } from '../legal/legal-links-context.ts'
import { renderWithRouter } from '../test-support/render.tsx'
import { CheckoutChrome } from './CheckoutLayout.tsx'

// Defect 9 (issue 29): the checkout's footer had no legal links. Like Shopware's minimal checkout
// footer it lists the shop's legal pages, opening them in a new tab so the checkout stays.

const session = {
  currency: { id: 'c', isoCode: 'EUR', name: 'Euro', symbol: '€', shortName: 'EUR', factor: 1, decimals: 2 },
} as Partial<SessionContext> as SessionContext

async function renderChrome(legal: LegalLinks) {
  const api = createStoreApiClient({
    baseURL: 'http://store.invalid',
    fetch: () => Promise.reject(new Error('offline')),
  })
  const system = SystemHost.running(createRootSystem({ api, sessionSnapshot: session }))
  await renderWithRouter(() => (
    <SystemProvider system={system}>
      <LegalLinksContext value={{ links: legal }}>
        <CheckoutChrome>
          <h1>Checkout</h1>
        </CheckoutChrome>
      </LegalLinksContext>
    </SystemProvider>
  ))
  return screen.getByRole('contentinfo')
}

describe('CheckoutChrome footer', () => {
  it('links the terms, privacy policy, withdrawal policy and imprint, each in a new tab', async () => {
    const footer = await renderChrome({
      imprint: { href: '/Imprint/', name: 'Imprint' },
      revocation: { href: '/Right-of-withdrawal/', name: 'Right of withdrawal' },
      privacy: { href: '/Privacy-policy/', name: 'Privacy policy' },
      tos: { href: '/Terms-and-conditions/', name: 'Terms and conditions' },
    })
    const nav = within(footer).getByRole('navigation', { name: 'Legal information' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms and conditions (opens in a new tab)', '/Terms-and-conditions'],
      ['Privacy policy (opens in a new tab)', '/Privacy-policy'],
      ['Right of withdrawal (opens in a new tab)', '/Right-of-withdrawal'],
      ['Imprint (opens in a new tab)', '/Imprint'],
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
  })

  it('shows no legal navigation when the shop named no legal pages', async () => {
    const footer = await renderChrome({})
    expect(within(footer).queryByRole('navigation')).toBeNull()
    expect(within(footer).getByText(/Secure checkout/)).toBeTruthy()
  })
})
