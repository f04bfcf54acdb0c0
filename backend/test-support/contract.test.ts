import { describe, expect, it } from 'vitest'
import { expectErrorResponse, expectValidResponse, listOperations, validateRequestBody } from './contract.ts'
import {
  applyOverrides,
  type JsonObject,
  loadStoreApiDocument,
  mergePatch,
  normalizeNullable,
} from './contract-schema.ts'

const LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b'
const LOCALE_ID = '0e6a7bb8a4b14b35a4e4d5d6c7f8a9b0'

const language = (overrides: Record<string, unknown> = {}) => ({
  id: LANGUAGE_ID,
  localeId: LOCALE_ID,
  name: 'Deutsch',
  createdAt: '2026-01-01T10:00:00.000+00:00',
  apiAlias: 'language',
  ...overrides,
})

const languageList = (elements: unknown[]) => ({
  entity: 'language',
  total: elements.length,
  aggregations: [],
  page: 1,
  limit: 10,
  elements,
  apiAlias: 'dal_entity_search_result',
})

const shopwareError = {
  errors: [
    {
      status: '404',
      code: 'PRODUCT__PRODUCT_NOT_FOUND',
      title: 'Not Found',
      detail: 'Product for id 0190 not found.',
      source: { pointer: '/productId' },
      meta: { parameters: { productId: '0190' } },
    },
  ],
}

function messageOf(fn: () => void): string {
  try {
    fn()
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('expectValidResponse', () => {
  it('accepts a valid language list for both GET and POST', () => {
    expect(() => expectValidResponse('GET', '/language', 200, languageList([language()]))).not.toThrow()
    expect(() => expectValidResponse('post', '/store-api/language', 200, languageList([]))).not.toThrow()
  })

  it('lists every violation with its instance path', () => {
    const bad = languageList([language({ id: 'not-a-uuid', name: 42 }), { name: 'x' }])
    const message = messageOf(() => expectValidResponse('GET', '/language', 200, bad))
    expect(message).toContain('GET /language → 200 violates storeApiSchema.json')
    expect(message).toContain('/elements/0/id: must match pattern')
    expect(message).toContain('/elements/0/name: must be string')
    expect(message).toContain("/elements/1: must have required property 'id'")
    expect(message).toContain("/elements/1: must have required property 'localeId'")
  })

  it('rejects a malformed date-time and a missing elements array', () => {
    expect(() =>
      expectValidResponse('GET', '/language', 200, languageList([language({ createdAt: 'today' })])),
    ).toThrow(/createdAt: must match format "date-time"/)
    expect(() => expectValidResponse('GET', '/language', 200, { total: 0 })).toThrow(
      /required property 'elements'/,
    )
  })

  it('validates documented error statuses against the error document, with no extra keys', () => {
    expect(() => expectValidResponse('POST', '/product/{productId}', 404, shopwareError)).not.toThrow()
    const withTrace = { errors: [{ ...shopwareError.errors[0], trace: ['at x'] }] }
    expect(() => expectValidResponse('POST', '/product/{productId}', 404, withTrace)).toThrow(
      /must NOT have additional properties 'trace'/,
    )
  })

  it('falls back to the error document for undocumented error statuses, but not for 2xx', () => {
    const maintenance = { errors: [{ status: '503', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }] }
    expect(() => expectValidResponse('GET', '/language', 503, maintenance)).not.toThrow()
    expect(() => expectValidResponse('GET', '/language', 503, { message: 'down' })).toThrow(/errors/)
    expect(() => expectValidResponse('GET', '/language', 201, languageList([]))).toThrow(/not documented/)
  })

  it('enforces CalculatedPrice, and nothing more, on graduated prices (narrow schema fix)', () => {
    const price = {
      unitPrice: 10,
      quantity: 1,
      totalPrice: 10,
      calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax: 1.6, taxRate: 19, price: 10 }],
      taxRules: [{ taxRate: 19, name: '19%' }],
      referencePrice: null,
      listPrice: null,
      regulationPrice: null,
      apiAlias: 'calculated_price',
    }
    // A partial product: only the calculatedPrices part of the report matters here.
    const problems = (calculatedPrices: unknown[]) =>
      messageOf(() =>
        expectValidResponse('GET', '/product/{productId}', 200, {
          product: { id: LANGUAGE_ID, calculatedPrices },
        }),
      )
        .split('\n')
        .filter((line) => line.includes('calculatedPrices'))
    expect(problems([price])).toEqual([])
    expect(problems([{ ...price, foo: 1 }]).join()).toContain(
      '/product/calculatedPrices/0: must NOT have unevaluated',
    )
    expect(problems([{ unitPrice: 1 }]).join()).toContain(
      "calculatedPrices/0: must have required property 'totalPrice'",
    )
  })

  it('accepts a fractional currencyFactor (narrow schema fix) but still checks its type', () => {
    const context = (currencyFactor: unknown) =>
      messageOf(() => expectValidResponse('GET', '/context', 200, { context: { currencyFactor } }))
    expect(context(0.93)).not.toContain('currencyFactor')
    expect(context('0.93')).toContain('/context/currencyFactor: must be number')
  })

  it('accepts aggregations keyed by name, as Shopware sends them (narrow schema fix)', () => {
    const keyed = { ...languageList([]), aggregations: { manufacturer: { entities: [], apiAlias: 'x' } } }
    expect(() => expectValidResponse('GET', '/language', 200, keyed)).not.toThrow()
    const wrong = { ...languageList([]), aggregations: { manufacturer: 5 } }
    expect(() => expectValidResponse('GET', '/language', 200, wrong)).toThrow(/aggregations/)
  })

  it('accepts Shopware ids as cross-selling streamId (narrow schema fix)', () => {
    const element = (streamId: string) => [
      {
        crossSelling: { id: LANGUAGE_ID, name: 'x' },
        products: [],
        total: 0,
        streamId,
        apiAlias: 'cross_selling_element',
      },
    ]
    const path = '/product/{productId}/cross-selling'
    expect(() => expectValidResponse('POST', path, 200, element(LANGUAGE_ID))).not.toThrow()
    expect(() => expectValidResponse('POST', path, 200, element('stream-1'))).toThrow(
      /streamId: must match pattern/,
    )
  })

  it('names unknown paths and methods', () => {
    expect(() => expectValidResponse('GET', '/no-such-route', 200, {})).toThrow(/no path \/no-such-route/)
    expect(() => expectValidResponse('DELETE', '/language', 200, {})).toThrow(/no DELETE \/language/)
  })

  it('applies the overrides: LineItem.cover is required and may be null', () => {
    const doc = loadStoreApiDocument()
    const schemas = (doc.components as { schemas: Record<string, { required?: string[] }> }).schemas
    expect(schemas.LineItem?.required).toContain('cover')
  })
})

describe('expectErrorResponse', () => {
  it('accepts Shopware errors and rejects other shapes', () => {
    expect(() => expectErrorResponse(404, shopwareError)).not.toThrow()
    expect(() => expectErrorResponse(400, shopwareError)).toThrow(/no error has status "400"/)
    expect(() => expectErrorResponse(400, { errors: [] })).toThrow(/at least one error/)
    expect(() => expectErrorResponse(500, 'Internal Server Error')).toThrow(/must be object/)
    expect(() => expectErrorResponse(400, { errors: [{ status: 400 }] })).toThrow(/status: must be string/)
  })
})

describe('validateRequestBody', () => {
  it('checks PATCH /context bodies against the documented schema', () => {
    expect(validateRequestBody('PATCH', '/context', { currencyId: LANGUAGE_ID })).toEqual([])
    expect(validateRequestBody('PATCH', '/context', { currencyId: 'EUR' }).join()).toContain('/currencyId')
  })
})

describe('listOperations', () => {
  it('lists the catalogue operations the storefront calls', () => {
    const keys = new Set(listOperations().map((op) => `${op.method} ${op.path}`))
    for (const key of [
      'GET /context',
      'PATCH /context',
      'POST /product-listing/{categoryId}',
      'GET /search',
    ]) {
      expect(keys).toContain(key)
    }
  })
})

describe('schema merging helpers', () => {
  it('merges like api-gen: patch wins, arrays union, _DELETE_ removes, composition replaces $ref', () => {
    const base: JsonObject = {
      required: ['id'],
      properties: { cover: { $ref: '#/m' }, old: { type: 'string' } },
    }
    const patch: JsonObject = {
      required: ['cover'],
      properties: { cover: { oneOf: [{ $ref: '#/m' }, { type: 'null' }] }, old: '_DELETE_' },
    }
    expect(mergePatch(patch, base)).toEqual({
      required: ['cover', 'id'],
      properties: { cover: { oneOf: [{ $ref: '#/m' }, { type: 'null' }] } },
    })
    const doc = { components: { schemas: { A: { type: 'object' } } }, paths: {} }
    const merged = applyOverrides(doc, { components: { A: [{ required: ['x'] }] } })
    expect(merged).toEqual({ components: { schemas: { A: { type: 'object', required: ['x'] } } }, paths: {} })
  })

  it('rewrites OpenAPI nullable into JSON Schema', () => {
    expect(normalizeNullable({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] })
    expect(normalizeNullable({ $ref: '#/a', nullable: true })).toEqual({
      anyOf: [{ $ref: '#/a' }, { type: 'null' }],
    })
    expect(normalizeNullable({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    })
    expect(normalizeNullable({ type: 'string', nullable: false })).toEqual({ type: 'string' })
  })
})
