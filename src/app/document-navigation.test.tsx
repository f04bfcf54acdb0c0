// The document page's navigation (./document-navigation.tsx): links, page loads, addresses.
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { type ReactNode, Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentNavigation } from './document-navigation.tsx'
import { DocumentQuery } from './document-query.tsx'

afterEach(() => cleanup())

function currentLinks(path: string): string[] {
  const { Link } = documentNavigation('en-GB', { path, search: '' }, {})
  render(
    <nav>
      <Link href="/account" exact>
        Overview
      </Link>
      <Link href="/account/order">Orders</Link>
    </nav>,
  )
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '')
}

describe('documentNavigation links', () => {
  it('mark a link current on its path and below it, an exact one on its own path only', () => {
    expect(currentLinks('/account/order/0190c0ffee0000000000000000000001')).toEqual(['Orders'])
  })

  it('mark the exact link on its own path', () => {
    expect(currentLinks('/account/')).toEqual(['Overview'])
  })
})

describe('documentNavigation without the router', () => {
  const page = { path: '/Gartenm%C3%B6bel', search: '?limit=48' }

  function spyOnLocation() {
    const calls: string[] = []
    const assign = vi
      .spyOn(window.location, 'assign')
      .mockImplementation((url) => void calls.push(`assign ${url}`))
    const replace = vi
      .spyOn(window.location, 'replace')
      .mockImplementation((url) => void calls.push(`replace ${url}`))
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => void calls.push('reload'))
    return {
      calls,
      restore: () => {
        assign.mockRestore()
        replace.mockRestore()
        reload.mockRestore()
      },
    }
  }

  it('navigates by page loads under the locale prefix, a query built on the page’s own', async () => {
    const navigation = documentNavigation('fr-FR', page, {})
    const location = spyOnLocation()
    try {
      await navigation.navigate({ href: '/search?search=Stuhl' })
      await navigation.navigate({ href: '/account', replace: true })
      await navigation.navigate({ path: '/Gartenm%C3%B6bel', search: (latest) => ({ ...latest, p: 2 }) })
      expect(location.calls).toEqual([
        'assign /fr-FR/search?search=Stuhl',
        'replace /fr-FR/account',
        'assign /fr-FR/Gartenm%C3%B6bel?limit=48&p=2',
      ])
    } finally {
      location.restore()
    }
  })

  it('reloads the page on invalidate and is never pending', async () => {
    const navigation = documentNavigation('en-GB', page, {})
    const location = spyOnLocation()
    try {
      await navigation.invalidate()
      expect(location.calls).toEqual(['reload'])
    } finally {
      location.restore()
    }
    expect(renderHook(() => navigation.usePending()).result.current).toBe(false)
  })

  it('builds hrefs as the router writes them', () => {
    const fr = documentNavigation('fr-FR', page, {})
    expect(fr.href('/search', { search: 'Stuhl', p: 2 })).toBe('/fr-FR/search?search=Stuhl&p=2')
    expect(fr.href('/')).toBe('/fr-FR')
    expect(documentNavigation('en-GB', page, {}).href('/chairs/', { search: '123' })).toBe(
      '/chairs?search=%22123%22',
    )
  })

  it('gives the page’s location inside the locale and as the address bar shows it', () => {
    const navigation = documentNavigation('fr-FR', page, {})
    expect(renderHook(() => navigation.useLocation()).result.current).toEqual({
      path: '/Gartenm%C3%B6bel',
      search: 'limit=48',
      publicPath: '/fr-FR/Gartenm%C3%B6bel',
    })
  })
})

describe('a document page’s query, changed in place', () => {
  const page = { path: '/Gartenm%C3%B6bel', search: '?limit=20' }

  /** Shows the query the page shows and whether it is pending; the content waits for `data(search)`. */
  function Content({
    navigation,
    data,
  }: {
    navigation: ReturnType<typeof documentNavigation>
    data: (search: string) => Promise<string> | string
  }) {
    const { search } = navigation.useLocation()
    const value = data(search)
    const shown = typeof value === 'string' ? value : use(value)
    return (
      <p>
        {shown} {navigation.usePending() ? 'busy' : 'idle'}
      </p>
    )
  }

  function renderPage(data: (search: string) => Promise<string> | string) {
    window.history.replaceState(null, '', '/fr-FR/Gartenm%C3%B6bel?limit=20')
    const navigation = documentNavigation('fr-FR', page, {})
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DocumentQuery navigation={navigation} initial={{ path: page.path, search: '?limit=20' }}>
        <Suspense fallback={<p>fallback</p>}>{children}</Suspense>
      </DocumentQuery>
    )
    render(<Content navigation={navigation} data={data} />, { wrapper })
    return navigation
  }

  it('changes the address without a page load, keeps the last content until the next is there', async () => {
    const location = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const loads = new Map<string, Promise<string>>()
    const resolvers = new Map<string, (value: string) => void>()
    const data = (search: string) => {
      if (search === 'limit=20') return 'first'
      let load = loads.get(search)
      if (!load) {
        load = new Promise<string>((resolve) => resolvers.set(search, resolve))
        loads.set(search, load)
      }
      return load
    }
    try {
      const navigation = renderPage(data)
      expect(screen.getByText('first idle')).toBeTruthy()
      let shown = false
      await act(async () => {
        // The decoded path the catch-all route's parameter gives is the same page.
        void navigation
          .navigate({ path: '/Gartenmöbel', search: (latest) => ({ ...latest, p: 2 }) })
          .then(() => {
            shown = true
          })
      })
      expect(window.location.search).toBe('?limit=20&p=2')
      expect(screen.getByText('first busy')).toBeTruthy()
      expect(shown).toBe(false)
      await act(async () => resolvers.get('limit=20&p=2')?.('second'))
      expect(screen.getByText('second idle')).toBeTruthy()
      expect(shown).toBe(true)
      // Back: the first query again, from what the page had.
      await act(async () => {
        window.history.replaceState(null, '', '/fr-FR/Gartenm%C3%B6bel?limit=20')
        window.dispatchEvent(new PopStateEvent('popstate'))
      })
      expect(screen.getByText('first idle')).toBeTruthy()
      // Another path, or a hash, is a page load.
      await act(() => navigation.navigate({ href: '/search?search=Stuhl' }))
      await act(() => navigation.navigate({ href: '/Gartenm%C3%B6bel?p=3#top' }))
      expect(location.mock.calls.map(([url]) => url)).toEqual([
        '/fr-FR/search?search=Stuhl',
        '/fr-FR/Gartenm%C3%B6bel?p=3#top',
      ])
    } finally {
      location.mockRestore()
    }
  })

  it('builds a change on the query asked for last, not the one still shown', async () => {
    const data = (search: string) => (search === 'limit=20' ? 'first' : new Promise<string>(() => {}))
    const navigation = renderPage(data)
    await act(async () => {
      void navigation.navigate({
        path: '/Gartenm%C3%B6bel',
        search: (latest) => ({ ...latest, order: 'price-asc' }),
      })
    })
    await act(async () => {
      void navigation.navigate({ path: '/Gartenm%C3%B6bel', search: (latest) => ({ ...latest, p: 2 }) })
    })
    expect(window.location.search).toBe('?limit=20&order=price-asc&p=2')
    expect(screen.getByText('first busy')).toBeTruthy()
  })

  it('shows another path the page takes in place: at its top, the focus on the content', async () => {
    window.history.replaceState(null, '', '/fr-FR/Gartenm%C3%B6bel')
    const navigation = documentNavigation('fr-FR', { path: '/Gartenm%C3%B6bel', search: '' }, {})
    const takes = (_path: string, state: unknown) => state !== null
    const paths = { takes, alternates: () => ({ 'de-DE': '/detail/1' }) }
    function Where() {
      const { path } = navigation.useLocation()
      return <p>{path}</p>
    }
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    try {
      render(
        <DocumentQuery
          navigation={navigation}
          initial={{ path: '/Gartenm%C3%B6bel', search: '' }}
          paths={paths}
        >
          <main tabIndex={-1}>
            <Where />
          </main>
        </DocumentQuery>,
      )
      let shown = false
      await act(async () => {
        void navigation.navigate({ href: '/Stuhl/GW-1', state: { page: { id: '1' } } }).then(() => {
          shown = true
        })
      })
      expect(shown).toBe(true)
      expect(window.location.pathname).toBe('/fr-FR/Stuhl/GW-1')
      expect(screen.getByText('/Stuhl/GW-1')).toBeTruthy()
      expect(scrollTo).toHaveBeenCalledWith(0, 0)
      expect(document.activeElement?.tagName).toBe('MAIN')
      // Without a state the page cannot take it: a page load.
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
      await act(() => navigation.navigate({ href: '/Tisch' }))
      expect(assign).toHaveBeenCalledWith('/fr-FR/Tisch')
      assign.mockRestore()
    } finally {
      scrollTo.mockRestore()
    }
  })
})
