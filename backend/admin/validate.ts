/**
 * The Admin API's write payloads, checked before anything is written: what an integration may send
 * to PATCH /api/product|category|cms-page/{id}, in Shopware's field names, and the 400 it gets
 * otherwise, in Shopware's WriteException shape (one entry per violation, `source.pointer` naming
 * the field as `/0/<field>`). A field this back end cannot write is refused, not ignored: an
 * operator whose change silently did nothing would trust a page that still shows the old value.
 */
import { ApiProblem, type ApiErrorEntry, errorEntry } from '../http/errors.ts'
import { isId } from '../lib/ids.ts'

/** Symfony constraint codes Shopware's write validation answers with. */
const TYPE = 'ba785a8c-82cb-4283-967c-3cf342181b40'
const NOT_BLANK = 'c1051bb4-d103-4f74-8988-acbcafc7fdc3'
const RANGE = '76454e69-502c-46c5-9643-f447d837c4d5'
const UNEXPECTED_FIELD = 'FRAMEWORK__WRITE_UNEXPECTED_FIELD_ERROR'
const CURRENCY_MISSING = 'FRAMEWORK__WRITE_DEFAULT_CURRENCY_PRICE_MISSING'

export interface PriceInput {
  currencyId: string
  gross: number
  net: number
  linked: boolean
  listPrice: { gross: number; net: number } | null
}

export interface ProductPatch {
  price?: PriceInput[]
  stock?: number
  active?: boolean
  name?: string
}

export interface CategoryPatch {
  name?: string
  active?: boolean
}

export interface CmsPagePatch {
  name?: string
}

type Json = Record<string, unknown>

class Violations {
  readonly entries: ApiErrorEntry[] = []
  add(code: string, detail: string, field: string): void {
    this.entries.push(errorEntry(400, code, detail, { pointer: `/0/${field}` }))
  }
  throwIfAny(): void {
    if (this.entries.length > 0) throw ApiProblem.many(400, this.entries)
  }
}

function objectBody(body: unknown): Json {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The request body must be a JSON object.',
      {
        parameters: { parameter: 'body' },
      },
    )
  return body as Json
}

function checkFields(body: Json, id: string, allowed: readonly string[], v: Violations): void {
  for (const key of Object.keys(body)) {
    if (key === 'id') {
      if (body.id !== id) v.add(TYPE, 'The id in the body must be the id of the URL.', 'id')
      continue
    }
    if (!allowed.includes(key)) v.add(UNEXPECTED_FIELD, `Unexpected field: ${key}`, key)
  }
}

function name(body: Json, v: Violations): string | undefined {
  if (!('name' in body)) return undefined
  const value = body.name
  if (typeof value !== 'string') v.add(TYPE, 'This value should be of type string.', 'name')
  else if (value.trim() === '') v.add(NOT_BLANK, 'This value should not be blank.', 'name')
  else if (value.length > 255)
    v.add(RANGE, 'This value is too long. It should have 255 characters or less.', 'name')
  else return value.trim()
  return undefined
}

function bool(body: Json, field: string, v: Violations): boolean | undefined {
  if (!(field in body)) return undefined
  const value = body[field]
  if (typeof value === 'boolean') return value
  v.add(TYPE, 'This value should be of type bool.', field)
  return undefined
}

const amount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e12

function priceEntry(
  raw: unknown,
  i: number,
  currencies: ReadonlySet<string>,
  v: Violations,
): PriceInput | null {
  const at = `price/${i}`
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    v.add(TYPE, 'This value should be of type array.', at)
    return null
  }
  const p = raw as Json
  let ok = true
  if (!isId(p.currencyId) || !currencies.has(p.currencyId)) {
    v.add(TYPE, 'The currencyId must name a currency of the shop.', `${at}/currencyId`)
    ok = false
  }
  for (const field of ['gross', 'net'] as const)
    if (!amount(p[field])) {
      v.add(TYPE, 'This value should be a number not below 0.', `${at}/${field}`)
      ok = false
    }
  if (typeof p.linked !== 'boolean') {
    v.add(TYPE, 'This value should be of type bool.', `${at}/linked`)
    ok = false
  }
  let listPrice: PriceInput['listPrice'] = null
  if (p.listPrice !== undefined && p.listPrice !== null) {
    const l = p.listPrice as Json
    if (typeof l !== 'object' || !amount(l.gross) || !amount(l.net)) {
      v.add(TYPE, 'The listPrice needs gross and net numbers not below 0.', `${at}/listPrice`)
      ok = false
    } else listPrice = { gross: l.gross as number, net: l.net as number }
  }
  if (!ok) return null
  return {
    currencyId: p.currencyId as string,
    gross: p.gross as number,
    net: p.net as number,
    linked: p.linked as boolean,
    listPrice,
  }
}

function prices(body: Json, currencies: ReadonlySet<string>, defaultCurrency: string, v: Violations) {
  if (!('price' in body)) return undefined
  if (!Array.isArray(body.price) || body.price.length === 0) {
    v.add(TYPE, 'This value should be a non-empty list of prices.', 'price')
    return undefined
  }
  const out = body.price.map((raw, i) => priceEntry(raw, i, currencies, v))
  const valid = out.filter((p): p is PriceInput => p !== null)
  if (valid.length !== out.length) return undefined
  if (new Set(valid.map((p) => p.currencyId)).size !== valid.length)
    v.add(TYPE, 'Each currency may have one price only.', 'price')
  else if (!valid.some((p) => p.currencyId === defaultCurrency))
    v.add(CURRENCY_MISSING, 'The price of the default currency is required.', 'price')
  else return valid
  return undefined
}

export function productPatch(
  raw: unknown,
  id: string,
  currencies: ReadonlySet<string>,
  defaultCurrency: string,
): ProductPatch {
  const body = objectBody(raw)
  const v = new Violations()
  checkFields(body, id, ['price', 'stock', 'active', 'name'], v)
  const patch: ProductPatch = {}
  const price = prices(body, currencies, defaultCurrency, v)
  if (price) patch.price = price
  if ('stock' in body) {
    const stock = body.stock
    if (typeof stock === 'number' && Number.isSafeInteger(stock)) patch.stock = stock
    else v.add(TYPE, 'This value should be of type int.', 'stock')
  }
  const active = bool(body, 'active', v)
  if (active !== undefined) patch.active = active
  const n = name(body, v)
  if (n !== undefined) patch.name = n
  v.throwIfAny()
  return patch
}

export function categoryPatch(raw: unknown, id: string): CategoryPatch {
  const body = objectBody(raw)
  const v = new Violations()
  checkFields(body, id, ['name', 'active'], v)
  const patch: CategoryPatch = {}
  const n = name(body, v)
  if (n !== undefined) patch.name = n
  const active = bool(body, 'active', v)
  if (active !== undefined) patch.active = active
  v.throwIfAny()
  return patch
}

export function cmsPagePatch(raw: unknown, id: string): CmsPagePatch {
  const body = objectBody(raw)
  const v = new Violations()
  checkFields(body, id, ['name'], v)
  const patch: CmsPagePatch = {}
  const n = name(body, v)
  if (n !== undefined) patch.name = n
  v.throwIfAny()
  return patch
}
