// Route search contracts. Each route passes one schema to `validateSearch`; the router reads its
// input and output types (Standard Schema), so `Route.useSearch()` and links are typed by it.
//
// The router merges the whole query into every route's search (the route's validated keys over the
// raw ones). Two steps make a route's search exactly what its schema returned:
// - once, at the root, when the router parses the query (`parseSearchFor`): a key stays only when
//   some route's schema makes something of its value. Tracking parameters, typos and broken values
//   vanish there, and since the router serialises the parsed query back as the location, this never
//   causes a redirect (a broken link shows the defaults, as before);
// - per route (`searchSchema`): the query's other keys are set to undefined in the route's search.
//   The router's canonical URL then leaves them out too, so a URL carrying another route's key or a
//   value only another route accepts (`order=score` on /search) redirects to the route's own URL.
import { defaultParseSearch } from '@tanstack/react-router'

type RawSearch = Record<string, unknown>

/** Standard Schema v1 (https://standardschema.dev), the subset the router reads. */
export interface SearchSchema<TInput, TOutput> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'gartenwerk'
    readonly validate: (value: unknown) => { readonly value: TOutput }
    readonly types?: { readonly input: TInput; readonly output: TOutput }
  }
}

/** Any route's schema (every SearchSchema is one: its types are only read by the router). */
type AnySearchSchema = SearchSchema<unknown, unknown>

function isRawSearch(value: unknown): value is RawSearch {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A route's search schema from its parse function. `parse` never throws and leaves out what it
 * cannot use, so a broken link shows the defaults rather than an error page. It must return
 * nothing for an empty query: defaults stay out of the URL (a default written into the URL would
 * be cleaned away again at the root, and the router would redirect in a loop).
 * `TInput` is what links may pass; by default any part of the output.
 * A child route's schema would also clear its parent's keys: no route with a schema has a
 * descendant with one (checked by the route tree's test).
 */
export function searchSchema<TOutput extends object, TInput = Partial<TOutput>>(
  parse: (raw: RawSearch) => TOutput,
): SearchSchema<TInput, TOutput> {
  const validate = (value: unknown) => {
    const raw = isRawSearch(value) ? value : {}
    const cleared: RawSearch = {}
    for (const key of Object.keys(raw)) cleared[key] = undefined
    return { value: { ...cleared, ...parse(raw) } }
  }
  return { '~standard': { version: 1, vendor: 'gartenwerk', validate } }
}

function isSearchSchema(value: unknown): value is AnySearchSchema {
  return typeof value === 'object' && value !== null && '~standard' in value
}

function validated(schema: AnySearchSchema, raw: RawSearch): RawSearch {
  const { value } = schema['~standard'].validate(raw)
  return isRawSearch(value) ? value : {}
}

/** The part of a route tree the schemas are collected from. */
export interface RouteNode {
  options: { validateSearch?: unknown }
  children?: unknown
}

/** Every route's search schema in the tree (routes without `validateSearch` have none). */
export function searchSchemasOf(root: RouteNode): AnySearchSchema[] {
  const schemas: AnySearchSchema[] = []
  const visit = (route: RouteNode) => {
    if (isSearchSchema(route.options.validateSearch)) schemas.push(route.options.validateSearch)
    const children = Array.isArray(route.children) ? route.children : Object.values(route.children ?? {})
    for (const child of children as RouteNode[]) visit(child)
  }
  visit(root)
  return schemas
}

/** True when some schema makes a value of `key` alone (an alias counts: `page` gives `p`). */
function isWanted(schemas: readonly AnySearchSchema[], key: string, value: unknown): boolean {
  return schemas.some((schema) =>
    Object.values(validated(schema, { [key]: value })).some((part) => part !== undefined),
  )
}

/** The router's `parseSearch`: its default parser, then only what some route can use. */
export function parseSearchFor(schemas: readonly AnySearchSchema[]): (searchStr: string) => RawSearch {
  return (searchStr) => {
    const parsed: RawSearch = defaultParseSearch(searchStr)
    return Object.fromEntries(Object.entries(parsed).filter(([key, value]) => isWanted(schemas, key, value)))
  }
}

/** `?p=` of a paged list as a page number above 1; anything else is page 1 (no error page). */
export const pageSearchSchema = searchSchema((raw): { p?: number } => {
  const value = Number(raw.p)
  return Number.isInteger(value) && value > 1 ? { p: value } : {}
})

/** `?hash=` of a mail link (password recovery); an empty one counts as missing. */
export const hashSearchSchema = searchSchema((raw): { hash?: string } =>
  typeof raw.hash === 'string' && raw.hash !== '' ? { hash: raw.hash } : {},
)
