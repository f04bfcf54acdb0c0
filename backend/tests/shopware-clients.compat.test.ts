import type { ServerType } from '@hono/node-server'
import { createAPIClient } from '@shopware/api-client'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../http/client-ip.ts'
import { DEMO_CUSTOMER } from '../seed/customers.ts'
import { serveStandalone } from '../standalone.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import { expectErrorResponse, expectValidResponse } from '../test-support/contract.ts'

/**
 * Shopware's own clients, unchanged, on the embedded back end: for each page type of a Shopware
 * storefront, the requests that the published `@shopware/composables` send (the composable named
 * beside each one; bodies copied from their sources), replayed with `@shopware/api-client` against
 * the standalone back end over HTTP. Every answer is validated against the official schema.
 */

const PUBLIC = 'https://api.shop.example'

let t: TestBackend
let server: ServerType
let baseURL = ''
beforeAll(async () => {
  t = await createTestBackend({ mediaOrigin: PUBLIC })
  await new Promise<void>((resolve) => {
    server = serveStandalone(
      { backend: t.backend, port: 0, hostname: '127.0.0.1', trustedProxies: parseTrustedProxies(undefined) },
      (info: AddressInfo) => {
        baseURL = `http://127.0.0.1:${info.port}/store-api`
        resolve()
      },
    )
  })
})
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  t.backend.close()
})

type Json = Record<string, unknown>
interface InvokeParams {
  body?: unknown
  query?: Record<string, unknown>
  pathParams?: Record<string, string>
  headers?: Record<string, string>
}
/** The client's `invoke`, typed loosely: the bodies are the composables' own, not ours. */
interface LooseClient {
  invoke(operation: string, params?: InvokeParams): Promise<{ data: unknown; status: number }>
}

/**
 * Validates every answer against the schema, except where the request narrows the entities with
 * `includes`: such an answer (from Shopware too) lacks the schema's required fields by design, so
 * the test checks the fields it asked for instead.
 */
function validating(loose: LooseClient): LooseClient {
  return {
    async invoke(operation, params) {
      const [, method = '', path = ''] = operation.split(' ')
      const answer = await loose.invoke(operation, params)
      const body = params?.body
      const narrowed = typeof body === 'object' && body !== null && 'includes' in body
      if (!narrowed) expectValidResponse(method, path, answer.status, answer.data)
      return answer
    },
  }
}

function shopwareClient(): LooseClient {
  const client = createAPIClient({ baseURL, accessToken: t.backend.accessKey })
  return validating(client as unknown as LooseClient)
}

/** `cmsAssociations` of @shopware/composables (src/cms/cmsAssociations.ts): seven levels deep. */
const CMS_ASSOCIATIONS = {
  associations: {
    media: {},
    cmsPage: {
      associations: {
        sections: {
          associations: {
            blocks: {
              associations: {
                slots: { associations: { block: { associations: { slots: { associations: {} } } } } },
              },
            },
          },
        },
      },
    },
  },
}

const data = (answer: { data: unknown }) => answer.data as Json
const elements = (answer: { data: unknown }) => (data(answer).elements ?? []) as Json[]

describe('Shopware’s own storefront requests on the embedded back end', () => {
  const client = () => shopwareClient()
  let productWithVariants: Json

  it('home and navigation (useSessionContext, useNavigation, useCategory)', async () => {
    const api = client()
    const context = data(await api.invoke('readContext get /context'))
    const salesChannel = context.salesChannel as Json
    const rootId = String(salesChannel.navigationCategoryId)
    // useNavigation.loadNavigationElements({ depth: 2 })
    const tree = await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      headers: { 'sw-include-seo-urls': 'true' },
      body: { depth: 2 },
    })
    expect(Array.isArray(tree.data)).toBe(true)
    // the home page: the root category with its layout (useCategorySearch.search with cmsAssociations)
    const home = data(
      await api.invoke('readCategory post /category/{navigationId}', {
        pathParams: { navigationId: rootId },
        body: CMS_ASSOCIATIONS,
      }),
    )
    expect(home.id).toBe(rootId)
  })

  it('category listing (useListing)', async () => {
    const api = client()
    const tree = (
      await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
        pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
        body: { depth: 1 },
      })
    ).data as Json[]
    const categoryId = String(tree[0]?.id)
    const listing = await api.invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId },
      body: { p: 1, limit: 15 },
    })
    expect(elements(listing).length).toBeGreaterThan(0)
  })

  it('product with variants, configurator and reviews (useProductSearch, useProductConfigurator, useProductReviews)', async () => {
    const api = client()
    const parents = await api.invoke('readProduct post /product', {
      body: { limit: 1, filter: [{ type: 'range', field: 'childCount', parameters: { gt: 0 } }] },
    })
    const parent = elements(parents)[0] as Json
    const variants = await api.invoke('readProduct post /product', {
      body: { limit: 1, filter: [{ type: 'equals', field: 'parentId', value: parent.id }] },
    })
    productWithVariants = elements(variants)[0] as Json
    // useProductSearch.search(productId, { withCmsAssociations: true })
    const detail = data(
      await api.invoke('readProductDetail post /product/{productId}', {
        pathParams: { productId: String(productWithVariants.id) },
        body: CMS_ASSOCIATIONS,
      }),
    )
    expect((detail.product as Json).id).toBe(productWithVariants.id)
    expect(Array.isArray(detail.configurator)).toBe(true)
    const media = (detail.product as { cover?: { media?: { url: string } } }).cover?.media
    if (media) expect(media.url.startsWith(`${PUBLIC}/media/`)).toBe(true)
    // useProductConfigurator.findVariantForSelectedOptions: the variant with the selected options
    const optionIds = (productWithVariants.optionIds ?? []) as string[]
    const found = await api.invoke('readProduct post /product', {
      body: {
        filter: [
          { type: 'equals', field: 'parentId', value: parent.id },
          ...optionIds.map((id) => ({ type: 'equals', field: 'optionIds', value: id })),
        ],
        limit: 1,
        includes: { product: ['id', 'translated', 'productNumber', 'seoUrls'], seo_url: ['seoPathInfo'] },
        associations: { seoUrls: {} },
      },
    })
    expect(elements(found).map((p) => p.id)).toContain(productWithVariants.id)
    for (const variant of elements(found)) {
      expect(Object.keys(variant).sort()).toEqual(
        expect.arrayContaining(['id', 'productNumber', 'translated', 'seoUrls']),
      )
      for (const seo of variant.seoUrls as Json[])
        expect(Object.keys(seo)).toEqual(['seoPathInfo', 'apiAlias'])
    }
    // useProductReviews.loadProductReviews(criteria): the page's criteria as the body
    await api.invoke('readProductReviews post /product/{productId}/reviews', {
      pathParams: { productId: String(parent.id) },
      body: { sort: [{ field: 'createdAt', order: 'DESC' }], limit: 10 },
    })
    // useProductAssociations (cross-selling)
    await api.invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId: String(productWithVariants.id) },
    })
  })

  it('product page with variants and cross-selling as the CMS elements read it (CmsElementBuyBox, CmsElementCrossSelling, CmsElementProductDescriptionReviews)', async () => {
    const api = client()
    // the Capri bar stool: three colours, two cross-selling groups
    const found = await api.invoke('readProduct post /product', {
      body: { limit: 1, filter: [{ type: 'equals', field: 'productNumber', value: 'GW-CAP-107' }] },
    })
    const stool = elements(found)[0] as Json
    expect(stool.childCount).toBeGreaterThan(0)
    // useProductSearch.search(productId, { withCmsAssociations: true }), then the page renders its slots
    const detail = data(
      await api.invoke('readProductDetail post /product/{productId}', {
        pathParams: { productId: String(stool.id) },
        body: CMS_ASSOCIATIONS,
      }),
    )
    const page = (detail.product as Json).cmsPage as Json
    const slots = (page.sections as Json[]).flatMap((s) =>
      (s.blocks as Json[]).flatMap((b) => b.slots as { type: string; data: Json }[]),
    )
    const slot = (type: string) => slots.find((s) => s.type === type)?.data ?? {}
    // useProduct(data.product, data.configuratorSettings): the variant selector's groups and options
    const settings = slot('buy-box').configuratorSettings as { options: unknown[] }[]
    expect(settings.length).toBeGreaterThan(0)
    expect(settings[0]?.options.length).toBe(3)
    expect(slot('buy-box').product).toMatchObject({ id: (detail.product as Json).id })
    // the cross-selling tabs: groups with products
    const crossSellings = slot('cross-selling').crossSellings as { products: unknown[] }[]
    expect(crossSellings.length).toBe(2)
    for (const group of crossSellings) expect(group.products.length).toBeGreaterThan(0)
    // the reviews tab: reviews.elements, customerReview and the rating matrix's buckets
    const reviews = slot('product-description-reviews').reviews as Json
    expect(Array.isArray(reviews.elements)).toBe(true)
    expect('customerReview' in reviews).toBe(true)
    expect(Array.isArray(((reviews.aggregations as Json).ratingMatrix as Json).buckets)).toBe(true)
  })

  it('search and suggest with the aggregations of Shopware’s search page (useListing, useProductSearchSuggest)', async () => {
    const api = client()
    // the aggregations the demo storefront's search page sends (entity on categoriesRo.id, terms
    // on options.id and propertyIds), which made its search find nothing before
    const search = await api.invoke('searchPage post /search', {
      body: {
        search: 'tisch',
        p: 1,
        limit: 15,
        aggregations: [
          { name: 'categories', type: 'entity', field: 'categoriesRo.id', definition: 'category' },
          { name: 'options', type: 'terms', field: 'options.id' },
          { name: 'properties', type: 'terms', field: 'propertyIds' },
        ],
      },
    })
    const aggregations = data(search).aggregations as Json
    expect((aggregations.categories as { entities: unknown[] }).entities.length).toBeGreaterThan(0)
    await api.invoke('searchSuggest post /search-suggest', { body: { search: 'tisch' } })
  })

  it('register and login (useUser); the privacy checkbox is optional as in Shopware', async () => {
    const api = client()
    const salutations = elements(await api.invoke('readSalutation post /salutation'))
    const countries = elements(await api.invoke('readCountry post /country', { body: { limit: 100 } }))
    const germany = countries.find((c) => c.iso === 'DE') ?? countries[0]
    const registered = await api.invoke('register post /account/register', {
      body: {
        salutationId: salutations[0]?.id,
        firstName: 'Lena',
        lastName: 'Gärtner',
        email: `compat.${Date.now()}@example.org`,
        password: 'hortensie-2026',
        storefrontUrl: 'http://localhost:3000',
        billingAddress: { street: 'Gartenweg 1', zipcode: '10115', city: 'Berlin', countryId: germany?.id },
      },
    })
    expect(registered.status).toBe(200)
    const login = await api.invoke('loginCustomer post /account/login', {
      body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
    expect(typeof data(login).contextToken).toBe('string')
  })

  it('cart, checkout, account and wishlist of a logged-in customer (useCart, useCheckout, useCustomerOrders, useWishlist)', async () => {
    const api = shopwareClient()
    // the client keeps the context token it is given (onContextChanged), as in the composables
    await api.invoke('loginCustomer post /account/login', {
      body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
    const productId = String(productWithVariants.id)
    await api.invoke('readCart get /checkout/cart')
    const cart = data(
      await api.invoke('addLineItem post /checkout/cart/line-item', {
        body: { items: [{ id: productId, referencedId: productId, quantity: 1, type: 'product' }] },
      }),
    )
    expect((cart.lineItems as Json[]).length).toBeGreaterThan(0)
    // useCheckout.getPaymentMethods, then useCheckout.createOrder() with an empty body
    await api.invoke('readPaymentMethod post /payment-method', { body: { onlyAvailable: true } })
    // useCheckout.getShippingMethods: prices as association, onlyAvailable in the query
    await api.invoke('readShippingMethod post /shipping-method', {
      body: { associations: { prices: {} } },
      query: { onlyAvailable: true },
    })
    const order = data(await api.invoke('createOrder post /checkout/order', { body: {} }))
    expect(typeof order.orderNumber).toBe('string')
    await api.invoke('readCustomer post /account/customer')
    await api.invoke('listAddress post /account/list-address', { body: {} })
    // useCustomerOrders.loadOrders()
    const orders = await api.invoke('readOrder post /order', {
      body: { limit: 15, 'total-count-mode': 'exact' },
    })
    expect((data(orders).orders as Json).elements).toBeDefined()
    await api.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', {
      pathParams: { productId },
    })
    const wishlist = data(await api.invoke('readCustomerWishlist post /customer/wishlist', { body: {} }))
    expect(((wishlist.products as Json).elements as Json[]).map((p) => p.id)).toContain(productId)
  })

  it('newsletter subscription (useNewsletter)', async () => {
    const api = client()
    const email = `compat.news.${Date.now()}@example.org`
    // useNewsletter.newsletterSubscribe: the form's fields plus the storefront URL
    const answer = await api.invoke('subscribeToNewsletter post /newsletter/subscribe', {
      body: {
        email,
        option: 'subscribe',
        storefrontUrl: 'http://localhost:3000',
      },
    })
    expect(answer.status).toBe(200)
    // useNewsletter.newsletterUnsubscribe(email)
    const gone = await api.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email } })
    expect(gone.status).toBe(200)
  })

  it('newsletter status of a logged-in customer (useNewsletter.getNewsletterStatus)', async () => {
    const api = shopwareClient()
    await api.invoke('loginCustomer post /account/login', {
      body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
    const status = data(await api.invoke('readNewsletterRecipient post /account/newsletter-recipient'))
    expect(status.apiAlias).toBe('account_newsletter_recipient')
  })

  it('an unknown route answers Shopware’s 404 document', async () => {
    const response = await fetch(`${baseURL}/no-such-route`, {
      method: 'POST',
      headers: { 'sw-access-key': t.backend.accessKey },
    })
    expect(response.status).toBe(404)
    const body = (await response.json()) as { errors: { code: string; detail: string }[] }
    expectErrorResponse(404, body)
    expect(body.errors[0]).toMatchObject({ code: '0' })
    expect(body.errors[0]?.detail).toBe(`No route found for "POST ${baseURL}/no-such-route"`)
  })
})
