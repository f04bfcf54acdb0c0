import { describe, expect, it } from 'vitest'
import { browserApi } from './client-boot.ts'

describe('browserApi', () => {
  it('gives the islands of a page rendered for nobody their own client, and the visitor’s page the visitor’s', () => {
    const { api, pageApi } = browserApi('de-DE')
    expect(pageApi({ renderedForNobody: false })).toBe(api)
    const shared = pageApi({ renderedForNobody: true })
    expect(shared).not.toBe(api)
    // One client for the page: the islands' reads share its (lazily loaded) axios instance.
    expect(pageApi({ renderedForNobody: true })).toBe(shared)
  })
})
