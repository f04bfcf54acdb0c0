import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch } from './upstream.ts'

// Defect 9 (issue 29): the server's registration page links the privacy checkbox to the shop's
// privacy policy (the sales channel's gartenwerk_legal_pages, resolved in the page's menus), in the
// page's language, in a new tab; the checkout's footer lists the legal pages. Catalogue pages do not
// carry the links in their data.

let test: TestBackend
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  test = await createTestBackend()
  app = createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream: {
      mode: 'embedded',
      accessKey: test.backend.accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch((request) => test.backend.fetch(request), 10_000),
      close() {},
    },
    render: async () => (await import('../src/entry-server.tsx')).render,
    assets: async () => ({ scripts: [], css: [], preloads: [] }),
  })
})
afterAll(() => test?.backend.close())

async function page(url: string): Promise<string> {
  const target = new URL(url)
  const response = await app.request(target.href, { headers: { host: target.host } })
  expect(response.status, url).toBe(200)
  return response.text()
}

/** The anchors of the page whose text starts with `words`, as their opening tags. */
function anchorsNamed(html: string, words: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([^<]*)/g)]
    .filter((m) => m[2]?.startsWith(words))
    .map((m) => m[1] ?? '')
}

describe('legal links rendered by the server', () => {
  it.each([
    ['http://localhost:3000/register', 'Datenschutzerklärung', 'href="/Rechtliches/Datenschutz"'],
    ['http://en.localhost:3000/register', 'privacy policy', 'href="/Legal/Privacy-policy"'],
    [
      'http://localhost:3000/fr-FR/register',
      'politique de confidentialité',
      'href="/fr-FR/Informations-legales/Politique-de-confidentialite"',
    ],
  ])('%s: the privacy box links the privacy policy in a new tab', async (url, words, href) => {
    const html = await page(url)
    const [anchor, ...more] = anchorsNamed(html, words)
    expect(more).toEqual([])
    expect(anchor).toContain(href)
    expect(anchor).toContain('target="_blank"')
  })

  it('the cart page (checkout chrome) lists terms, privacy, withdrawal and imprint in its footer', async () => {
    const html = await page('http://localhost:3000/checkout/cart')
    const footer =
      /<footer class="site-footer site-footer--checkout">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? ''
    const names = [...footer.matchAll(/<a\b[^>]*target="_blank"[^>]*>([^<]*)/g)].map((m) => m[1])
    expect(names).toEqual(['AGB', 'Datenschutz', 'Widerrufsrecht', 'Impressum'])
  })

  it('a catalogue page does not carry them in its data (its footer links them as HTML)', async () => {
    const html = await page('http://localhost:3000/Gartentische/Esstische')
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
    expect(html).toContain('/Rechtliches/Datenschutz')
    expect(scripts.join('')).not.toContain('Rechtliches/Datenschutz')
    const cart = await page('http://localhost:3000/checkout/cart')
    expect(
      [...cart.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].some((m) =>
        m[1]?.includes('Rechtliches/Datenschutz'),
      ),
    ).toBe(true)
  })
})
