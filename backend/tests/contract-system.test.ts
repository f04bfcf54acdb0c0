import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { type ContractClient, createContractClient, elementsOf, type Json } from './contract-client.ts'

/**
 * Contract tests for the system and context endpoints: typical requests (GET and POST where the
 * schema has both), every response validated against storeApiSchema.json by the client.
 */

let client: ContractClient

beforeAll(async () => {
  client = await createContractClient()
})

afterAll(() => client?.close())

describe('context', () => {
  it('GET /context creates a context and returns its token', async () => {
    const { status, headers, json } = await client.call<Json>('GET', '/context')
    expect(status).toBe(200)
    expect(headers.get('sw-context-token')).toMatch(/\S+/)
    expect(json.token).toBe(headers.get('sw-context-token'))
  })

  it('PATCH /context switches currency and language and keeps the token', async () => {
    const before = client.token()
    await client.ok<Json>('PATCH', '/context', {
      body: { currencyId: IDS.currencyChf, languageId: IDS.languageEn },
    })
    const context = await client.ok<Json>('GET', '/context')
    expect((context.currency as Json).id).toBe(IDS.currencyChf)
    expect(client.token()).toBe(before)
    await client.ok('PATCH', '/context', {
      body: { currencyId: IDS.currencyEur, languageId: IDS.languageDe },
    })
  })

  it('PATCH /context rejects malformed and unknown ids with 400', async () => {
    const bad = await client.call('PATCH', '/context', { body: { currencyId: 'EUR' } })
    expect(bad.status).toBe(400)
    const unknown = await client.call('PATCH', '/context', { body: { languageId: 'f'.repeat(32) } })
    expect(unknown.status).toBe(400)
  })
})

describe('sales channel lists', () => {
  for (const template of [
    '/language',
    '/currency',
    '/country',
    '/salutation',
    '/payment-method',
    '/shipping-method',
  ]) {
    it(`GET and POST ${template} answer lists`, async () => {
      const viaGet = await client.ok('GET', template)
      const viaPost = await client.ok('POST', template, { body: { limit: 10 } })
      expect(elementsOf(viaGet).length).toBeGreaterThan(0)
      expect(elementsOf(viaPost).length).toBeGreaterThan(0)
    })
  }

  it('the three shop languages are listed', async () => {
    const ids = elementsOf(await client.ok('POST', '/language', { body: {} })).map((l) => l.id)
    expect(ids).toEqual(expect.arrayContaining([IDS.languageDe, IDS.languageEn, IDS.languageFr]))
  })

  it('GET and POST /country-state/{countryId}', async () => {
    await client.ok('GET', '/country-state/{countryId}', { params: { countryId: IDS.countryDe } })
    await client.ok('POST', '/country-state/{countryId}', { params: { countryId: IDS.countryCh }, body: {} })
  })
})

describe('errors', () => {
  it('401 without sw-access-key, with Shopware error shape', async () => {
    const result = await client.call<{ errors: Json[] }>('GET', '/context', { anonymous: true })
    expect(result.status).toBe(401)
    expect(result.json.errors[0]?.code).toMatch(/^[A-Z_]+__[A-Z_]+$/)
  })

  it('412 with an unknown sw-access-key, as Shopware answers it', async () => {
    const result = await client.call('POST', '/language', {
      anonymous: true,
      headers: { 'sw-access-key': 'SWSCNOTAKEY' },
      body: {},
    })
    expect(result.status).toBe(412)
  })

  it('503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE on every route in maintenance mode', async () => {
    const down = await createContractClient({ maintenance: true })
    try {
      for (const [method, template, body] of [
        ['GET', '/context', undefined],
        ['POST', '/search', { search: 'tisch' }],
      ] as const) {
        const result = await down.call<{ errors: Json[] }>(method, template, { body })
        expect(result.status).toBe(503)
        expect(result.json.errors[0]?.code).toBe('FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE')
      }
    } finally {
      down.close()
    }
  })

  it('400 for an invalid limit on a list route', async () => {
    const result = await client.call('POST', '/currency', { body: { limit: -5 } })
    expect(result.status).toBe(400)
  })
})
