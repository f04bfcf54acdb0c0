// The router's implementation of the app navigation (./router-navigation.tsx) in a real TanStack
// router (memory history) under the fr-FR prefix: what features get from `useApp().navigation`
// where the router drives the page.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppNavigation } from './app-context.ts'
import { routerNavigation } from './router-navigation.tsx'

/** A loader that waits until the test lets it finish (a slow Store API). */
function gate() {
  let open = (): void => undefined
  let promise: Promise<void> = Promise.resolve()
  return {
    close: () => {
      promise = new Promise<void>((resolve) => {
        open = resolve
      })
    },
    open: () => open(),
    wait: () => promise,
  }
}

async function renderRouted(path: string) {
  const loads: string[] = []
  const slow = gate()
  const holder: { navigation?: AppNavigation } = {}
  function Probe() {
    const navigation = holder.navigation as AppNavigation
    const location = navigation.useLocation()
    return (
      <div>
        <p data-testid="pending">{String(navigation.usePending())}</p>
        <p data-testid="location">{JSON.stringify(location)}</p>
        <navigation.Link href="/wishlist?p=2">Page 2</navigation.Link>
        <navigation.Link href="/Gartenmöbel/">Garden furniture</navigation.Link>
      </div>
    )
  }
  const load = async ({ location }: { location: { href: string } }) => {
    loads.push(location.href)
    await slow.wait()
  }
  const root = createRootRoute({ component: () => <Outlet /> })
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: Probe }),
    createRoute({ getParentRoute: () => root, path: 'search', component: Probe, loader: load }),
    createRoute({ getParentRoute: () => root, path: 'wishlist', component: Probe }),
    createRoute({ getParentRoute: () => root, path: '$', component: Probe, loader: load }),
  ]
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    basepath: '/fr-FR',
  })
  const navigation = routerNavigation(router, 'fr-FR')
  holder.navigation = navigation
  await router.load()
  render(<RouterProvider router={router} />)
  await screen.findByTestId('pending')
  return { router, navigation, loads, slow }
}

describe('routerNavigation', () => {
  it('navigates to a path inside the locale, without its trailing slash, keeping query, hash and state', async () => {
    const { router, navigation } = await renderRouted('/fr-FR/')
    await navigation.navigate({ href: '/garden/chairs/?p=2#reviews', state: { page: { id: 'c1' } } })
    expect(router.state.location.publicHref).toBe('/fr-FR/garden/chairs?p=2#reviews')
    expect((router.state.location.state as { page?: unknown }).page).toEqual({ id: 'c1' })
  })

  it('builds a query on the latest one, a navigation still loading included', async () => {
    const { router, navigation, slow } = await renderRouted('/fr-FR/chairs?limit=48')
    slow.close()
    const sorting = navigation.navigate({
      path: '/chairs',
      search: (latest) => ({ ...latest, order: 'price' }),
    })
    const paging = navigation.navigate({ path: '/chairs', search: (latest) => ({ ...latest, p: 2 }) })
    slow.open()
    await Promise.all([sorting, paging])
    expect(router.state.location.search).toEqual({ limit: 48, order: 'price', p: 2 })
    expect(router.state.location.publicHref).toBe('/fr-FR/chairs?limit=48&order=price&p=2')
  })

  it('builds hrefs with the prefix and the query as the router writes it, for own routes and SEO paths', async () => {
    const { navigation } = await renderRouted('/fr-FR/')
    expect(navigation.href('/search', { search: 'Stuhl', p: 2 })).toBe('/fr-FR/search?search=Stuhl&p=2')
    expect(navigation.href('/Gartenmöbel/Stühle', {})).toBe('/fr-FR/Gartenm%C3%B6bel/St%C3%BChle')
    expect(navigation.href('/chairs')).toBe('/fr-FR/chairs')
  })

  it('reads the page again on invalidate', async () => {
    const { navigation, loads } = await renderRouted('/fr-FR/chairs')
    expect(loads).toEqual(['/chairs'])
    await navigation.invalidate()
    expect(loads).toEqual(['/chairs', '/chairs'])
  })

  it('says a navigation is pending while the next page loads', async () => {
    const { navigation, slow } = await renderRouted('/fr-FR/')
    expect(screen.getByTestId('pending').textContent).toBe('false')
    slow.close()
    const going = navigation.navigate({ href: '/chairs' })
    await waitFor(() => expect(screen.getByTestId('pending').textContent).toBe('true'))
    slow.open()
    await going
    await waitFor(() => expect(screen.getByTestId('pending').textContent).toBe('false'))
  })

  it('gives the location inside the locale and as the address bar shows it', async () => {
    await renderRouted('/fr-FR/Gartenm%C3%B6bel?p=2')
    expect(JSON.parse(screen.getByTestId('location').textContent ?? '')).toEqual({
      path: '/Gartenmöbel',
      search: 'p=2',
      publicPath: '/fr-FR/Gartenm%C3%B6bel',
    })
  })

  it('links with the query typed as on arrival (a page number is a number) and SEO paths encoded once', async () => {
    await renderRouted('/fr-FR/')
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/fr-FR/wishlist?p=2')
    expect(screen.getByRole('link', { name: 'Garden furniture' }).getAttribute('href')).toBe(
      '/fr-FR/Gartenm%C3%B6bel',
    )
  })
})
