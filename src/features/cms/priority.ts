import { createContext, useContext } from 'react'
import type { CmsPage } from '../../domain/types.ts'

const IMAGE_TYPES = new Set(['image', 'image-slider', 'image-gallery'])

export interface FirstVisual {
  /** The first image slot, loaded eagerly with high fetch priority. */
  slotId: string | null
  /** Or the section/block whose background image comes first (a hero): preloaded instead. */
  backgroundOf: string | null
}

/**
 * The first visual in reading order, the likely LCP element. Computed from the page data, so
 * server and client agree; everything after it loads lazily.
 */
export function firstVisual(page: CmsPage): FirstVisual {
  const sections = [...page.sections].sort((a, b) => a.position - b.position)
  for (const section of sections) {
    if (section.backgroundMedia?.url) return { slotId: null, backgroundOf: section.id }
    const blocks = [...section.blocks].sort((a, b) => a.position - b.position)
    for (const block of blocks) {
      if (block.backgroundMedia?.url) return { slotId: null, backgroundOf: block.id }
      const slot = block.slots.find((candidate) => IMAGE_TYPES.has(candidate.type))
      if (slot) return { slotId: slot.id, backgroundOf: null }
    }
  }
  return { slotId: null, backgroundOf: null }
}

export const PriorityContext = createContext<FirstVisual>({ slotId: null, backgroundOf: null })

export function useIsPrioritySlot(slotId: string): boolean {
  return useContext(PriorityContext).slotId === slotId
}

export function useIsPriorityBackground(boxId: string): boolean {
  return useContext(PriorityContext).backgroundOf === boxId
}
