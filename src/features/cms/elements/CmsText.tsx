import { useMemo } from 'react'
import type { CmsSlot } from '../../../domain/types'
import { usePreparedText } from '../headings'
import { slotConfig } from '../helpers'
import { sanitizeHtml } from '../sanitize'
import { textContent } from '../slot-data'

/**
 * Rich text from the CMS, passed through the allow-list sanitiser before it touches the DOM. Inside
 * a CmsPage the page has prepared it (heading levels in order); standalone it is sanitised here.
 */
export function CmsText({ slot }: { slot: CmsSlot }) {
  const prepared = usePreparedText(slot.id)
  const html = useMemo(
    () => prepared ?? sanitizeHtml(textContent(slot.data, slotConfig(slot, 'content'))),
    [prepared, slot],
  )
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list, tested)
  return <div className="cms-text" dangerouslySetInnerHTML={{ __html: html }} />
}
