import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderStoreApiDoc, storeApiCoverage } from '../test-support/store-api-doc.ts'

describe('docs/store-api.md', () => {
  it('is the current rendering of the routes against the official schema (npm run docs:store-api)', () => {
    const onDisk = readFileSync(new URL('../../docs/store-api.md', import.meta.url), 'utf8')
    expect(onDisk, 'docs/store-api.md is stale: run `npm run docs:store-api`').toBe(renderStoreApiDoc())
  })

  it('counts what the contract tests exercise', () => {
    const { operations, implemented, missing } = storeApiCoverage()
    expect(implemented.length + missing.length).toBe(operations.length)
    const keys = new Set(implemented.map((op) => `${op.method} ${op.path}`))
    for (const key of ['GET /context', 'POST /product/{productId}', 'POST /search', 'POST /checkout/order'])
      expect(keys).toContain(key)
  })
})
