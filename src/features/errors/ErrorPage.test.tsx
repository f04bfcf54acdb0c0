// The error pages and the route's not-found page, rendered as a router page renders them.
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { renderWithRouter, TestAppContext } from '../test-support/render.tsx'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx'

// Renders the page inside a real router (its home link needs one) with the English source catalog.
async function renderPage(props: ErrorPageProps): Promise<void> {
  const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } })
  const page = (): ReactNode => <ErrorPage {...props} />
  const rootRoute = createRootRoute()
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: page })
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: page })
  const router = createRouter({
    InnerWrap: TestAppContext,
    routeTree: rootRoute.addChildren([indexRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/missing'] }),
  })
  await router.load()
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  await screen.findByRole('heading', { level: 1 })
}

describe('ErrorPage', () => {
  afterEach(cleanup)

  it('shows status, the not-found message with the path and a link home', async () => {
    await renderPage({ kind: 'notFound', status: 404, path: '/missing' })
    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Page not found: /missing')
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/')
  })

  it('uses the fatal wording for route validation failures', async () => {
    await renderPage({ kind: 'notFound', status: 404, path: '/x', fatal: true })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Page Not Found: /x')
  })

  it.each([
    ['timeout', 408, /too long/],
    ['badGateway', 502, /cannot be reached/],
    ['unavailable', 503, /temporarily unavailable/],
    ['server', 500, /went wrong/],
  ] as const)('shows the %s page with status %i', async (kind, status, text) => {
    await renderPage({ kind, status })
    expect(screen.getByText(String(status))).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(text)
  })

  it('shows the maintenance page with title and text', async () => {
    await renderPage({ kind: 'maintenance', status: 503 })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We are carrying out maintenance')
    expect(screen.getByText(/back shortly/)).toBeTruthy()
  })
})

describe('RouteNotFound', () => {
  it('quotes the path as the address bar shows it, locale prefix included, without the query', async () => {
    const { RouteNotFound } = await import('./RouteError.tsx')
    await renderWithRouter(() => <RouteNotFound />, '/fr-FR/Gartenm%C3%B6bel?p=2', 'fr-FR', '/fr-FR')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toContain('Page not found: /fr-FR/Gartenm%C3%B6bel')
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/fr-FR/')
  })
})
