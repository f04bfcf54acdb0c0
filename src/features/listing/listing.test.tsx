import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import { createStoreApiClient } from '../../api/index.ts'
import { type ListingSearch, listingCriteria, listingQuery } from '../../domain/listing.ts'
import type { ProductListing as ProductListingData } from '../../domain/types.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { renderWithRouter } from '../test-support/render.tsx'
import { ListingFilters } from './ListingFilters.tsx'
import { ListingProvider, type ListingUpdate } from './ListingContext.tsx'
import { ProductListing } from './ProductListing.tsx'

// Real listings of the embedded back end (English): aggregations, sortings, variant counts.
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
const en = client(languages.find((language) => language.localeCode === 'en-GB')?.id)
const system = createRootSystem({ api: en, sessionSnapshot: await en.context.get() })
const main = await en.navigation.load('main-navigation', 'main-navigation', 1)
const lounge = main.find((entry) => entry.name === 'Lounge furniture')
if (!lounge) throw new Error('seed: no "Lounge furniture" category')

/** The category page's filters and listing for this listing and search, as the page renders them. */
function ListingPage({
  listing,
  search,
  go,
}: {
  listing: ProductListingData
  search: ListingSearch
  go: (change: ListingUpdate) => void
}) {
  return (
    <SystemProvider system={SystemHost.running(system)}>
      <ListingProvider
        listing={listing}
        search={search}
        busy={false}
        hrefFor={(next) => `/Lounge-furniture${listingQuery(next) ? `?${listingQuery(next)}` : ''}`}
        go={go}
        formAction="/Lounge-furniture"
        formFields={{}}
      >
        <ListingFilters />
        <ProductListing />
      </ListingProvider>
    </SystemProvider>
  )
}

async function show(search: ListingSearch) {
  const { listing } = await en.category.listingPage(lounge!.id, listingCriteria(search))
  if (!listing) throw new Error('expected a listing')
  const go = vi.fn<(change: ListingUpdate) => void>()
  /** The state the last navigation asked for, applied to the rendered one. */
  const wanted = (): ListingSearch | undefined => go.mock.calls.at(-1)?.[0](search)
  await renderWithRouter(() => <ListingPage listing={listing} search={search} go={go} />, '/Lounge-furniture')
  return { listing, go, wanted, user: userEvent.setup() }
}

describe('ProductListing', () => {
  it('shows the count, the sortings of the back end, page size, cards and pages', async () => {
    const { listing } = await show({})
    expect(screen.getByText(`${listing.total} products`)).toBeTruthy()
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement
    expect([...sort.options].map((option) => option.value)).toEqual(
      listing.availableSortings.map((s) => s.key),
    )
    expect(screen.getByRole('combobox', { name: 'Products per page' })).toHaveProperty('value', '10')
    const grid = screen.getByRole('region', { name: 'Products' }).querySelector('.listing__grid')
    expect(grid?.children).toHaveLength(10)
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }))
    expect(pages.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/Lounge-furniture?p=2')
  })

  it('offers "add to cart" only on cards of products without variants', async () => {
    const { listing } = await show({ limit: 40 })
    const simple = listing.elements.filter((product) => product.childCount === 0)
    const withVariants = listing.elements.filter((product) => (product.childCount ?? 0) > 0)
    expect(simple.length).toBeGreaterThan(0)
    expect(withVariants.length).toBeGreaterThan(0)
    for (const product of simple)
      expect(screen.getByRole('button', { name: `Add to cart ${product.name}` })).toBeTruthy()
    for (const product of withVariants)
      expect(screen.queryByRole('button', { name: `Add to cart ${product.name}` })).toBeNull()
  })

  it('shows list price and the lowest price of the last 30 days on reduced products', async () => {
    const { listing } = await show({ limit: 40 })
    const reduced = listing.elements.find(
      (product) => product.badges.sale && product.price.regulationPrice !== null,
    )
    expect(reduced).toBeDefined()
    const card = screen.getByRole('link', { name: reduced!.name }).closest('article') as HTMLElement
    expect(within(card).getByText('Sale')).toBeTruthy()
    expect(card.querySelector('s')?.textContent).toMatch(/Previously\s*€/)
    expect(within(card).getByText(/^Lowest price in the last 30 days: €/)).toBeTruthy()
  })

  it('sorting and page size navigate back to page 1', async () => {
    const { wanted, user } = await show({ p: 2 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc')
    expect(wanted()).toEqual({ order: 'price-asc' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Products per page' }), '20')
    expect(wanted()).toEqual({ limit: 20 })
  })

  it('shows an empty state with a reset link when filters match nothing', async () => {
    await show({ 'min-price': 999_999 })
    expect(screen.getByText('No products match your selection.')).toBeTruthy()
    const resets = screen.getAllByRole('link', { name: 'Reset all filters' })
    for (const reset of resets) expect(reset.getAttribute('href')).toBe('/Lounge-furniture')
  })
})

describe('ListingFilters', () => {
  it('toggles a property at once', async () => {
    const { wanted, user } = await show({})
    const material = screen.getByRole('group', { name: 'Material' })
    await user.click(within(material).getByRole('checkbox', { name: 'Aluminium' }))
    expect(wanted()).toEqual({ properties: expect.stringMatching(/^[0-9a-f]{32}$/) })
  })

  it('shows the active filters as removable chips and checks their options', async () => {
    await show({})
    const id = (
      within(screen.getByRole('group', { name: 'Material' })).getByRole('checkbox', {
        name: 'Aluminium',
      }) as HTMLInputElement
    ).value
    cleanup()
    await show({ properties: id, 'max-price': 500 })
    expect(
      screen.getByRole('link', { name: 'Remove filter: Material: Aluminium' }).getAttribute('href'),
    ).toBe('/Lounge-furniture?max-price=500')
    expect(screen.getByRole('link', { name: 'Remove filter: Price up to €500' })).toBeTruthy()
    expect(
      within(screen.getByRole('group', { name: 'Material' })).getByRole('checkbox', { name: 'Aluminium' }),
    ).toHaveProperty('checked', true)
  })

  it('refuses a price range whose minimum is above its maximum, keeping the input', async () => {
    const { go, wanted, user } = await show({})
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '900')
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '100')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'The minimum price must not be higher than the maximum price.',
    )
    expect(go).not.toHaveBeenCalled()
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveProperty('value', '900')
    await user.clear(screen.getByRole('spinbutton', { name: 'Maximum price' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '1000')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(wanted()).toEqual({ 'min-price': 900, 'max-price': 1000 })
  })
})

/**
 * The listing as a page shows it: go() loads the new state's listing and shows it, which remounts
 * the filter form and the toolbar's selects (their keys follow the URL's state).
 */
async function showLive(search: ListingSearch) {
  const load = async (next: ListingSearch): Promise<ProductListingData> => {
    const { listing } = await en.category.listingPage(lounge!.id, listingCriteria(next))
    if (!listing) throw new Error('expected a listing')
    return listing
  }
  const first = { search, listing: await load(search) }
  function Live() {
    const [shown, setShown] = useState(first)
    const go = (change: ListingUpdate) => {
      const next = change(shown.search)
      void load(next).then((listing) => setShown({ search: next, listing }))
    }
    return <ListingPage listing={shown.listing} search={shown.search} go={go} />
  }
  await renderWithRouter(() => <Live />, '/Lounge-furniture')
  return { user: userEvent.setup() }
}

describe('the keyboard’s place after a listing change', () => {
  it('stays on the sorting and the page size the shopper changed', async () => {
    const { user } = await showLive({})
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    sort.focus()
    await user.selectOptions(sort, 'price-asc')
    // The new listing's toolbar has a new select (its key is the sorting shown).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).not.toBe(sort))
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort by' }))
    const size = screen.getByRole('combobox', { name: 'Products per page' })
    size.focus()
    await user.selectOptions(size, '20')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Products per page' })).not.toBe(size))
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Products per page' }))
  })

  it('stays on the filter’s box the shopper ticked, and on the price field sent with Enter', async () => {
    const { user } = await showLive({})
    const material = () => screen.getByRole('group', { name: 'Material' })
    const box = within(material()).getByRole('checkbox', { name: 'Aluminium' })
    await user.click(box)
    await waitFor(() => expect(within(material()).getByRole('checkbox', { name: 'Aluminium' })).not.toBe(box))
    const ticked = within(material()).getByRole('checkbox', { name: 'Aluminium' })
    expect(ticked).toHaveProperty('checked', true)
    expect(document.activeElement).toBe(ticked)
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' })
    await user.type(max, '2000{Enter}')
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).not.toBe(max))
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Maximum price' }))
  })

  it('goes to the next chip when an active filter’s chip is removed, to the heading after the last', async () => {
    const { user } = await showLive({})
    const material = () => screen.getByRole('group', { name: 'Material' })
    await user.click(within(material()).getByRole('checkbox', { name: 'Aluminium' }))
    const aluminium = 'Remove filter: Material: Aluminium'
    await screen.findByRole('link', { name: aluminium })
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '5000{Enter}')
    const price = await screen.findByRole('link', { name: /^Remove filter: Price up to/ })
    await user.click(screen.getByRole('link', { name: aluminium }))
    await waitFor(() => expect(screen.queryByRole('link', { name: aluminium })).toBeNull())
    expect(document.activeElement).toBe(price)
    await user.click(screen.getByRole('link', { name: 'Reset all filters' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Remove filter/ })).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Filter' }))
  })
})
