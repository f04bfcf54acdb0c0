import { useMemo } from 'react'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import { showDevMarkers } from '../dev-markers.ts'
import { usePreparedText } from '../headings.ts'
import { sanitizeHtml } from '../sanitize.ts'

/**
 * Rich text from the CMS, passed through the allow-list sanitiser before it touches the DOM. Inside
 * a CmsPage the page has prepared it (heading levels in order); standalone it is sanitised here.
 */
export function CmsText({ slot }: { slot: CmsSlotOf<'text'> }) {
  const prepared = usePreparedText(slot.id)
  const html = useMemo(() => prepared ?? sanitizeHtml(slot.data.content), [prepared, slot.data.content])
  if (!html) return <EmptyMapping mapping={slot.data.emptyMapping} />
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list, tested)
  return <div className="cms-text" dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * Development only: a mapped text that resolved to nothing (an empty field, or a mapping the page's
 * entity does not have) shows which mapping it was; shoppers see nothing.
 */
function EmptyMapping({ mapping }: { mapping: string | undefined }) {
  if (!mapping || !showDevMarkers()) return null
  return (
    // the mapping itself only in attributes: page text never carries a raw key, even in development
    <p className="cms-unknown" data-cms-mapping={mapping} title={mapping}>
      A mapped CMS value is empty or unknown for this page (see this element’s title).
    </p>
  )
}
