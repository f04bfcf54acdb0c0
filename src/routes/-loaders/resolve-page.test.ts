import { afterAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import { createStoreApiClient } from '../../api/index.ts'
import type { NavigationEntry } from '../../domain/types.ts'
import { knownPages } from './known-pages.ts'
import { redirectTarget, resolvePage } from './resolve-page.ts'

// Runs against the embedded back end: real SEO URLs, categories, products in three languages.
const { backend } = await createTestBackend()
afterAll(() => backend.close())

const requests: string[] = []
function client(languageId?: string) {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    languageId: () => languageId,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      requests.push(new URL(request.url).pathname.replace('/store-api', ''))
      return backend.fetch(request)
    },
  })
}

/** Store API paths requested while `run` ran. */
async function recorded<T>(run: () => Promise<T>): Promise<{ result: T; paths: string[] }> {
  const start = requests.length
  const result = await run()
  return { result, paths: requests.slice(start) }
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

describe('resolvePage without /seo-url (client-side navigation)', () => {
  it('loads a category from the hint a link carries: one request, its listing included', async () => {
    const { result, paths } = await recorded(() =>
      resolvePage(de, '/any/path', {
        hint: { routeName: 'frontend.navigation.page', id: category!.id },
        alternates: 'technical',
      }),
    )
    expect(paths).toEqual([`/category/${category!.id}`])
    expect(result?.kind === 'category' && result.category.id).toBe(category!.id)
    expect(result?.alternates['en-GB']).toBe(`/navigation/${category!.id}`)
  })

  it('loads menu entries by their path from the menus', async () => {
    const main = await de.navigation.load('main-navigation', 'main-navigation', 2)
    const known = knownPages([main])
    const entry = flatten(main).find((candidate) => candidate.seoPathInfo && candidate.type === 'page')
    expect(entry).toBeDefined()
    const path = `/${entry!.seoPathInfo!.replace(/\/$/, '')}`
    const { result, paths } = await recorded(() =>
      resolvePage(de, path, { known: (p) => known.get(p) ?? null, alternates: 'technical' }),
    )
    expect(paths.some((p) => p === '/seo-url')).toBe(false)
    expect(result?.kind === 'category' && result.category.id).toBe(entry!.id)
  })

  it('sends the listing parameters with the category request and gets the filtered listing back', async () => {
    const listingCategory = flatten(await de.navigation.load('main-navigation', 'main-navigation', 2)).find(
      (entry) => entry.type === 'page' && entry.level > 1 && entry.childCount === 0,
    )
    const hint = { routeName: 'frontend.navigation.page' as const, id: listingCategory!.id }
    const all = await resolvePage(de, '/x', { hint, alternates: 'technical' })
    if (all?.kind !== 'category' || !all.listing) throw new Error('expected a category with a listing')
    expect(all.listing.limit).toBe(10)
    const sorted = await resolvePage(de, '/x', {
      hint,
      alternates: 'technical',
      search: { order: 'price-asc', limit: 20, 'max-price': 1000 },
    })
    if (sorted?.kind !== 'category' || !sorted.listing) throw new Error('expected a listing')
    const prices = sorted.listing.elements.map((product) => product.price.unitPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(sorted.listing.currentFilters.price.max).toBe(1000)
    expect(sorted.listing.elements.every((product) => typeof product.childCount === 'number')).toBe(true)
    // A sorting the shop does not know shows the default instead of an error page.
    const unknown = await resolvePage(de, '/x', {
      hint,
      alternates: 'technical',
      search: { order: 'no-such-key' },
    })
    expect(unknown?.kind).toBe('category')
  })

  it('names the SEO URL a technical URL redirects to (301)', async () => {
    const page = await resolvePage(de, `/navigation/${category!.id}`)
    expect(page).not.toBeNull()
    expect(redirectTarget(`/navigation/${category!.id}`, page!)).toBe(
      category!.seoPathInfo!.replace(/\/$/, ''),
    )
    // The SEO URL itself is not redirected.
    expect(redirectTarget(`/${category!.seoPathInfo}`, page!)).toBeNull()
  })
})
