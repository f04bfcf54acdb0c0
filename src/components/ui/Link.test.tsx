import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../features/test-support/render.tsx'
import { Link } from './Link.tsx'

async function hrefOf(href: string, basepath = '/') {
  await renderWithRouter(() => <Link href={href}>target</Link>, '/', 'de-DE', basepath)
  return screen.getByText('target').closest('a')?.getAttribute('href') ?? null
}

describe('Link', () => {
  it('links SEO paths through the router without the trailing slash it would redirect away', async () => {
    expect(await hrefOf('/Garten/Loungemoebel/')).toBe('/Garten/Loungemoebel')
  })

  it('keeps the locale prefix, the query and the fragment', async () => {
    // The query goes through the router's search serialiser (it may JSON-quote values).
    const href = await hrefOf('/Pflege?tab=teak#oil', '/fr-FR')
    expect(href).toBe('/fr-FR/Pflege?tab=teak#oil')
  })

  it('gives every router its own href for the same target, whichever router parsed it first', async () => {
    // Parsed targets are kept per route tree, shared by the routers of all locales.
    expect(await hrefOf('/Pflege/Holz?tab=teak#oil', '/fr-FR')).toBe('/fr-FR/Pflege/Holz?tab=teak#oil')
    cleanup()
    expect(await hrefOf('/Pflege/Holz?tab=teak#oil')).toBe('/Pflege/Holz?tab=teak#oil')
  })

  it('encodes umlauts once', async () => {
    expect(await hrefOf('/Gartenmöbel/Bänke')).toBe('/Gartenm%C3%B6bel/B%C3%A4nke')
  })

  it('leaves the app for external URLs, with noopener', async () => {
    await renderWithRouter(() => <Link href="https://www.instagram.com/gartenwerk">Instagram</Link>)
    const link = screen.getByRole('link', { name: 'Instagram' })
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/gartenwerk')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('never renders javascript: or data: URLs as a target', async () => {
    await renderWithRouter(() => (
      <>
        {/* biome-ignore lint/security/noScriptUrl: the point of the test is that it is refused */}
        <Link href="javascript:alert(1)">js</Link>
        <Link href="data:text/html,x">data</Link>
      </>
    ))
    for (const name of ['js', 'data']) {
      expect(screen.getByText(name).closest('[href]')).toBeNull()
    }
  })
})
