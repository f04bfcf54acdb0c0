import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { StoreApi } from '../../api/index.ts'
import { productHref } from '../../domain/links.ts'
import { isProductPage, type ProductPage, variantTargets } from '../../domain/product.ts'
import type { CmsElementType, CmsSlot, CmsSlotDataMap, CmsSlotOf } from '../../domain/cms.ts'
import { CmsElement } from '../cms/CmsElement.tsx'
import { ProductPageProvider } from './context.tsx'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { TEST_ORIGINS, type TestRouterContext, testI18n, TestAppContext } from '../test-support/render.tsx'
import { ProductDetail } from './ProductDetail.tsx'

// Against the embedded back end: real variants, tiers, reviews and find-variant.
const embedded = await embeddedStoreApi()
const languages = await embedded.client().language.list()
const EN = languages.find((language) => language.localeCode === 'en-GB')?.id
const api = embedded.client({ languageId: EN })
const system = createRootSystem({ api, sessionSnapshot: await api.context.get() })

/** A logged-in customer's client without the login form. */
const customerClient = (): Promise<StoreApi> =>
  embedded.customerClient(
    {
      id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      customerNumber: 'T-1',
      firstName: 'Maren',
      lastName: 'Test',
      email: 'maren@example.test',
    },
    { languageId: EN },
  )

// Capri bar stool: three colour variants with graduated prices.
const CAPRI_BAR_STOOL = '041e1529f46c4dd77a8634809c7f266d'
/** The product page's data as the catch-all's loader builds it (src/routes/-loaders/product-page.ts). */
async function productPage(from: StoreApi, id: string): Promise<ProductPage> {
  const [product, reviews, crossSellings] = await Promise.all([
    from.product.get(id),
    from.product.reviews(id),
    from.product.crossSelling(id),
  ])
  const variants = await from.product.variants(product.parentId ?? product.id)
  const targets = variantTargets(product.configurator, product.selectedOptionIds, variants)
  return { ...product, reviews, crossSellings, variantTargets: targets }
}

const capri = await productPage(api, CAPRI_BAR_STOOL)

/** The catch-all route as the app has it: SEO path → product → ProductDetail, api in the router context. */
async function showProduct(
  path: string,
  as: { api: StoreApi; system: typeof system } = { api, system },
  View: (props: { product: ProductPage }) => ReactNode = ({ product }) => <ProductDetail product={product} />,
) {
  const rootRoute = createRootRouteWithContext<TestRouterContext & { api: StoreApi }>()({
    component: () => (
      <SystemProvider system={SystemHost.running(as.system)}>
        <Outlet />
      </SystemProvider>
    ),
  })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    loader: async ({ params }) => {
      // the catch-all's product branch (src/routes/-lib/resolve-page.ts), reduced to SEO paths
      const seo = await as.api.seoUrl.resolve(`/${params._splat ?? ''}`)
      if (seo?.routeName !== 'frontend.detail.page') throw notFound()
      return productPage(as.api, seo.foreignKey)
    },
    component: function Page() {
      return <View product={pageRoute.useLoaderData()} />
    },
  })
  const router = createRouter({
    InnerWrap: TestAppContext,
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { api: as.api, locale: 'en-GB', origins: TEST_ORIGINS },
  })
  await router.load()
  const view = render(
    <I18nProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return { ...view, router }
}

describe('ProductDetail', () => {
  it('loads the full page data: the product, its reviews and cross-selling', () => {
    expect(isProductPage(capri)).toBe(true)
    expect(capri.configurator.length).toBeGreaterThan(0)
    expect(capri.tiers.length).toBeGreaterThan(1)
    expect(capri.media.length).toBeGreaterThan(0)
    expect(capri.reviews).not.toBeNull()
  })

  it('shows name, manufacturer, number, price with tax note, tiers, delivery and properties', async () => {
    await showProduct(productHref(capri))
    expect(screen.getByRole('heading', { level: 1, name: capri.name })).toBeTruthy()
    expect(screen.getByText(`Product number: ${capri.productNumber}`)).toBeTruthy()
    expect(screen.getByText('incl. VAT plus shipping')).toBeTruthy()
    const tiers = screen.getByRole('table', { name: 'Graduated prices' })
    const labels = within(tiers)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(labels).toEqual(
      capri.tiers.map((tier, i) =>
        i === capri.tiers.length - 1 ? `from ${tier.quantity}` : `to ${tier.quantity}`,
      ),
    )
    // The delivery time's own name, as on the listing card (src/features/product/delivery-time.test.tsx).
    expect(document.querySelector('.product-buy-box .product-delivery')?.textContent).toBe(
      `Delivery time: ${capri.deliveryTime}`,
    )
    expect(capri.deliveryTime).toMatch(/working days|weeks/)
    if (capri.manufacturer) expect(screen.getByText(capri.manufacturer.name)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Properties' })).toBeTruthy()
  })

  it('switching the colour finds the variant and navigates to its URL with its price and images', async () => {
    const { router } = await showProduct(productHref(capri))
    const colour = capri.configurator[0]
    const other = colour?.options.find((option) => !capri.selectedOptionIds.includes(option.id))
    if (!colour || !other) throw new Error('no second colour')
    const before = router.state.location.pathname
    const group = screen.getByRole('group', { name: new RegExp(colour.name) })
    // A link to the variant's page (what works without the page's code); a press switches in the page.
    const link = within(group).getByRole('link', { name: new RegExp(other.name) })
    expect(link.getAttribute('aria-current')).toBeNull()
    await act(async () => {
      fireEvent.click(link)
    })
    await waitFor(() => expect(router.state.location.pathname).not.toBe(before))
    const variant = await api.product.get(
      (await api.product.findVariant(CAPRI_BAR_STOOL, [other.id], colour.id))?.id ?? '',
    )
    expect(decodeURIComponent(router.state.location.pathname)).toBe(productHref(variant))
    expect(decodeURIComponent(new URL(link.getAttribute('href') ?? '', 'http://x').pathname)).toBe(
      productHref(variant),
    )
    await waitFor(() =>
      expect(
        within(group)
          .getByRole('link', { name: new RegExp(other.name) })
          .getAttribute('aria-current'),
      ).toBe('page'),
    )
    const image = screen.getByRole('region', { name: 'Product images' }).querySelector('img')
    expect(image?.getAttribute('src')).toBe(variant.media[0]?.url)
  })

  it('marks options without an available variant as not available, still choosable', async () => {
    const soldOut = capri.configurator[0]?.options.find(
      (option) => !capri.selectedOptionIds.includes(option.id),
    )
    if (!soldOut) throw new Error('no second option')
    const withSoldOut = (product: ProductPage): ProductPage => ({
      ...product,
      configurator: product.configurator.map((group) => ({
        ...group,
        options: group.options.map((option) =>
          option.id === soldOut.id ? { ...option, combinable: false } : option,
        ),
      })),
    })
    await showProduct(productHref(capri), { api, system }, ({ product }) => (
      <ProductDetail product={withSoldOut(product)} />
    ))
    const link = screen.getByRole('link', { name: `${soldOut.name} not available` })
    expect(link.getAttribute('href')).toBeTruthy()
    expect(link.getAttribute('data-state')).toBe('unavailable')
    const selected = capri.configurator[0]?.options.find((option) =>
      capri.selectedOptionIds.includes(option.id),
    )
    expect(screen.getByRole('link', { name: selected?.name }).getAttribute('aria-current')).toBe('page')
  })

  it('validates the quantity and keeps the typed value', async () => {
    await showProduct(productHref(capri))
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement
    const add = screen.getByRole('button', { name: /Add to cart/ }) as HTMLButtonElement
    fireEvent.change(field, { target: { value: 'two' } })
    expect(screen.getByRole('alert').textContent).toBe('Please enter a whole number.')
    expect(field.value).toBe('two')
    expect(add.disabled).toBe(true)
    fireEvent.change(field, { target: { value: '0' } })
    expect(screen.getByRole('alert').textContent).toBe(`The minimum quantity is ${capri.purchase.min}.`)
    fireEvent.change(field, { target: { value: String(capri.purchase.max + 1) } })
    expect(screen.getByRole('alert').textContent).toBe(`The maximum quantity is ${capri.purchase.max}.`)
    fireEvent.change(field, { target: { value: '1' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(add.disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(field.value).toBe(String(1 + capri.purchase.step))
  })

  it('moves through the gallery with the arrow keys', async () => {
    const many = capri
    expect(many.media.length).toBeGreaterThan(1)
    await showProduct(productHref(many))
    const thumbs = within(screen.getByRole('toolbar', { name: 'Choose an image' })).getAllByRole('button')
    thumbs[0]?.focus()
    fireEvent.keyDown(thumbs[0] as HTMLElement, { key: 'ArrowRight' })
    expect(thumbs[1]?.getAttribute('aria-pressed')).toBe('true')
    expect(document.activeElement).toBe(thumbs[1])
    expect(screen.getByText(`Image 2 of ${many.media.length}`)).toBeTruthy()
    fireEvent.keyDown(thumbs[1] as HTMLElement, { key: 'End' })
    expect(thumbs.at(-1)?.getAttribute('aria-pressed')).toBe('true')
    fireEvent.keyDown(thumbs.at(-1) as HTMLElement, { key: 'Home' })
    expect(thumbs[0]?.getAttribute('aria-pressed')).toBe('true')
  })

  it('lists reviews with the distribution and pages through them', async () => {
    await showProduct(productHref(capri))
    const reviews = screen.getByRole('region', { name: 'Reviews' })
    const page = capri.reviews
    if (!page) throw new Error('no reviews')
    expect(within(reviews).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(within(reviews).getByText('Log in to write a review.')).toBeTruthy()
    expect(page.total).toBeGreaterThan(page.limit)
    const first = within(reviews)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(first).toHaveLength(page.limit)
    fireEvent.click(within(reviews).getByRole('button', { name: 'Next page' }))
    await within(reviews).findByText(`Page 2 of ${Math.ceil(page.total / page.limit)}`)
    const second = within(reviews)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(second.some((title) => first.includes(title))).toBe(false)
    // the distribution counts every page: one row per rating
    expect(within(reviews).getByText('5 stars')).toBeTruthy()
  })

  it('a logged-in customer writes a review that shows to them as not approved yet', async () => {
    const customerApi = await customerClient()
    const session = await customerApi.context.get()
    expect(session.customer?.id).toBeTruthy()
    const customerSystem = createRootSystem({ api: customerApi, sessionSnapshot: session })
    await showProduct(productHref(capri), { api: customerApi, system: customerSystem })
    const form = await screen.findByRole('form', { name: 'Write a review' }, { timeout: 10_000 })
    // too short: messages per field, input kept
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Ok' } })
    fireEvent.submit(form)
    expect(await within(form).findByText('Please enter at least 5 characters.')).toBeTruthy()
    expect(within(form).getByText('This field is required.')).toBeTruthy()
    expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Ok')

    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Solid stool' },
    })
    fireEvent.change(within(form).getByRole('textbox', { name: /Your review/ }), {
      target: { value: 'Stable, easy to clean and the colour has not faded after a summer in the sun.' },
    })
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }))
    await act(async () => {
      fireEvent.submit(form)
    })
    const reviews = screen.getByRole('region', { name: 'Reviews' })
    const mine = await within(reviews).findByRole('heading', { level: 3, name: 'Solid stool' })
    expect(within(mine.closest('li') as HTMLElement).getByText('Not approved yet')).toBeTruthy()
    // nobody else sees it
    const others = await api.product.reviews(CAPRI_BAR_STOOL, { limit: 50 })
    expect(others.elements.some((review) => review.title === 'Solid stool')).toBe(false)
  })
})

/** Product layout slots: the page's product has everything, so their data may be null. */
const slot = <T extends Exclude<CmsElementType, 'text'>>(
  type: T,
  config: CmsSlot['config'] = {},
  data: CmsSlotDataMap[T] | null = null,
): CmsSlotOf<T> => ({ id: type, apiAlias: 'cms_slot', type, slot: 'content', config, data }) as CmsSlotOf<T>

describe('product CMS elements', () => {
  const LAYOUT = [
    slot('product-name', { content: { source: 'mapped', value: 'product.name' } }),
    slot('manufacturer-logo'),
    slot('image-gallery', { sliderItems: { source: 'mapped', value: 'product.media' } }),
    slot('buy-box'),
    slot('product-description-reviews'),
    slot('cross-selling'),
  ]

  it("render the page's product through the CMS renderer", async () => {
    await showProduct(productHref(capri), { api, system }, ({ product }) => (
      <ProductPageProvider product={product}>
        {LAYOUT.map((s) => (
          <CmsElement key={s.id} slot={s} sizes="100vw" />
        ))}
      </ProductPageProvider>
    ))
    expect(screen.getByRole('heading', { level: 1, name: capri.name })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Product images' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Graduated prices' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeTruthy()
    if (capri.manufacturer?.media) expect(document.querySelector('img.manufacturer-logo')).not.toBeNull()
    expect(document.querySelectorAll('.product-cross-selling__group').length).toBe(capri.crossSellings.length)
  })

  it('render nothing outside a product page, except a name the slot carries', async () => {
    const view = render(
      <I18nProvider i18n={testI18n()}>
        {[...LAYOUT.slice(1), slot('product-name', {}, { content: 'Landing page name' })].map((s) => (
          <CmsElement key={s.id} slot={s} sizes="100vw" />
        ))}
      </I18nProvider>,
    )
    expect(view.container.textContent).toBe('Landing page name')
  })
})
