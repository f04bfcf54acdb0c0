// @vitest-environment node
// Resources call the Store API only through `invoke` with an operation key (src/api/invoke.ts), so
// the schema types every path, body and answer. This reads their sources and fails on what would
// bypass it: a path written as a string ('/checkout/cart', `/product/…`) or a direct call of the
// HTTP layer (http.get/post/patch/delete).

import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** A string or template literal that starts like a path: a quote, a slash, a path character. */
const PATH_LITERAL = /['"`]\/[\w{$-]/
/** A call of the raw HTTP layer: `http.post(`, `http.get<T>(`, `context.http?.delete(` … */
const RAW_CALL = /\bhttp\??\.(get|post|patch|delete)\b/

/** `file:line: what` for each line of `source` that writes a path or calls the HTTP layer. */
function findings(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const where = `${file}:${index + 1}`
    return [
      ...(PATH_LITERAL.test(line) ? [`${where}: Store API path literal: ${line.trim()}`] : []),
      ...(RAW_CALL.test(line) ? [`${where}: direct HTTP call: ${line.trim()}`] : []),
    ]
  })
}

const directory = fileURLToPath(new URL('.', import.meta.url))
const resources = readdirSync(directory)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort()
  .map((name) => ({ name, source: readFileSync(new URL(name, import.meta.url), 'utf8') }))

describe('Store API resources', () => {
  it('are all read', () => {
    expect(resources.map((file) => file.name)).toEqual(
      expect.arrayContaining(['account.ts', 'cart.ts', 'product.ts', 'shared.ts', 'wishlist.ts']),
    )
    expect(resources.every((file) => file.source.length > 0)).toBe(true)
  })

  it('write no Store API path and call the HTTP layer nowhere', () => {
    expect(resources.flatMap((file) => findings(file.name, file.source))).toEqual([])
  })

  it('would be caught writing a path or calling the HTTP layer (as they all did before invoke)', () => {
    const before = [
      "const { data } = await http.get<WireResponse<'readCart get /checkout/cart'>>('/checkout/cart')",
      'await http.post(`/product/…/review`, body)',
      'await http.delete(url)',
      "const path = '/order/state/cancel'",
    ].join('\n')
    const after = [
      "const { data } = await invoke('readCart get /checkout/cart')",
      "await invoke('saveProductReview post /product/{productId}/review', { pathParams, body })",
      "import { type ResourceContext, SEO_URLS_HEADER } from './shared.ts'",
      "const seoPathInfo = safeDecodePath(path).replace(/^\\/+/, '')",
    ].join('\n')

    expect(findings('before.ts', before)).toEqual([
      expect.stringContaining('before.ts:1: Store API path literal'),
      expect.stringContaining('before.ts:1: direct HTTP call'),
      expect.stringContaining('before.ts:2: Store API path literal'),
      expect.stringContaining('before.ts:2: direct HTTP call'),
      expect.stringContaining('before.ts:3: direct HTTP call'),
      expect.stringContaining('before.ts:4: Store API path literal'),
    ])
    expect(findings('after.ts', after)).toEqual([])
  })
})
