import { screen, within } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import { createStoreApiClient } from '../../api/index.ts'
import { renderWithRouter } from '../../features/test-support/render.tsx'
import { validateSearchParams } from '../../features/search/search-params.ts'
import { SearchPage } from '../../features/search/SearchPage.tsx'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { SystemHost } from '../../system/host.ts'
import { loadSearch } from './search.ts'

// The /search route's loader and page against the embedded back end: real search index, sortings
// and paging in three languages.
const { backend } = await createTestBackend()
afterAll(() => backend.close())

let searchRequests = 0
function client(languageId?: string) {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    languageId: () => languageId,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (new URL(request.url).pathname.endsWith('/search')) searchRequests++
      return backend.fetch(request)
    },
  })
}

const languages = await client().language.list()
const en = client(languages.find((language) => language.localeCode === 'en-GB')?.id)
const de = client(languages.find((language) => language.localeCode === 'de-DE')?.id)
// The real session context (currency EUR) for the product cards' price formatter.
const system = createRootSystem({ api: en, sessionSnapshot: await en.context.get() })

async function show(query: Record<string, unknown>) {
  const params = validateSearchParams(query)
  const data = await loadSearch(en, params)
  const view = await renderWithRouter(
    () => (
      <SystemProvider system={SystemHost.running(system)}>
        <SearchPage data={data} params={params} />
      </SystemProvider>
    ),
    '/search',
  )
  return { data, params, view }
}

describe('loadSearch', () => {
  it('finds products by a common word, in the page language', async () => {
    const english = await loadSearch(en, validateSearchParams({ search: 'sofa' }))
    expect(english.kind).toBe('results')
    if (english.kind !== 'results') return
    expect(english.listing.total).toBeGreaterThan(0)
    expect(english.listing.sorting).toBe('score')
    // Relevance first: the name matches come before description-only matches.
    expect(english.listing.elements[0]?.name).toMatch(/sofa/i)
    const german = await loadSearch(de, validateSearchParams({ search: 'Ecksofa' }))
    expect(german.kind === 'results' && german.listing.elements[0]?.name).toMatch(/Ecksofa/)
  })

  it('never asks the Store API for an empty or too-short term', async () => {
    const before = searchRequests
    expect((await loadSearch(en, validateSearchParams({ search: ' so ' }))).kind).toBe('too-short')
    expect((await loadSearch(en, validateSearchParams({}))).kind).toBe('too-short')
    expect(searchRequests).toBe(before)
  })

  it('falls back to relevance when the sorting key is unknown to the shop', async () => {
    const data = await loadSearch(en, validateSearchParams({ search: 'sofa', order: 'no-such-sorting' }))
    expect(data.kind === 'results' && data.listing.sorting).toBe('score')
  })

  it('pages with the limit and sorting from the URL, and keeps them in the alternates', async () => {
    const params = validateSearchParams({ search: 'chair', p: 2, limit: 2, order: 'price-asc' })
    const data = await loadSearch(en, params)
    if (data.kind !== 'results') throw new Error('expected results')
    expect(data.listing.page).toBe(2)
    expect(data.listing.elements.length).toBeLessThanOrEqual(2)
    const prices = data.listing.elements.map((product) => product.price.unitPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(data.alternates['fr-FR']).toBe('/search?search=chair&order=price-asc&p=2&limit=2')
  })
})

describe('SearchPage', () => {
  it('shows the term, the translated count, product links, sorting and pages', async () => {
    const { data } = await show({ search: 'chair', limit: 2 })
    if (data.kind !== 'results') throw new Error('expected results')
    const total = data.listing.total
    expect(total).toBeGreaterThan(2)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “chair”')
    expect(screen.getByText(`${total} products`)).toBeTruthy()
    const first = data.listing.elements[0]!
    expect(screen.getByRole('link', { name: first.name })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'score')
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }))
    expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
    expect(pages.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/search?search=chair&p=2&limit=2',
    )
    expect(pages.queryByRole('link', { name: 'Previous page' })).toBeNull()
  })

  it('says "1 product" for a single hit', async () => {
    await show({ search: 'Portofino' })
    expect(screen.getByText('1 product')).toBeTruthy()
  })

  it('offers the listing filters, and keeps the term in the filter form', async () => {
    const { data } = await show({ search: 'chair' })
    if (data.kind !== 'results') throw new Error('expected results')
    expect(screen.getByRole('heading', { name: 'Filter' })).toBeTruthy()
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toBeTruthy()
    const form = screen.getByRole('button', { name: 'Apply filters' }).closest('form')
    expect(form?.getAttribute('action')).toBe('/search')
    expect(form?.querySelector('input[type=hidden][name=search]')?.getAttribute('value')).toBe('chair')
  })

  it('narrows the results with a filter from the URL and shows it as a removable chip', async () => {
    const all = await loadSearch(en, validateSearchParams({ search: 'chair' }))
    if (all.kind !== 'results') throw new Error('expected results')
    const { data } = await show({ search: 'chair', 'max-price': 200 })
    if (data.kind !== 'results') throw new Error('expected results')
    expect(data.listing.total).toBeLessThan(all.listing.total)
    for (const product of data.listing.elements) expect(product.price.unitPrice).toBeLessThanOrEqual(200)
    const chip = screen.getByRole('link', { name: /^Remove filter: Price up to/ })
    expect(chip.getAttribute('href')).toBe('/search?search=chair')
  })

  it('shows an empty state with a hint when nothing matches', async () => {
    await show({ search: 'xylophone' })
    expect(screen.getByText('No products found for “xylophone”.')).toBeTruthy()
    expect(screen.getByText(/Check the spelling/)).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('explains a too-short term instead of showing an error', async () => {
    await show({ search: 'so' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search')
    expect(
      screen.getByText(/“so” is too short to search for\. Please enter at least 3 characters/),
    ).toBeTruthy()
  })
})
