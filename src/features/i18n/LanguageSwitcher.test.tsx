import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/locale.ts'
import type { LocaleOrigins } from '../../i18n/alternates.ts'
import { testI18n, TestAppContext } from '../test-support/render.tsx'
import { languageLinks } from './language-links.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'

const origins: LocaleOrigins = {
  'de-DE': 'http://localhost:3000',
  'en-GB': 'http://en.localhost:3000',
  'fr-FR': 'http://localhost:3000/fr-FR',
}

describe('languageLinks', () => {
  it("links to the same entity's path in every locale, on its own domain or prefix", () => {
    const links = languageLinks(
      { 'de-DE': '/Lounge/Sofas/', 'en-GB': '/Lounge/Sofas-EN/', 'fr-FR': '/Salon/Canapes/' },
      origins,
    )
    expect(links).toEqual([
      { locale: 'de-DE', name: 'Deutsch', href: 'http://localhost:3000/Lounge/Sofas/' },
      { locale: 'en-GB', name: 'English', href: 'http://en.localhost:3000/Lounge/Sofas-EN/' },
      { locale: 'fr-FR', name: 'Français', href: 'http://localhost:3000/fr-FR/Salon/Canapes/' },
    ])
  })

  it("keeps the page's query (a listing's filters and sorting), but not on a fallback or an alternate's own", () => {
    const query = 'order=price-asc&manufacturer=af71'
    const links = languageLinks({ 'de-DE': '/Gartenstuehle', 'fr-FR': '/search?search=teck' }, origins, query)
    expect(links.map((link) => link.href)).toEqual([
      `http://localhost:3000/Gartenstuehle?${query}`,
      'http://en.localhost:3000/',
      'http://localhost:3000/fr-FR/search?search=teck',
    ])
  })

  it("falls back to the locale's home page when the page has no alternate there", () => {
    const [, en] = languageLinks({ 'de-DE': '/nur-deutsch/' }, origins)
    expect(en?.href).toBe('http://en.localhost:3000/')
  })
})

async function renderSwitcher(locale: Locale, path: string, alternates?: Record<string, string>) {
  const root = createRootRouteWithContext<{ locale: Locale; origins: LocaleOrigins }>()({
    component: () => (
      <>
        <LanguageSwitcher />
        <Outlet />
      </>
    ),
  })
  const page = createRoute({
    getParentRoute: () => root,
    path: '$',
    loader: () => (alternates ? { alternates } : {}),
    component: () => <p>page</p>,
  })
  const router = createRouter({
    InnerWrap: TestAppContext,
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { locale, origins },
  })
  await router.load()
  render(
    <I18nProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

describe('LanguageSwitcher', () => {
  it('offers the current page in every language, names in their own language', async () => {
    const user = userEvent.setup()
    await renderSwitcher('en-GB', '/Lounge/Sofas-EN/', {
      'de-DE': '/Lounge/Sofas/',
      'en-GB': '/Lounge/Sofas-EN/',
      'fr-FR': '/Salon/Canapes/',
    })
    const trigger = await screen.findByRole('button', { name: 'Language: English' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('list', { name: 'Choose language' })
    const items = within(list).getAllByRole('link')
    expect(
      items.map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('lang')]),
    ).toEqual([
      ['Deutsch', 'http://localhost:3000/Lounge/Sofas/', 'de-DE'],
      ['English', 'http://en.localhost:3000/Lounge/Sofas-EN/', 'en-GB'],
      ['Français', 'http://localhost:3000/fr-FR/Salon/Canapes/', 'fr-FR'],
    ])
    expect(items[1]?.getAttribute('aria-current')).toBe('true')

    await user.keyboard('{Escape}')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger)
  })

  it('keeps the filters and sorting of the listing shown', async () => {
    const user = userEvent.setup()
    await renderSwitcher('de-DE', '/Gartenstuehle?order=price-asc&p=2', {
      'de-DE': '/Gartenstuehle',
      'en-GB': '/Garden-chairs',
    })
    await user.click(await screen.findByRole('button', { name: 'Language: Deutsch' }))
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      'http://en.localhost:3000/Garden-chairs?order=price-asc&p=2',
    )
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe(
      'http://localhost:3000/fr-FR/',
    )
  })

  it('uses the same path everywhere on pages without alternates (static routes)', async () => {
    const user = userEvent.setup()
    await renderSwitcher('de-DE', '/shopware')
    await user.click(await screen.findByRole('button', { name: 'Language: Deutsch' }))
    const french = screen.getByRole('link', { name: 'Français' })
    expect(french.getAttribute('href')).toBe('http://localhost:3000/fr-FR/shopware')
  })
})
