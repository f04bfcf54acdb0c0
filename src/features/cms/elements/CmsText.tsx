import { useMemo } from 'react'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import { usePreparedText } from '../headings.ts'
import { sanitizeHtml } from '../sanitize.ts'

/**
 * Rich text from the CMS, passed through the allow-list sanitiser before it touches the DOM. Inside
 * a CmsPage the page has prepared it (heading levels in order); standalone it is sanitised here.
 */
export function CmsText({ slot }: { slot: CmsSlotOf<'text'> }) {
  const prepared = usePreparedText(slot.id)
  const html = useMemo(() => prepared ?? sanitizeHtml(slot.data.content), [prepared, slot.data.content])
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list, tested)
  return <div className="cms-text" dangerouslySetInnerHTML={{ __html: html }} />
}
