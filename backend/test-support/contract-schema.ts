import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Loads the Store API OpenAPI document shipped in `@shopware/api-client` and turns it into the
 * *effective* contract: the raw `storeApiSchema.json` with `storeApiSchema.overrides.json` merged
 * in, exactly as `@shopware/api-gen` does before it generates `storeApiTypes.d.ts`. The storefront
 * is typed against those merged types (e.g. `LineItem.cover: Media | null`, required), so the
 * back end has to satisfy the merged schema, not only the raw one.
 *
 * OpenAPI's `nullable` is rewritten to JSON Schema (`type: [t, 'null']` or `anyOf [.., null]`) so
 * the validator needs no OpenAPI-specific keyword handling; see `normalizeNullable`.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

const DELETE = '_DELETE_'
const COMPOSITION = ['oneOf', 'anyOf', 'allOf', 'not'] as const

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function clone<T extends Json>(value: T): T {
  return structuredClone(value)
}

/**
 * Mirrors api-gen's `extendedDefu(patch, base)`: the patch wins, nested objects merge, arrays are
 * unioned (deduplicated, sorted like api-gen does), `"_DELETE_"` removes a key, and a composition
 * keyword in the patch replaces a `$ref` in the base (and the other way round), as api-gen ≥ 1.3 does.
 */
export function mergePatch(patch: JsonObject, base: JsonObject | undefined): JsonObject {
  const result: JsonObject = base ? clone(base) : {}
  if (COMPOSITION.some((k) => k in patch) && '$ref' in result && patch.$ref === undefined) delete result.$ref
  if (typeof patch.$ref === 'string') for (const k of COMPOSITION) delete result[k]
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key]
    if (value === DELETE) delete result[key]
    else if (Array.isArray(value) && Array.isArray(current)) result[key] = unionSorted(current, value)
    else if (isObject(value) && isObject(current)) result[key] = mergePatch(value, current)
    else if (isObject(value)) result[key] = mergePatch(value, undefined)
    else result[key] = clone(value)
  }
  return result
}

function unionSorted(a: Json[], b: Json[]): Json[] {
  const seen = new Set<string>()
  const out: Json[] = []
  for (const item of [...a, ...b]) {
    const key = JSON.stringify(item)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(clone(item))
  }
  // api-gen sorts with the default comparator: strings sort, objects keep their order.
  return out.sort()
}

function asPatches(value: Json | undefined): JsonObject[] {
  if (Array.isArray(value)) return value.filter(isObject)
  return isObject(value) ? [value] : []
}

export function applyOverrides(document: JsonObject, overrides: JsonObject): JsonObject {
  const out = clone(document)
  const components = isObject(out.components) ? out.components : {}
  const schemas = isObject(components.schemas) ? components.schemas : {}
  const overrideComponents = isObject(overrides.components) ? overrides.components : {}
  for (const [name, value] of Object.entries(overrideComponents)) {
    for (const patch of asPatches(value)) {
      const current = schemas[name]
      schemas[name] = mergePatch(patch, isObject(current) ? current : undefined)
    }
  }
  const paths = isObject(out.paths) ? out.paths : {}
  const overridePaths = isObject(overrides.paths) ? overrides.paths : {}
  for (const [path, methods] of Object.entries(overridePaths)) {
    const item = paths[path]
    if (!isObject(methods) || !isObject(item)) continue
    for (const [method, value] of Object.entries(methods)) {
      const operation = item[method]
      if (!isObject(operation)) continue
      for (const patch of asPatches(value)) item[method] = mergePatch(patch, item[method] as JsonObject)
    }
  }
  return out
}

/** Rewrites OpenAPI 3.0 `nullable` into plain JSON Schema, in place, everywhere in the tree. */
export function normalizeNullable(node: Json): Json {
  if (Array.isArray(node)) return node.map(normalizeNullable)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) out[key] = normalizeNullable(value)
  if (!('nullable' in out)) return out
  const nullable = out.nullable === true
  delete out.nullable
  if (!nullable) return out
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] }
  if (Array.isArray(out.type))
    return out.type.includes('null') ? out : { ...out, type: [...out.type, 'null'] }
  // `nullable` beside `$ref`/`oneOf` without `type`: the value may be null or match the rest.
  const { description, ...rest } = out
  const wrapped: JsonObject = { anyOf: [rest, { type: 'null' }] }
  if (description !== undefined) wrapped.description = description
  return wrapped
}

function packageDir(): string {
  const require = createRequire(import.meta.url)
  // The exports map exposes neither package.json nor the JSON files, but it does expose the
  // generated types, which live beside the schema files.
  return dirname(require.resolve('@shopware/api-client/store-api-types'))
}

export function readJson(file: string): JsonObject {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!isObject(parsed)) throw new Error(`${file} is not a JSON object`)
  return parsed
}

interface SchemaFix {
  pointer: string
  why: string
  /** true when the node still has the shape the fix was written for */
  applies(node: JsonObject): boolean
  apply(node: JsonObject): void
}

/**
 * Schema quirks fixed narrowly, by location (pointers into the raw storeApiSchema.json). Nothing
 * is loosened globally. Loading fails when a location no longer has the expected shape, so the
 * list cannot rot silently when @shopware/api-client is updated.
 */
export const SCHEMA_FIXES: SchemaFix[] = [
  {
    pointer: '/components/schemas/Product/properties/calculatedPrices/items',
    why:
      '`additionalProperties: false` beside `allOf` without own `properties` forbids every property, so ' +
      'no price could match; the intent (a CalculatedPrice and nothing more) is `unevaluatedProperties: false`.',
    applies: (node) =>
      node.additionalProperties === false && Array.isArray(node.allOf) && !('properties' in node),
    apply: (node) => {
      delete node.additionalProperties
      node.unevaluatedProperties = false
    },
  },
  {
    pointer: '/components/schemas/SalesChannelContext/properties/context/properties/currencyFactor',
    why:
      "Shopware's Context::currencyFactor is a float (Currency.factor is `number`, CHF is not 1.0); the " +
      'generated TypeScript type is `number` too. Only `integer` is widened to `number`.',
    applies: (node) => node.type === 'integer',
    apply: (node) => {
      node.type = 'number'
    },
  },
  {
    pointer: '/components/schemas/CrossSellingElement/properties/streamId',
    why:
      '`format: uuid` means the hyphenated RFC 4122 form, but streamId is a product stream id, which ' +
      "Shopware writes as 32 hex characters like every other id (the schema's own id pattern).",
    applies: (node) => node.format === 'uuid' && node.type === 'string',
    apply: (node) => {
      delete node.format
      node.pattern = '^[0-9a-f]{32}$'
    },
  },
  {
    pointer: '/components/schemas/EntitySearchResult/properties/aggregations',
    why:
      'Shopware serialises aggregations keyed by name (`{"manufacturer": {…, "apiAlias": ' +
      '"manufacturer_aggregation"}, "price": {…}}`, see the Store API listing docs), and PHP encodes an ' +
      'empty keyed array as `[]`. The schema only allows the array; the keyed object is added beside it.',
    applies: (node) => node.type === 'array' && isObject(node.items) && node.items.type === 'object',
    apply: (node) => {
      const { description, ...documented } = node
      for (const key of Object.keys(node)) delete node[key]
      if (description !== undefined) node.description = description
      node.anyOf = [documented, { type: 'object', additionalProperties: { type: 'object' } }]
    },
  },
  ...(['post', 'get'] as const).map(
    (method): SchemaFix => ({
      pointer: `/paths/~1handle-payment/${method}/responses/200/content/application~1json/schema`,
      why:
        'HandlePaymentMethodRouteResponse answers `{"redirectUrl": null}` when the payment handler does not ' +
        'redirect (prepayment, invoice: synchronous handlers return no RedirectResponse); the schema only ' +
        'allows a string. `null` is added beside it.',
      applies: (node) =>
        isObject(node.properties) &&
        isObject(node.properties.redirectUrl) &&
        node.properties.redirectUrl.type === 'string',
      apply: (node) => {
        if (isObject(node.properties) && isObject(node.properties.redirectUrl))
          node.properties.redirectUrl.type = ['string', 'null']
      },
    }),
  ),
]

function at(document: JsonObject, pointer: string): JsonObject {
  let node: Json | undefined = document
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined
  }
  if (!isObject(node)) throw new Error(`storeApiSchema.json: nothing at ${pointer}`)
  return node
}

export function applySchemaFixes(document: JsonObject): void {
  for (const fix of SCHEMA_FIXES) {
    const node = at(document, fix.pointer)
    if (!fix.applies(node))
      throw new Error(`storeApiSchema.json changed at ${fix.pointer}: review SCHEMA_FIXES`)
    fix.apply(node)
  }
}

let effective: JsonObject | undefined

/** The merged, normalised Store API document (loaded once per process). */
export function loadStoreApiDocument(): JsonObject {
  if (effective) return effective
  const dir = packageDir()
  // SCHEMA_FIXES point into the raw file (merging overrides can shift array indexes), so fix first.
  const raw = readJson(join(dir, 'storeApiSchema.json'))
  applySchemaFixes(raw)
  const merged = applyOverrides(raw, readJson(join(dir, 'storeApiSchema.overrides.json')))
  const normalized = normalizeNullable(merged)
  if (!isObject(normalized)) throw new Error('storeApiSchema.json: unexpected document shape')
  effective = normalized
  return effective
}
