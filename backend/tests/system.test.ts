import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { arr, call, get } from './helpers.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>

beforeAll(async () => {
  t = await createTestBackend()
})
afterAll(() => t.backend.close())

describe('headers and errors', () => {
  it('401 without, 412 with an unknown, 403 with a malformed sw-access-key (as Shopware)', async () => {
    const missing = await t.backend.fetch(new Request('http://x/store-api/context'))
    expect(missing.status).toBe(401)
    expect((await missing.json()).errors[0].code).toBe('FRAMEWORK__API_UNAUTHORIZED')
    const unknown = await t.backend.fetch(
      new Request('http://x/store-api/context', { headers: { 'sw-access-key': 'SWSCNOPE' } }),
    )
    expect(unknown.status).toBe(412)
    expect((await unknown.json()).errors[0].code).toBe('FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND')
    const malformed = await t.backend.fetch(
      new Request('http://x/store-api/context', { headers: { 'sw-access-key': 'not-a-key' } }),
    )
    expect(malformed.status).toBe(403)
    expect((await malformed.json()).errors[0].code).toBe('FRAMEWORK__API_INVALID_ACCESS_KEY')
  })

  it('404 for unknown routes, 400 for malformed JSON and non-object bodies', async () => {
    const route = await call(t, 'GET', '/does-not-exist')
    expect(route.status).toBe(404)
    const json = await call(t, 'POST', '/country', { body: '{"filter": [', template: '/country' })
    expect(json.status).toBe(400)
    expect(get(json.body, 'errors', 0, 'code')).toBe('FRAMEWORK__INVALID_REQUEST_PARAMETER')
    expect((await call(t, 'POST', '/country', { body: '[1,2]' })).status).toBe(400)
  })

  it('412 for an unknown or malformed sw-language-id', async () => {
    const unknown = await call(t, 'GET', '/context', { headers: { 'sw-language-id': 'a'.repeat(32) } })
    expect(unknown.status).toBe(412)
    expect(get(unknown.body, 'errors', 0, 'code')).toBe(
      'SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION',
    )
    expect((await call(t, 'GET', '/context', { headers: { 'sw-language-id': 'nope' } })).status).toBe(412)
  })
})

describe('context', () => {
  it('creates a context token, persists it and keeps changes', async () => {
    const first = await call(t, 'GET', '/context')
    const token = first.headers.get('sw-context-token')
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(get(first.body, 'token')).toBe(token)
    expect(get(first.body, 'context', 'taxState')).toBe('gross')
    const patched = await call(t, 'PATCH', '/context', {
      body: { currencyId: IDS.currencyChf, languageId: IDS.languageEn },
      headers: { 'sw-context-token': token ?? '' },
    })
    expect(patched.status).toBe(200)
    expect(patched.headers.get('sw-context-token')).toBe(token)
    const again = await call(t, 'GET', '/context', { headers: { 'sw-context-token': token ?? '' } })
    expect(get(again.body, 'currency', 'isoCode')).toBe('CHF')
    expect(get(again.body, 'context', 'languageIdChain')).toEqual([IDS.languageEn, IDS.languageDe])
    expect(get(again.body, 'languageInfo', 'localeCode')).toBe('en-GB')
  })

  it('answers a new token for an unknown one', async () => {
    const res = await call(t, 'GET', '/context', { headers: { 'sw-context-token': 'unknown-token' } })
    expect(res.headers.get('sw-context-token')).not.toBe('unknown-token')
  })

  it('switching the country to Switzerland makes the context tax-free', async () => {
    const token = (await call(t, 'GET', '/context')).headers.get('sw-context-token') ?? ''
    await call(t, 'PATCH', '/context', {
      body: { countryId: IDS.countryCh },
      headers: { 'sw-context-token': token },
    })
    const ctx = await call(t, 'GET', '/context', { headers: { 'sw-context-token': token } })
    expect(get(ctx.body, 'context', 'taxState')).toBe('tax-free')
    expect(get(ctx.body, 'shippingLocation', 'country', 'iso')).toBe('CH')
  })

  it('rejects unknown or malformed ids with pointers', async () => {
    const res = await call(t, 'PATCH', '/context', {
      body: { currencyId: 'f'.repeat(32), paymentMethodId: 'x', shippingMethodId: 42 },
    })
    expect(res.status).toBe(400)
    expect(
      arr(res.body, 'errors')
        .map((e) => get(e, 'source', 'pointer'))
        .sort(),
    ).toEqual(['/currencyId', '/paymentMethodId', '/shippingMethodId'])
  })
})

describe('lists', () => {
  it.each([
    ['/language', 3],
    ['/salutation', 3],
  ])('GET and POST %s', async (path, min) => {
    const list = await call(t, 'GET', path)
    expect(arr(list.body, 'elements').length).toBeGreaterThanOrEqual(min)
    const post = await call(t, 'POST', path, { body: { limit: 1 } })
    expect(get(post.body, 'elements')).toHaveLength(1)
    expect(get(post.body, 'total')).toBe(get(list.body, 'total'))
  })

  it('currency list is a plain array with EUR and CHF', async () => {
    const res = await call(t, 'GET', '/currency')
    expect(arr(res.body).map((c) => get(c, 'isoCode'))).toEqual(expect.arrayContaining(['EUR', 'CHF']))
  })

  it('countries filter by iso and translate names', async () => {
    const body = { filter: [{ type: 'equals', field: 'iso', value: 'CH' }] }
    const de = await call(t, 'POST', '/country', { body })
    const fr = await call(t, 'POST', '/country', { body, headers: { 'sw-language-id': IDS.languageFr } })
    expect(get(de.body, 'elements', 0, 'translated', 'name')).toBe('Schweiz')
    expect(get(fr.body, 'elements', 0, 'translated', 'name')).toBe('Suisse')
    const states = await call(t, 'GET', `/country-state/${IDS.countryDe}`, {
      template: '/country-state/{countryId}',
    })
    expect(arr(states.body, 'elements').length).toBeGreaterThan(0)
  })

  it('payment and shipping methods', async () => {
    expect(arr((await call(t, 'GET', '/payment-method')).body, 'elements').length).toBeGreaterThanOrEqual(4)
    const shipping = await call(t, 'POST', '/shipping-method', { body: { associations: { prices: {} } } })
    expect(get(shipping.body, 'elements', 0, 'deliveryTime', 'unit')).toBeTruthy()
  })

  it('invalid criteria are a 400 with source pointers', async () => {
    const res = await call(t, 'POST', '/language', { body: { limit: 1000, page: 0 } })
    expect(res.status).toBe(400)
    expect(
      arr(res.body, 'errors')
        .map((e) => get(e, 'code'))
        .sort(),
    ).toEqual(['FRAMEWORK__INVALID_PAGE_QUERY', 'FRAMEWORK__QUERY_LIMIT_EXCEEDED'])
  })
})

describe('maintenance and expiry', () => {
  it('MAINTENANCE_MODE answers 503 on every route', async () => {
    const m = await createTestBackend({ maintenance: true })
    try {
      for (const path of ['/context', '/product', '/search?search=x']) {
        const res = await call(m, 'GET', path)
        expect(res.status).toBe(503)
        expect(get(res.body, 'errors', 0, 'code')).toBe('FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE')
      }
    } finally {
      m.backend.close()
    }
  })

  it('a context unused for more than 120 days is replaced by a new one', async () => {
    let now = new Date('2026-11-01T00:00:00Z')
    const b = await createTestBackend({ now: () => now })
    try {
      const token = (await call(b, 'GET', '/context')).headers.get('sw-context-token') ?? ''
      await call(b, 'PATCH', '/context', {
        body: { languageId: IDS.languageFr },
        headers: { 'sw-context-token': token },
      })
      now = new Date('2027-02-20T00:00:00Z') // 111 days: still valid, and touched
      const kept = await call(b, 'GET', '/context', { headers: { 'sw-context-token': token } })
      expect(kept.headers.get('sw-context-token')).toBe(token)
      expect(get(kept.body, 'context', 'languageIdChain', 0)).toBe(IDS.languageFr)
      now = new Date('2027-06-21T00:00:00Z') // 121 days after the last use
      const fresh = await call(b, 'GET', '/context', { headers: { 'sw-context-token': token } })
      expect(fresh.headers.get('sw-context-token')).not.toBe(token)
      expect(get(fresh.body, 'context', 'languageIdChain', 0)).toBe(IDS.languageDe)
    } finally {
      b.backend.close()
    }
  })
})
