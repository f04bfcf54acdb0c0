import { useMemo } from 'react'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import { sanitizeHtml } from '../sanitize.ts'

/**
 * The shop's `html` element: markup an editor pasted (a table, an embed-free snippet), passed
 * through the same allow-list sanitiser as CMS text, so nothing outside the list reaches the DOM.
 * A heading level 1 becomes a 2: the page has its own title.
 */
export function CmsHtml({ slot }: { slot: CmsSlotOf<'html'> }) {
  const html = useMemo(() => sanitizeHtml(slot.data.content), [slot.data.content])
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list, tested)
  return <div className="cms-text cms-html" dangerouslySetInnerHTML={{ __html: html }} />
}
