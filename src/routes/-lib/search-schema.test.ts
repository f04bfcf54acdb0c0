import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { RouterContext } from '../../router-context.ts'
import { createAppRouter } from '../../router.tsx'
import { routeTree } from '../../routeTree.gen.ts'
import { parseSearchFor, type RouteNode, searchSchema, searchSchemasOf } from './search-schema.ts'

const page = searchSchema((raw): { p?: number } => (raw.p === 2 ? { p: 2 } : {}))
const term = searchSchema((raw): { q?: string } => (typeof raw.q === 'string' && raw.q ? { q: raw.q } : {}))

describe('searchSchema', () => {
  it("returns the parse result and clears the query's other keys", () => {
    const { value } = page['~standard'].validate({ p: 2, q: 'x', utm_source: 'mail' })
    expect(value).toStrictEqual({ p: 2, q: undefined, utm_source: undefined })
    expect(page['~standard'].validate('not a query').value).toStrictEqual({})
  })
})

describe('parseSearchFor', () => {
  it('keeps a key only when some schema makes something of its value', () => {
    const parse = parseSearchFor([page, term])
    expect(parse('?p=2&q=teak&utm_source=mail&p2=1')).toStrictEqual({ p: 2, q: 'teak' })
    expect(parse('?p=3&q=')).toStrictEqual({})
  })
})

/** The router as the app builds it, at `href` (matching only: no loader runs). */
function routerAt(href: string): AnyRouter {
  window.history.replaceState(null, '', href)
  // Matching reads only the locale (the basepath); the services are never touched here.
  return createAppRouter({ context: { locale: 'de-DE' } as RouterContext, preload: false })
}

function searchAt(href: string): Record<string, unknown> {
  const router = routerAt(href)
  const matches = router.matchRoutes(router.latestLocation)
  return { ...matches[matches.length - 1]?.search }
}

/** The URL the router answers with for `href` (the server redirects when it differs). */
function canonicalOf(href: string): string {
  const router = routerAt(href)
  const location = router.latestLocation
  return router.buildLocation({
    to: location.pathname,
    search: true,
    params: true,
    _includeValidateSearch: true,
  }).publicHref
}

const defined = (search: unknown) =>
  Object.fromEntries(
    Object.entries(typeof search === 'object' && search !== null ? search : {}).filter(
      ([, value]) => value !== undefined,
    ),
  )

describe("the app's route contracts", () => {
  const schemas = searchSchemasOf(routeTree)

  it('return nothing for an empty query: defaults never go into the URL (a redirect loop otherwise)', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(6)
    for (const schema of schemas) expect(defined(schema['~standard'].validate({}).value)).toEqual({})
  })

  it('are search schemas wherever a route validates its search, never nested', () => {
    const visit = (route: RouteNode, underSchema: boolean) => {
      const own = route.options.validateSearch
      if (own !== undefined) {
        expect(schemas).toContain(own)
        expect(underSchema).toBe(false)
      }
      const children = Object.values((route.children ?? {}) as Record<string, RouteNode>)
      for (const child of children) visit(child, underSchema || own !== undefined)
    }
    visit(routeTree, false)
  })

  it('give a route exactly what its schema returned, whatever else the query holds', () => {
    const id = 'a'.repeat(32)
    expect(
      defined(searchAt(`/Lounge?order=price-asc&p=abc&utm_source=mail&min-price=&manufacturer=${id}`)),
    ).toEqual({
      order: 'price-asc',
      manufacturer: id,
    })
    expect(defined(searchAt('/search?search=%20teak%20&order=score&limit=500'))).toEqual({ search: 'teak' })
    expect(defined(searchAt('/login?redirect=%2Faccount&p=2'))).toEqual({ redirect: '/account' })
    expect(defined(searchAt('/wishlist?p=x'))).toEqual({})
  })

  it('ignore unknown keys and broken values without a redirect', () => {
    expect(canonicalOf('/Lounge?utm_source=mail&p=abc&limit=10')).toBe('/Lounge')
    expect(canonicalOf('/search?search=teak&fbclid=1')).toBe('/search?search=teak')
    expect(canonicalOf('/reset-password?hash=')).toBe('/reset-password')
    // The router's location is the cleaned query, so the canonical URL equals it: no redirect.
    const router = routerAt('/Lounge?utm_source=mail&p=abc')
    expect(router.latestLocation.publicHref).toBe('/Lounge')
  })

  it("redirect a value only another route takes to the route's own URL", () => {
    expect(canonicalOf('/search?search=teak&order=score')).toBe('/search?search=teak')
    expect(canonicalOf('/Lounge?p=2&search=teak')).toBe('/Lounge?p=2')
    expect(canonicalOf('/Lounge?page=3')).toBe('/Lounge?p=3')
  })
})
