import { afterAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import { createStoreApiClient } from '../../api/index.ts'
import type { NavigationEntry } from '../../domain/types.ts'
import { resolvePage } from './resolve-page.ts'

// Runs against the embedded back end: real SEO URLs, categories, products in three languages.
const { backend } = await createTestBackend()
afterAll(() => backend.close())

function client(languageId?: string) {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    languageId: () => languageId,
    fetch: async (input, init) => backend.fetch(new Request(input, init)),
  })
}

const languages = await client().language.list()
const languageId = (code: string) => languages.find((language) => language.localeCode === code)?.id
const de = client(languageId('de-DE'))
const en = client(languageId('en-GB'))

const flatten = (entries: NavigationEntry[]): NavigationEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children)])
const footer = flatten(await de.navigation.load('footer-navigation', 'footer-navigation', 2))
const category = footer.find(
  (entry) => entry.linkType !== 'product' && !entry.externalLink && entry.seoPathInfo,
)
const productEntry = footer.find((entry) => entry.linkType === 'product' && entry.internalLink)

describe('resolvePage', () => {
  it('resolves an SEO path to its category, with or without the trailing slash', async () => {
    expect(category).toBeDefined()
    const seo = `/${category!.seoPathInfo}`
    const withSlash = await resolvePage(de, seo)
    const withoutSlash = await resolvePage(de, seo.replace(/\/$/, ''))
    expect(withSlash?.kind).toBe('category')
    expect(withoutSlash?.kind).toBe('category')
    if (withSlash?.kind !== 'category') return
    expect(withSlash.category.id).toBe(category!.id)
    expect(withSlash.alternates['de-DE']).toBe(seo.replace(/\/$/, ''))
  })

  it("returns the same entity's path in every locale (language switch keeps the page)", async () => {
    const page = await resolvePage(de, `/${category!.seoPathInfo}`)
    const englishPath = page?.alternates['en-GB']
    expect(englishPath).toMatch(/^\/./)
    // The English path resolves, in English, to the same category.
    const english = await resolvePage(en, englishPath!)
    expect(english?.kind === 'category' && english.category.id).toBe(category!.id)
    expect(english?.alternates).toEqual(page?.alternates)
    expect(Object.keys(page?.alternates ?? {}).sort()).toEqual(['de-DE', 'en-GB', 'fr-FR'])
  })

  it('resolves technical paths of categories and products', async () => {
    const byId = await resolvePage(de, `/navigation/${category!.id}`)
    expect(byId?.kind === 'category' && byId.category.id).toBe(category!.id)
    expect(productEntry).toBeDefined()
    const product = await resolvePage(de, `/detail/${productEntry!.internalLink}`)
    expect(product?.kind === 'product' && product.product.id).toBe(productEntry!.internalLink)
  })

  it('returns null for paths and ids that do not exist', async () => {
    expect(await resolvePage(de, '/no/such/page')).toBeNull()
    expect(await resolvePage(de, `/detail/${'f'.repeat(32)}`)).toBeNull()
    expect(await resolvePage(de, `/navigation/${'e'.repeat(32)}`)).toBeNull()
  })
})
