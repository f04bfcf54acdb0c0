import { createContext, useContext } from 'react'
import type { CmsBlock, CmsPage } from '../../domain/types.ts'
import { slotConfig } from './helpers.ts'
import { sanitizeHtml } from './sanitize.ts'

const H1 = /<h1[\s>]/i
const HEADING_TAG = /<(\/?)h([1-6])(\s[^>]*)?>/g

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position)

/**
 * Whether the CMS page brings its own h1 (a hero text such as "At home outdoors"). Then the page
 * shows that one as its title instead of adding a second h1; otherwise CMS headings are demoted.
 */
export function cmsPageHasH1(page: CmsPage): boolean {
  return page.sections.some((section) =>
    section.blocks.some((block) =>
      block.slots.some((slot) => slot.type === 'text' && H1.test(slot.data.content)),
    ),
  )
}

/** Blocks in the order they appear in the document (a sidebar section renders its sidebar first). */
function blocksInReadingOrder(page: CmsPage): CmsBlock[] {
  return byPosition(page.sections).flatMap((section) => {
    const blocks = byPosition(section.blocks)
    if (section.type !== 'sidebar') return blocks
    return [
      ...blocks.filter((b) => b.sectionPosition === 'sidebar'),
      ...blocks.filter((b) => b.sectionPosition !== 'sidebar'),
    ]
  })
}

/**
 * Sanitised HTML of every text slot, with heading levels adjusted so the page outline never skips
 * a level (a teaser's h3 right after the page's h1 becomes an h2). `ownsH1`: the CMS provides the
 * page's h1; otherwise its h1s are demoted below the page title.
 */
export function prepareTexts(page: CmsPage, ownsH1: boolean): Map<string, string> {
  const texts = new Map<string, string>()
  let last = 1
  for (const block of blocksInReadingOrder(page)) {
    for (const slot of block.slots) {
      if (slot.type === 'product-slider' && typeof slotConfig(slot, 'title') === 'string') last = 2
      if (slot.type !== 'text') continue
      let open = 0
      const html = sanitizeHtml(slot.data.content, { demoteH1: !ownsH1 }).replace(
        HEADING_TAG,
        (_tag, closing: string, level: string, attributes = '') => {
          if (closing) return `</h${open}>`
          open = Math.min(Number(level), last + 1)
          last = open
          return `<h${open}${attributes}>`
        },
      )
      texts.set(slot.id, html)
    }
  }
  return texts
}

/** Prepared text slot HTML of the surrounding CMS page (see prepareTexts). */
export const CmsTextsContext = createContext<ReadonlyMap<string, string> | null>(null)

export function usePreparedText(slotId: string): string | undefined {
  return useContext(CmsTextsContext)?.get(slotId)
}
