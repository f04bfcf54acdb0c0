import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { NavigationEntry } from '../../domain/types.ts'
import { renderWithRouter } from '../test-support/render.tsx'
import { MainNavigation } from './MainNavigation.tsx'

function entry(
  id: string,
  name: string,
  children: NavigationEntry[] = [],
  seoPathInfo: string | null = null,
): NavigationEntry {
  return {
    id: id.padEnd(32, '0'),
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

const entries = [
  entry('a1', 'Lounge', [entry('b1', 'Sofas', [], 'Lounge/Sofas/'), entry('b2', 'Daybeds')], 'Lounge/'),
  entry('a2', 'Dining', [entry('b3', 'Tables', [], 'Dining/Tables/')], 'Dining/'),
  entry('a3', 'Sale', [], 'Sale/'),
]

describe('MainNavigation', () => {
  it('renders links built from navigation entries', async () => {
    await renderWithRouter(() => <MainNavigation entries={entries} />)
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Lounge' }).getAttribute('href')).toBe('/Lounge')
    expect(screen.getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe('/Sale')
  })

  it('keeps the locale prefix in links (router basepath)', async () => {
    await renderWithRouter(() => <MainNavigation entries={entries} />, '/fr-FR/', 'fr-FR', '/fr-FR')
    expect(screen.getByRole('link', { name: 'Lounge' }).getAttribute('href')).toBe('/fr-FR/Lounge')
  })

  it('opens a flyout with the keyboard and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup()
    await renderWithRouter(() => <MainNavigation entries={entries} />)
    const toggle = screen.getByRole('button', { name: 'Lounge: show subcategories' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Sofas' })).toBeNull()

    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(panel?.hidden).toBe(false)
    const sofas = screen.getByRole('link', { name: 'Sofas' })
    expect(sofas.getAttribute('href')).toBe('/Lounge/Sofas')
    // Without an SEO path the technical path (/navigation/<id>) is used.
    expect(screen.getByRole('link', { name: 'Daybeds' }).getAttribute('href')).toBe(
      `/navigation/${'b2'.padEnd(32, '0')}`,
    )

    await user.tab()
    expect(document.activeElement).toBe(sofas)
    await user.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('keeps only one flyout open and closes when focus leaves the item', async () => {
    const user = userEvent.setup()
    await renderWithRouter(() => (
      <>
        <MainNavigation entries={entries} />
        <button type="button">after</button>
      </>
    ))
    const lounge = screen.getByRole('button', { name: 'Lounge: show subcategories' })
    const dining = screen.getByRole('button', { name: 'Dining: show subcategories' })
    await user.click(lounge)
    expect(lounge.getAttribute('aria-expanded')).toBe('true')
    await user.click(dining)
    expect(dining.getAttribute('aria-expanded')).toBe('true')
    expect(lounge.getAttribute('aria-expanded')).toBe('false')

    dining.focus()
    await user.tab() // Tables
    await user.tab() // Sale: focus left the Dining item
    await waitFor(() => expect(dining.getAttribute('aria-expanded')).toBe('false'))
  })

  it('toggles the mobile menu disclosure', async () => {
    const user = userEvent.setup()
    await renderWithRouter(() => <MainNavigation entries={entries} />)
    const menu = screen.getByRole('button', { name: 'Menu' })
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    await user.click(menu)
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('navigation').hasAttribute('data-open')).toBe(true)
  })
})
