// @vitest-environment node
// invoke: method and path come from the operation key, path parameters are substituted URL-encoded,
// the query goes to the HTTP layer as `params` (only when given), body and headers pass unchanged,
// and a call that cannot be made (missing path parameter, malformed key) rejects without a request.

import { describe, expect, it } from 'vitest'
import { type CallConfig, createStoreApiHttp, type StoreApiHttp } from './http.ts'
import { createInvoke, type Invoke, routeOf } from './invoke.ts'
import { jsonResponse, scriptedFetch } from './test-support.ts'
import type { Schemas } from './wire.ts'

interface Sent {
  method: string
  url: string
  body: unknown
  config: CallConfig | undefined
}

/** An invoke over a StoreApiHttp that records every call and answers each with `answer`. */
function recorded(answer: unknown = { success: true }) {
  const sent: Sent[] = []
  const reply = <T>(method: string, url: string, body: unknown, config: CallConfig | undefined) => {
    sent.push({ method, url, body, config })
    return Promise.resolve({ data: answer as T })
  }
  const http: StoreApiHttp = {
    get: <T>(url: string, config?: CallConfig) => reply<T>('get', url, undefined, config),
    post: <T>(url: string, body?: unknown, config?: CallConfig) => reply<T>('post', url, body, config),
    patch: <T>(url: string, body?: unknown, config?: CallConfig) => reply<T>('patch', url, body, config),
    delete: <T>(url: string, config?: CallConfig) => reply<T>('delete', url, undefined, config),
  }
  return { invoke: createInvoke(http), sent }
}

describe('routeOf', () => {
  it('reads method and path from an operation key', () => {
    expect(routeOf('readCart get /checkout/cart')).toEqual({ method: 'get', path: '/checkout/cart' })
    expect(routeOf('readNavigation post /navigation/{activeId}/{rootId}')).toEqual({
      method: 'post',
      path: '/navigation/{activeId}/{rootId}',
    })
  })

  it('refuses keys of any other shape', () => {
    const malformed = [
      'readCart',
      'readCart get',
      'readCart put /checkout/cart',
      'readCart GET /checkout/cart',
      'readCart get checkout/cart',
      'readCart get /checkout/cart extra',
      ' get /checkout/cart',
    ]
    for (const key of malformed) expect(() => routeOf(key), key).toThrow('is not')
  })
})

describe('invoke', () => {
  it('calls the method and path of the key', async () => {
    const { invoke, sent } = recorded()

    await invoke('readCart get /checkout/cart')
    await invoke('deleteCart delete /checkout/cart')
    await invoke('updateContext patch /context', { body: { currencyId: 'chf' } })
    await invoke('logoutCustomer post /account/logout')

    expect(sent).toEqual([
      { method: 'get', url: '/checkout/cart', body: undefined, config: undefined },
      { method: 'delete', url: '/checkout/cart', body: undefined, config: undefined },
      { method: 'patch', url: '/context', body: { currencyId: 'chf' }, config: undefined },
      { method: 'post', url: '/account/logout', body: undefined, config: undefined },
    ])
  })

  it('puts the path parameters into the path, URL-encoded', async () => {
    const { invoke, sent } = recorded()

    await invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'a/b c', rootId: 'main-navigation' },
      body: { depth: 1 },
    })
    await invoke('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: 'ä?#&%' } })
    // An empty id is sent as it is, as the resources always did; Shopware answers it.
    await invoke('readCms post /cms/{id}', { pathParams: { id: '' }, body: {} })

    expect(sent.map((call) => call.url)).toEqual([
      '/navigation/a%2Fb%20c/main-navigation',
      '/breadcrumb/%C3%A4%3F%23%26%25',
      '/cms/',
    ])
  })

  it('passes the query as params, and no config at all without query and headers', async () => {
    const { invoke, sent } = recorded()

    await invoke('readShippingMethod post /shipping-method', { body: {}, query: { onlyAvailable: true } })
    await invoke('readShippingMethod post /shipping-method', { body: {}, query: undefined })
    await invoke('readShippingMethod post /shipping-method')

    const configs = sent.map((call) => call.config)
    expect(configs).toEqual([{ params: { onlyAvailable: true } }, undefined, undefined])
  })

  it('passes body and headers unchanged and resolves with the answer', async () => {
    const { invoke, sent } = recorded({ token: 't' })
    const body = { items: [{ type: 'promotion' as const, referencedId: 'SUMMER' }] }

    const { data } = await invoke('addLineItem post /checkout/cart/line-item', {
      body,
      headers: { 'sw-language-id': 'de' },
    })

    expect(data).toEqual({ token: 't' })
    expect(sent).toEqual([
      {
        method: 'post',
        url: '/checkout/cart/line-item',
        body,
        config: { headers: { 'sw-language-id': 'de' } },
      },
    ])
    expect(sent[0]?.body).toBe(body)
  })

  it('rejects a call without one of its path parameters, before any request', async () => {
    const { invoke, sent } = recorded()
    const withoutId = {} as { id: string }

    // @ts-expect-error pathParams left out on purpose (the schema requires them)
    const leftOut = invoke('readCms post /cms/{id}', { body: {} })
    await expect(leftOut).rejects.toThrow("'readCms post /cms/{id}': path parameter 'id' is missing")
    const emptyParams = invoke('readCms post /cms/{id}', { pathParams: withoutId, body: {} })
    await expect(emptyParams).rejects.toThrow("path parameter 'id' is missing")
    expect(sent).toEqual([])
  })

  it('rejects a body on a GET (StoreApiHttp sends none), before any request', async () => {
    const { invoke, sent } = recorded()

    // @ts-expect-error readCart takes no body
    const withBody = invoke('readCart get /checkout/cart', { body: {} })

    await expect(withBody).rejects.toThrow('a GET call sends no body')
    expect(sent).toEqual([])
  })

  it('sends through the client what a direct call sent', async () => {
    const script = scriptedFetch(jsonResponse(200, { elements: [] }))
    const http = createStoreApiHttp({ baseURL: 'http://api.test/store-api', fetch: script.fetch })
    const invoke = createInvoke(http)

    await invoke('readShippingMethod post /shipping-method', {
      body: { limit: 1 },
      query: { onlyAvailable: true },
      headers: { 'sw-include-seo-urls': 'true' },
    })
    await invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', {
      pathParams: { productId: 'a b' },
    })

    const sent = script.requests.map((r) => [r.method, r.url, r.body, r.headers.get('sw-include-seo-urls')])
    expect(sent).toEqual([
      ['POST', 'http://api.test/store-api/shipping-method?onlyAvailable=true', '{"limit":1}', 'true'],
      ['DELETE', 'http://api.test/store-api/customer/wishlist/delete/a%20b', null, null],
    ])
  })

  it('types each call by its operation (checked by the type check; never called)', () => {
    const calls = (invoke: Invoke) => {
      const cart: Promise<{ data: Schemas['Cart'] }> = invoke('readCart get /checkout/cart')
      return [
        cart,
        // @ts-expect-error loginCustomer requires a body
        invoke('loginCustomer post /account/login'),
        // @ts-expect-error the body is the operation's: username and password
        invoke('loginCustomer post /account/login', { body: { username: 'a' } }),
        // @ts-expect-error readContext has no path parameters
        invoke('readContext get /context', { pathParams: { id: 'x' } }),
        // @ts-expect-error readBreadcrumb requires its path parameter id
        invoke('readBreadcrumb get /breadcrumb/{id}', { pathParams: { productId: 'x' } }),
        // @ts-expect-error the query of readShippingMethod is { onlyAvailable?: boolean }
        invoke('readShippingMethod post /shipping-method', { query: { onlyAvailable: 'yes' } }),
        // @ts-expect-error not an operation of the schema
        invoke('readCart get /checkout/basket'),
        // The local additions of wire.ts: a route the schema lacks, a body it leaves out.
        invoke('changePaymentMethod post /account/change-payment-method/{paymentMethodId}', {
          pathParams: { paymentMethodId: 'p' },
        }),
        invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
          pathParams: { productId: 'p' },
          body: { includes: { product: ['id'] } },
        }),
      ]
    }
    expect(typeof calls).toBe('function')
  })
})
