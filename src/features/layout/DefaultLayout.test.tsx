import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createStoreApiClient } from '../../api/index.ts'
import { IslandData } from '../../components/island-data.ts'
import type { NavigationEntry, SessionContext } from '../../domain/types.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { SystemHost } from '../../system/host.ts'
import { renderWithRouter } from '../test-support/render.tsx'
import { DefaultLayout } from './DefaultLayout.tsx'

function entry(
  key: string,
  name: string,
  seoPathInfo: string | null,
  children: NavigationEntry[] = [],
): NavigationEntry {
  return {
    id: key.padEnd(32, '0'),
    parentId: null,
    name,
    type: 'page',
    linkType: 'category',
    externalLink: null,
    internalLink: null,
    linkNewTab: false,
    seoPathInfo,
    media: null,
    breadcrumb: [name],
    level: 1,
    childCount: children.length,
    children,
  }
}

const navigation = IslandData.of({
  main: [entry('a1', 'Lounge', 'Lounge/', [entry('b1', 'Sofas', 'Lounge/Sofas/')])],
  footer: [
    entry('f1', 'Service & help', null, [entry('f2', 'Delivery', 'Delivery/'), entry('f3', 'Care', 'Care/')]),
  ],
  service: [
    entry('s1', 'Imprint', 'Imprint/'),
    { ...entry('s2', 'Designer blog', null), externalLink: 'https://blog.example' },
  ],
})

const session = {
  currency: { id: 'c', isoCode: 'EUR', name: 'Euro', symbol: '€', shortName: 'EUR', factor: 1, decimals: 2 },
} as Partial<SessionContext> as SessionContext

async function renderLayout(year = 2026) {
  const api = createStoreApiClient({
    baseURL: 'http://store.invalid',
    fetch: () => Promise.reject(new Error('offline')),
  })
  const system = createRootSystem({ api, sessionSnapshot: session })
  return renderWithRouter(() => (
    <SystemProvider system={SystemHost.running(system)}>
      <DefaultLayout navigation={navigation} layout="default" year={year}>
        <h1>Page body</h1>
      </DefaultLayout>
    </SystemProvider>
  ))
}

describe('DefaultLayout', () => {
  it('starts with a skip link to the main landmark', async () => {
    await renderLayout()
    const skip = screen.getAllByRole('link')[0]
    expect(skip?.textContent).toBe('Skip to main content')
    expect(skip?.getAttribute('href')).toBe('#main-content')
    const main = screen.getByRole('main')
    expect(main.id).toBe('main-content')
    expect(within(main).getByRole('heading', { level: 1, name: 'Page body' })).toBeTruthy()
  })

  it('has the header landmarks: contact banner, search, account, wishlist and cart entries', async () => {
    await renderLayout()
    const contact = screen.getByRole('complementary', { name: 'Contact' })
    expect(within(contact).getByRole('link').getAttribute('href')).toMatch(/^tel:\+49/)
    expect(within(contact).getByText(/Showroom:/)).toBeTruthy()
    const banner = screen.getByRole('banner')
    // Search, account menu, navigation and footer are islands: rendered in the browser (not
    // hydrated), they load their code at once and appear a moment later.
    const search = await within(banner).findByRole('search')
    expect(search.getAttribute('action')).toBe('/search')
    expect(within(search).getByRole('combobox', { name: 'Search products' }).getAttribute('name')).toBe(
      'search',
    )
    expect(within(search).getByRole('button', { name: 'Search' })).toBeTruthy()
    expect((await within(banner).findByRole('link', { name: 'Account' })).getAttribute('href')).toBe(
      '/account',
    )
    expect(within(banner).getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist')
    expect(within(banner).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/checkout/cart')
    expect(await within(banner).findByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
  })

  it('has the footer: navigation columns, service links, payment marks and the claim', async () => {
    await renderLayout()
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('heading', { name: 'Service & help' })).toBeTruthy()
    expect(within(footer).getByRole('link', { name: 'Delivery' }).getAttribute('href')).toBe('/Delivery')
    expect(within(footer).getByRole('link', { name: 'Designer blog' }).getAttribute('href')).toBe(
      'https://blog.example',
    )
    const payments = within(footer).getByRole('list', { name: 'Accepted payment methods' })
    // The drawn marks are aria-hidden; each list item is named by its visually hidden text.
    const names = Array.from(payments.querySelectorAll('li > .visually-hidden'), (node) => node.textContent)
    expect(names).toEqual([
      'Credit card',
      'Visa',
      'Mastercard',
      'American Express',
      'PayPal',
      'Apple Pay',
      'Prepayment',
    ])
    // Each mark's drawn text is hidden from assistive technology: the list item's hidden name speaks.
    expect(payments.querySelectorAll('.payment-mark[aria-hidden="true"]')).toHaveLength(names.length)
    expect(within(footer).getByText('Garden furniture since 1998 — over 25 years')).toBeTruthy()
  })

  it('shows the copyright from the founding year to the year it was rendered in', async () => {
    await renderLayout(2031)
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText('© Gartenwerk 1998–2031')).toBeTruthy()
  })
})
