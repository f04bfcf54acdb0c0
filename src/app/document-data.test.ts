import { describe, expect, it } from 'vitest'
import { IslandData } from '../components/island-data.ts'
import type { DehydratedAppState } from '../router-context.ts'
import { DOCUMENT_DATA_ID, documentDataText, readDocumentData } from './document-data.ts'

const state = { views: {}, origins: {}, catalogs: [] } as unknown as DehydratedAppState

/** A document whose body holds the data block as the server writes it. */
function pageWith(text: string): Document {
  document.body.innerHTML = `<main>Hi</main><script type="application/json" id="${DOCUMENT_DATA_ID}">${text}</script>`
  return document
}

describe('a document page’s data block', () => {
  it('comes back as written, island data as an empty box and the head left out', () => {
    const text = documentDataText({
      state,
      root: { navigation: IslandData.of({ main: ['x'] }), year: 2026 },
      leaf: { content: IslandData.of({ id: 'c' }), categoryId: 'c', head: { title: 'Home' } },
      match: { params: { _splat: 'Gartentische/Esstische' }, search: { order: 'price-asc' } },
    })
    const page = readDocumentData(pageWith(text))
    expect(page?.state).toEqual(state)
    const root = page?.root as { navigation: IslandData<unknown>; year: number }
    expect(root.year).toBe(2026)
    expect(root.navigation).toBeInstanceOf(IslandData)
    expect(root.navigation.peek()).toBeUndefined()
    expect(page?.leaf).toEqual({ content: expect.any(IslandData), categoryId: 'c' })
    expect(page?.match).toEqual({
      params: { _splat: 'Gartentische/Esstische' },
      search: { order: 'price-asc' },
    })
    expect(document.getElementById(DOCUMENT_DATA_ID)).toBeNull()
  })

  it('cannot close its script element or open a comment, whatever a value holds', () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const text = documentDataText({
      state,
      root: { name: hostile },
      leaf: {},
      match: { params: {}, search: {} },
    })
    expect(text).not.toContain('<')
    const page = readDocumentData(pageWith(text))
    expect(page?.root).toEqual({ name: hostile })
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('gives null for a page without it, or with a block it cannot read', () => {
    document.body.innerHTML = '<main>Hi</main>'
    expect(readDocumentData(document)).toBeNull()
    expect(readDocumentData(pageWith('{"state":'))).toBeNull()
    expect(readDocumentData(pageWith('{"root":{}}'))).toBeNull()
    expect(readDocumentData(pageWith('{"state":{"views":{}},"root":{},"leaf":{}}'))).toBeNull()
  })
})
