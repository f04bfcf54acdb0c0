import fc from 'fast-check'
import { isObject, type JsonObject, loadStoreApiDocument } from '../test-support/contract-schema.ts'
import {
  anyJson,
  hexId,
  hostileString,
  malformedId,
  prototypeShadow,
  quantity,
  unicodeString,
  weirdScalar,
} from './fuzz-values.ts'

/**
 * Request generators guided by the official Store API schema: for an operation, its documented body
 * and query parameters with every field present or absent and every value right, almost right or
 * wrong (the wrong type, an object that shadows `toString`, a huge or odd Unicode string, a malformed
 * or unknown id, a negative or absurd quantity). Fields named like ids draw from the shop's real ids
 * most of the time, so the requests get past validation into the code behind it.
 */

export interface SchemaHints {
  /** real ids of the seeded shop and the fuzzing customer (any kind) */
  ids: readonly string[]
}

const MAX_DEPTH = 3

function deref(doc: JsonObject, node: unknown): JsonObject {
  let current = node
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    let target: unknown = doc
    for (const part of current.$ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined
    current = target
  }
  return isObject(current) ? current : {}
}

/** `allOf` folded into one object schema (properties merged). */
function flatten(doc: JsonObject, node: unknown): JsonObject {
  const schema = deref(doc, node)
  if (!Array.isArray(schema.allOf)) return schema
  const properties: JsonObject = isObject(schema.properties) ? { ...schema.properties } : {}
  for (const part of schema.allOf) {
    const flat = flatten(doc, part)
    if (isObject(flat.properties)) Object.assign(properties, flat.properties)
  }
  return { ...schema, type: 'object', properties }
}

const emails = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('demo@gartenwerk.example', 'a@b', '@', 'x@example.org\r\nBcc: y@example.org'),
)
const urls = fc.constantFrom(
  'http://localhost:3000/checkout/finish',
  '/account/order',
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  `http://localhost:3000/${'a'.repeat(3000)}`,
)

function stringFor(name: string, schema: JsonObject, hints: SchemaHints): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase()
  const ids = hints.ids.length > 0 ? fc.constantFrom(...hints.ids) : hexId
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, hostileString)
  if (/ids?$/.test(lower) || String(schema.pattern ?? '').includes('[0-9a-f]{32}'))
    return fc.oneof({ weight: 4, arbitrary: ids }, hexId, malformedId)
  if (lower.includes('email') || lower === 'username') return emails
  if (lower.endsWith('url')) return fc.oneof(urls, hostileString)
  return fc.oneof({ weight: 3, arbitrary: hostileString }, unicodeString, fc.constantFrom('', ' ', 'Berlin'))
}

/** Right-typed values for a schema node (recursing into objects and arrays down to MAX_DEPTH). */
function rightValue(
  doc: JsonObject,
  node: unknown,
  name: string,
  hints: SchemaHints,
  depth: number,
): fc.Arbitrary<unknown> {
  const schema = flatten(doc, node)
  const choices = [schema.anyOf, schema.oneOf].find(Array.isArray)
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => rightValue(doc, choice, name, hints, depth)))
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  if (depth >= MAX_DEPTH) return anyJson
  switch (type) {
    case 'string':
      return stringFor(name, schema, hints)
    case 'integer':
    case 'number':
      return quantity
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(valueFor(doc, schema.items ?? {}, name, hints, depth + 1), { maxLength: 4 })
    default: {
      const properties = isObject(schema.properties) ? schema.properties : {}
      if (Object.keys(properties).length === 0) return anyJson
      return objectFor(doc, properties, hints, depth + 1)
    }
  }
}

/** Mostly a right-typed value, sometimes one of the wrong type or a prototype-shadowing object. */
export function valueFor(
  doc: JsonObject,
  node: unknown,
  name: string,
  hints: SchemaHints,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: rightValue(doc, node, name, hints, depth) },
    { weight: 1, arbitrary: weirdScalar },
    { weight: 1, arbitrary: fc.oneof(anyJson, prototypeShadow) },
  )
}

function objectFor(
  doc: JsonObject,
  properties: JsonObject,
  hints: SchemaHints,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, child] of Object.entries(properties)) model[key] = valueFor(doc, child, key, hints, depth)
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(hostileString, anyJson, { maxKeys: 1 }))
    .map(([known, extra]) => ({ ...extra, ...known }))
}

interface Operation {
  body: JsonObject | undefined
  query: JsonObject
}

function operation(method: string, template: string): Operation | undefined {
  const doc = loadStoreApiDocument()
  const item = isObject(doc.paths) ? doc.paths[template] : undefined
  const op = isObject(item) ? item[method.toLowerCase()] : undefined
  if (!isObject(op)) return undefined
  const requestBody = deref(doc, op.requestBody)
  const content = isObject(requestBody.content) ? requestBody.content : {}
  const json = isObject(content['application/json']) ? content['application/json'] : undefined
  const query: JsonObject = {}
  for (const raw of Array.isArray(op.parameters) ? op.parameters : []) {
    const parameter = deref(doc, raw)
    if (parameter.in === 'query' && typeof parameter.name === 'string')
      query[parameter.name] = parameter.schema ?? {}
  }
  return { body: json ? flatten(doc, json.schema) : undefined, query }
}

/** True when the contract documents the operation (its 2xx answers can be validated). */
export function isDocumented(method: string, template: string): boolean {
  return operation(method, template) !== undefined
}

/** A request body object for the operation: its documented fields, or any object when undocumented. */
export function bodyFor(method: string, template: string, hints: SchemaHints): fc.Arbitrary<unknown> {
  const doc = loadStoreApiDocument()
  const body = operation(method, template)?.body
  const properties = body && isObject(body.properties) ? body.properties : undefined
  if (!properties || Object.keys(properties).length === 0)
    return fc.oneof(fc.dictionary(hostileString, anyJson, { maxKeys: 4 }), anyJson)
  return objectFor(doc, properties, hints, 0)
}

/** Query parameters for the operation (documented ones with hostile values, plus stray ones). */
export function queryFor(
  method: string,
  template: string,
  hints: SchemaHints,
): fc.Arbitrary<Record<string, unknown>> {
  const doc = loadStoreApiDocument()
  const query = operation(method, template)?.query ?? {}
  if (Object.keys(query).length === 0) return fc.dictionary(hostileString, weirdScalar, { maxKeys: 3 })
  return objectFor(doc, query, hints, 1)
}
