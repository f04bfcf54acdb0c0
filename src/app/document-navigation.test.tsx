// The document page's navigation (./document-navigation.tsx): links, page loads, addresses.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentNavigation } from './document-navigation.tsx'

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
    expect(navigation.usePending()).toBe(false)
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
    expect(documentNavigation('fr-FR', page, {}).useLocation()).toEqual({
      path: '/Gartenm%C3%B6bel',
      search: 'limit=48',
      publicPath: '/fr-FR/Gartenm%C3%B6bel',
    })
  })
})
