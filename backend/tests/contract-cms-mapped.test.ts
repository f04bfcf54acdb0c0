import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { type ContractClient, createContractClient, elementsOf, type Json } from './contract-client.ts'

/**
 * Mapped CMS values and SEO links, through the HTTP API (every answer validated against the
 * official schema by the contract client): category, landing and product pages resolve their
 * mapped slots against their entity, static text resolves `{{ }}` placeholders, and no link written
 * into content or navigation stays technical when its target has an SEO URL.
 */

let client: ContractClient
const TECHNICAL = /(?:124c71d524604ccbad6042edce3ac799)?\/(?:navigation|detail|landingPage)\/[0-9a-f]{32}/
const LANGUAGES = [IDS.languageDe, IDS.languageEn, IDS.languageFr]

type Slot = { type: string; config: Record<string, { source: string; value: unknown }>; data: Json | null }

function slotsOf(page: unknown): Slot[] {
  const sections = ((page as Json | null)?.sections ?? []) as Json[]
  return sections.flatMap((s) => (s.blocks as Json[]).flatMap((b) => b.slots as Slot[]))
}

/** Strings of a page's slot configs and data, where editor-written links live. */
function linkTexts(page: unknown): string {
  return JSON.stringify(
    slotsOf(page)
      .filter((s) => ['text', 'html', 'image', 'image-slider', 'image-gallery'].includes(s.type))
      .map((s) => [s.config, s.data]),
  )
}

const flat = (tree: Json[]): Json[] => tree.flatMap((x) => [x, ...flat((x.children ?? []) as Json[])])

beforeAll(async () => {
  client = await createContractClient()
})
afterAll(() => client?.close())

describe('mapped values', () => {
  it('a category page shows its own description where the listing layout maps category.description', async () => {
    const tree = await client.ok<Json[]>('GET', '/navigation/{activeId}/{rootId}', {
      params: { activeId: 'main-navigation', rootId: 'main-navigation' },
    })
    let checked = 0
    for (const entry of tree) {
      const category = await client.ok<Json>('POST', '/category/{navigationId}', {
        params: { navigationId: String(entry.id) },
        body: { limit: 1 },
      })
      const mappedText = slotsOf(category.cmsPage).find(
        (s) => s.type === 'text' && s.config.content?.value === 'category.description',
      )
      if (!mappedText) continue
      const description = (category.translated as Json).description ?? category.description ?? ''
      expect(mappedText.data?.content).toBe(description)
      expect(JSON.stringify(slotsOf(category.cmsPage).map((s) => s.data))).not.toContain(
        'category.description',
      )
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('a product with its own layout resolves name, cover image and {{ }} placeholders in all languages', async () => {
    const listing = await client.ok<Json>('POST', '/search', { body: { search: 'Amrum', limit: 48 } })
    let own: Json | null = null
    for (const candidate of elementsOf(listing)) {
      const detail = await client.ok<Json>('POST', '/product/{productId}', {
        params: { productId: String(candidate.id) },
        body: {},
      })
      const page = (detail.product as Json).cmsPage as Json | undefined
      if (page && page.id !== IDS.cmsDefaultProductDetailPage) {
        own = detail.product as Json
        break
      }
    }
    if (!own) throw new Error('no Amrum product with a layout of its own')
    for (const languageId of LANGUAGES) {
      const detail = await client.ok<Json>('POST', '/product/{productId}', {
        params: { productId: String(own.id) },
        body: {},
        headers: { 'sw-language-id': languageId },
      })
      const product = detail.product as Json
      const name = String((product.translated as Json).name)
      const slots = slotsOf(product.cmsPage)
      expect(slots.find((s) => s.type === 'product-name')?.data?.content).toBe(name)
      const story = slots.find((s) => s.type === 'text' && String(s.data?.content).includes('<h2>'))
      expect(story?.data?.content).toContain(name)
      for (const text of slots.filter((s) => s.type === 'text' || s.type === 'html')) {
        expect(String(text.data?.content)).not.toMatch(/{{|}}/)
      }
      const image = slots.find((s) => s.type === 'image')
      expect((image?.data?.media as Json | undefined)?.id).toBe(((product.cover as Json).media as Json).id)
      const html = slots.find((s) => s.type === 'html')
      expect(String(html?.data?.content)).toContain('<table>')
      expect(linkTexts(product.cmsPage)).not.toMatch(TECHNICAL)
    }
  })

  it('the default product page maps the product name, never the raw key', async () => {
    const listing = await client.ok<Json>('POST', '/search', { body: { search: 'Tisch', limit: 1 } })
    const [first] = elementsOf(listing)
    const detail = await client.ok<Json>('POST', '/product/{productId}', {
      params: { productId: String(first?.id) },
      body: {},
    })
    const product = detail.product as Json
    const slots = slotsOf(product.cmsPage)
    expect(slots.find((s) => s.type === 'product-name')?.data?.content).toBe(
      (product.translated as Json).name,
    )
  })
})

describe('SEO links', () => {
  for (const languageId of LANGUAGES) {
    it(`content and navigation links are SEO paths (${languageId})`, async () => {
      const headers = { 'sw-language-id': languageId }
      const home = await client.ok<Json>('POST', '/category/{navigationId}', {
        params: { navigationId: 'home' },
        body: {},
        headers,
      })
      const homeLinks = linkTexts(home.cmsPage)
      expect(homeLinks).not.toMatch(TECHNICAL)
      expect(homeLinks).not.toContain('124c71d524604ccbad6042edce3ac799')
      for (const alias of ['main-navigation', 'footer-navigation', 'service-navigation']) {
        const tree = await client.ok<Json[]>('POST', '/navigation/{activeId}/{rootId}', {
          params: { activeId: alias, rootId: alias },
          body: { depth: 3 },
          headers,
        })
        for (const entry of flat(tree)) {
          if (entry.type === 'folder') continue
          expect(typeof entry.seoUrl, `${alias}: ${String(entry.name)}`).toBe('string')
          expect(String(entry.seoUrl), `${alias}: ${String(entry.name)}`).not.toMatch(TECHNICAL)
        }
      }
      const pages = await client.ok<Json>('POST', '/seo-url', {
        body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 50 },
        headers,
      })
      for (const seo of elementsOf(pages)) {
        const landing = await client.ok<Json>('POST', '/landing-page/{landingPageId}', {
          params: { landingPageId: String(seo.foreignKey) },
          body: { limit: 1 },
          headers,
        })
        expect(linkTexts(landing.cmsPage)).not.toMatch(TECHNICAL)
      }
    })
  }
})
