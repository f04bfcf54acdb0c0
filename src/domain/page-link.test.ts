import { describe, expect, it } from 'vitest'
import { normalisePath, pageHintOf, parseTechnicalPath, technicalPath } from './page-link.ts'

const ID = '0123456789abcdef0123456789abcdef'

describe('page hints', () => {
  it('reads the hint a link put into the history state', () => {
    const hint = { routeName: 'frontend.detail.page', id: ID }
    expect(pageHintOf({ page: hint, __TSR_index: 3 })).toEqual(hint)
  })

  it.each([
    [undefined],
    [null],
    [{}],
    [{ page: 'x' }],
    [{ page: { routeName: 'frontend.detail.page', id: 'not-an-id' } }],
    [{ page: { routeName: 'frontend.account.page', id: ID } }],
    [{ page: { routeName: 'frontend.detail.page', id: ID.toUpperCase() } }],
  ])('ignores anything else: %j', (state) => {
    expect(pageHintOf(state)).toBeNull()
  })
})

describe('technical paths', () => {
  it('round-trips every route name', () => {
    for (const routeName of [
      'frontend.navigation.page',
      'frontend.landing.page',
      'frontend.detail.page',
    ] as const) {
      expect(parseTechnicalPath(technicalPath({ routeName, id: ID }))).toEqual({ routeName, id: ID })
    }
    expect(technicalPath({ routeName: 'frontend.landing.page', id: ID })).toBe(`/landingPage/${ID}`)
  })

  it('accepts a trailing slash and any case, nothing else', () => {
    expect(parseTechnicalPath(`/NAVIGATION/${ID.toUpperCase()}/`)).toEqual({
      routeName: 'frontend.navigation.page',
      id: ID,
    })
    expect(parseTechnicalPath(`/navigation/${ID}/more`)).toBeNull()
    expect(parseTechnicalPath('/Lounge-Moebel/')).toBeNull()
    expect(parseTechnicalPath(`/detail/${ID.slice(1)}`)).toBeNull()
  })

  it('normalises paths the way the router compares them', () => {
    expect(normalisePath('Lounge-Moebel/Lounge-Sofas/')).toBe('/Lounge-Moebel/Lounge-Sofas')
    expect(normalisePath('/')).toBe('/')
  })
})
