import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStoreApiClient } from '../../api/index.ts'
import type { SessionContext } from '../../domain/types.ts'
import { createRootSystem, type RootSystem } from '../../system/create-root-system.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { SystemHost } from '../../system/host.ts'
import { renderWithI18n } from '../test-support/render.tsx'
import { NotificationToasts } from './ToastRegion.tsx'

// A server-rendered session lets the system start without any Store API call; a call would fail.
const session: SessionContext = {
  token: null,
  languageId: 'l1',
  languageIdChain: ['l1'],
  currency: { id: 'c1', isoCode: 'EUR', name: 'Euro', symbol: '€', shortName: 'EUR', factor: 1, decimals: 2 },
  taxState: 'gross',
  displayGross: true,
  shippingMethod: null,
  paymentMethod: null,
  countryId: null,
  salesChannel: {
    id: 's1',
    countryId: 'de',
    languageId: 'l1',
    navigationCategoryId: 'n1',
    footerCategoryId: null,
    serviceCategoryId: null,
    legalPages: {},
  },
  customer: null,
}

let system: RootSystem

beforeEach(() => {
  vi.useFakeTimers()
  const api = createStoreApiClient({
    baseURL: 'http://store.invalid/store-api',
    fetch: () => Promise.reject(new Error('no Store API in this test')),
  })
  system = createRootSystem({ api, sessionSnapshot: session })
})

afterEach(() => {
  system.stop()
  vi.useRealTimers()
})

function push(id: string, type: 'info' | 'danger', message: string, persistent = false) {
  act(() => {
    system.getSnapshot().context.notifications.send({
      type: 'notifications.push',
      notification: { id, type, message, persistent },
    })
  })
}

function renderToasts() {
  renderWithI18n(
    <SystemProvider system={SystemHost.running(system)}>
      <NotificationToasts />
    </SystemProvider>,
  )
  const region = screen.getByRole('region', { name: 'Notifications' })
  const [assertive, polite] = Array.from(region.querySelectorAll('ol'))
  return { region, assertive: assertive as HTMLElement, polite: polite as HTMLElement }
}

describe('NotificationToasts', () => {
  it('renders both live regions before any toast exists', () => {
    const { assertive, polite } = renderToasts()
    expect(assertive.getAttribute('aria-live')).toBe('assertive')
    expect(polite.getAttribute('aria-live')).toBe('polite')
    expect(polite.children).toHaveLength(0)
  })

  it('announces a toast politely and removes it after 2500 ms', () => {
    const { polite } = renderToasts()
    push('t1', 'info', 'Added to your wishlist')
    expect(within(polite).getByText('Added to your wishlist')).toBeTruthy()
    act(() => vi.advanceTimersByTime(2499))
    expect(within(polite).queryByText('Added to your wishlist')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(within(polite).queryByText('Added to your wishlist')).toBeNull()
  })

  it('keeps a persistent danger toast (assertive) until it is dismissed', () => {
    const { assertive } = renderToasts()
    push('t2', 'danger', 'Payment failed', true)
    act(() => vi.advanceTimersByTime(10_000))
    const toast = within(assertive).getByText('Payment failed').closest('li') as HTMLElement
    expect(toast.dataset.tone).toBe('danger')
    act(() => within(toast).getByRole('button', { name: 'Dismiss notification' }).click())
    expect(within(assertive).queryByText('Payment failed')).toBeNull()
  })
})
