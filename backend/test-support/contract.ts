import type { ErrorObject, ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { isObject, type JsonObject, loadStoreApiDocument } from './contract-schema.ts'

/**
 * Validates embedded back-end responses against the official Store API contract
 * (`storeApiSchema.json` + overrides from `@shopware/api-client`, see contract-schema.ts).
 *
 * Strictness: the schema decides. `additionalProperties: false` in the schema (e.g. on the error
 * object) is enforced; where the schema is silent, extra properties are allowed as JSON Schema says.
 * Each operation/status is compiled once per process and cached.
 */

const DOC_ID = 'https://store-api.contract/storeApiSchema.json'
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const

/** OpenAPI annotation keywords ajv does not know; they never constrain a value. */
const ANNOTATION_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs']

/**
 * Top-level fields of the OpenAPI document. The document is registered as one schema so that
 * `#/components/...` refs resolve inside it; ajv's strict mode inspects its root when a ref lands
 * in it, so these names must be known (as annotations: they never validate anything).
 */
const DOCUMENT_KEYWORDS = ['openapi', 'info', 'servers', 'components', 'security', 'paths', 'tags']

/**
 * Formats in the schema that ajv-formats does not define (schema quirks), with how we treat them:
 * - '' (an empty format on `Product.calculatedCheapestPrice.variantId`): no constraint.
 * - '^[0-9a-f]{32}$' (a pattern written into `format` on `variantId`): enforced as that pattern.
 * - 'base64url' (compressed criteria parameters): the RFC 4648 URL-safe alphabet.
 */
const QUIRK_FORMATS: Record<string, RegExp | true> = {
  '': true,
  '^[0-9a-f]{32}$': /^[0-9a-f]{32}$/,
  base64url: /^[A-Za-z0-9_-]*={0,2}$/,
}

export interface OperationInfo {
  method: string
  path: string
  operationId: string | undefined
  statuses: string[]
}

let ajvInstance: Ajv2020 | undefined
const validators = new Map<string, ValidateFunction>()

function ajv(): Ajv2020 {
  if (ajvInstance) return ajvInstance
  const instance = new Ajv2020({
    allErrors: true,
    strict: true,
    // OpenAPI schemas routinely put `properties`/`required` beside `allOf` without `type: object`;
    // those are valid JSON Schema, so only the type/required/tuple lints are switched off.
    strictTypes: false,
    strictRequired: false,
    strictTuples: false,
    allowUnionTypes: true,
  })
  addFormats(instance)
  instance.addVocabulary([...ANNOTATION_KEYWORDS, ...DOCUMENT_KEYWORDS])
  for (const [name, rule] of Object.entries(QUIRK_FORMATS)) instance.addFormat(name, rule)
  // The document is not itself a JSON Schema; only sub-schemas are compiled, through $refs.
  instance.addSchema(loadStoreApiDocument(), DOC_ID, undefined, false)
  ajvInstance = instance
  return instance
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1')
}

function normalizePath(pathTemplate: string): string {
  return pathTemplate.startsWith('/store-api/') ? pathTemplate.slice('/store-api'.length) : pathTemplate
}

function operation(method: string, pathTemplate: string): { op: JsonObject; pointer: string } {
  const doc = loadStoreApiDocument()
  const paths = isObject(doc.paths) ? doc.paths : {}
  const path = normalizePath(pathTemplate)
  const item = paths[path]
  if (!isObject(item)) throw new Error(`Store API schema has no path ${path}`)
  const m = method.toLowerCase()
  const op = item[m]
  if (!isObject(op)) throw new Error(`Store API schema has no ${method.toUpperCase()} ${path}`)
  return { op, pointer: `/paths/${escapePointer(path)}/${m}` }
}

/** Follows a `#/components/responses/...` reference; returns the object and its pointer. */
function deref(node: JsonObject, pointer: string): { node: JsonObject; pointer: string } {
  const ref = node.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return { node, pointer }
  let target: unknown = loadStoreApiDocument()
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    target = isObject(target) ? target[key] : undefined
  }
  if (!isObject(target)) throw new Error(`Unresolvable reference ${ref} at ${pointer}`)
  return deref(target, ref.slice(1))
}

/** Picks the documented response: exact status, then `4XX`-style range, then `default`. */
function responseKey(responses: JsonObject, status: number): string | undefined {
  const candidates = [String(status), `${String(status)[0]}XX`, 'default']
  return candidates.find((key) => key in responses)
}

function schemaPointer(method: string, pathTemplate: string, status: number): string | undefined {
  const { op, pointer } = operation(method, pathTemplate)
  const responses = isObject(op.responses) ? op.responses : {}
  const key = responseKey(responses, status)
  if (key === undefined) {
    // Shopware answers every error with the same JSON:API error document, but documents error
    // statuses only selectively (503 maintenance, 400 on many routes): validate those against it.
    if (status >= 400) return '/components/schemas/failure'
    const documented = Object.keys(responses).join(', ')
    throw new Error(
      `${method.toUpperCase()} ${pathTemplate}: status ${status} is not documented (${documented})`,
    )
  }
  const raw = responses[key]
  if (!isObject(raw)) throw new Error(`${method.toUpperCase()} ${pathTemplate}: bad response entry ${key}`)
  const response = deref(raw, `${pointer}/responses/${escapePointer(key)}`)
  const content = isObject(response.node.content) ? response.node.content : undefined
  if (!content || !isObject(content['application/json'])) return undefined
  if (!isObject(content['application/json'].schema)) return undefined
  return `${response.pointer}/content/application~1json/schema`
}

function validatorFor(pointer: string): ValidateFunction {
  const cached = validators.get(pointer)
  if (cached) return cached
  const compiled = ajv().compile({ $ref: `${DOC_ID}#${pointer}` })
  validators.set(pointer, compiled)
  return compiled
}

function describe(error: ErrorObject): string {
  const at = error.instancePath === '' ? '(root)' : error.instancePath
  const params = error.params as Record<string, unknown>
  const extra =
    params.additionalProperty !== undefined
      ? ` '${String(params.additionalProperty)}'`
      : params.allowedValues !== undefined
        ? ` ${JSON.stringify(params.allowedValues)}`
        : ''
  return `${at}: ${error.message ?? error.keyword}${extra} [${error.schemaPath}]`
}

function violations(validate: ValidateFunction, body: unknown): string[] {
  if (validate(body)) return []
  return [...new Set((validate.errors ?? []).map(describe))]
}

/**
 * Throws unless `body` matches the schema of the response `status` of `METHOD pathTemplate`
 * (e.g. `('POST', '/product-listing/{categoryId}', 200, json)`). A documented status without a
 * JSON body requires an empty body (undefined, null or '').
 */
export function expectValidResponse(
  method: string,
  pathTemplate: string,
  status: number,
  body: unknown,
): void {
  const pointer = schemaPointer(method, pathTemplate, status)
  const label = `${method.toUpperCase()} ${pathTemplate} → ${status}`
  if (pointer === undefined) {
    if (body === undefined || body === null || body === '') return
    throw new Error(`${label}: the schema documents no JSON body, but one was sent`)
  }
  const found = violations(validatorFor(pointer), body)
  if (found.length === 0) return
  const lines = found.map((line) => `  - ${line}`).join('\n')
  throw new Error(
    `${label} violates storeApiSchema.json (#${pointer}), ${found.length} problem(s):\n${lines}`,
  )
}

/**
 * Throws unless `value` matches the component schema `#/components/schemas/<name>`: for parts of an
 * answer the schema types only loosely, such as a CMS slot's `data` (`type: object`), whose
 * products, media, cross-sellings and reviews are checked against their own schemas this way.
 */
export function expectValidComponent(name: string, value: unknown, label: string = name): void {
  const found = violations(validatorFor(`/components/schemas/${escapePointer(name)}`), value)
  if (found.length === 0) return
  const lines = found.map((line) => `  - ${line}`).join('\n')
  throw new Error(`${label} violates storeApiSchema.json (#/components/schemas/${name}):\n${lines}`)
}

/** Throws unless `body` is Shopware's error document with at least one error carrying `status`. */
export function expectErrorResponse(status: number, body: unknown): void {
  const found = violations(validatorFor('/components/schemas/failure'), body)
  const errors = isObject(body) && Array.isArray(body.errors) ? body.errors : []
  if (errors.length === 0) found.push('/errors: must contain at least one error')
  else if (!errors.some((e) => isObject(e) && e.status === String(status))) {
    found.push(`/errors: no error has status "${status}"`)
  }
  if (found.length > 0) throw new Error(`Error response ${status} is malformed:\n  - ${found.join('\n  - ')}`)
}

/** Violations of the documented JSON request body of an operation (empty when valid). */
export function validateRequestBody(method: string, pathTemplate: string, body: unknown): string[] {
  const { op, pointer } = operation(method, pathTemplate)
  if (!isObject(op.requestBody)) return body === undefined ? [] : ['(root): operation takes no body']
  const requestBody = deref(op.requestBody, `${pointer}/requestBody`)
  const content = isObject(requestBody.node.content) ? requestBody.node.content : {}
  if (!isObject(content['application/json'])) return ['(root): no application/json body documented']
  return violations(validatorFor(`${requestBody.pointer}/content/application~1json/schema`), body)
}

/** Every operation of the effective schema, for coverage checks. */
export function listOperations(): OperationInfo[] {
  const doc = loadStoreApiDocument()
  const paths = isObject(doc.paths) ? doc.paths : {}
  const out: OperationInfo[] = []
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const op = item[method]
      if (!isObject(op)) continue
      const operationId = typeof op.operationId === 'string' ? op.operationId : undefined
      const statuses = isObject(op.responses) ? Object.keys(op.responses) : []
      out.push({ method: method.toUpperCase(), path, operationId, statuses })
    }
  }
  return out
}
