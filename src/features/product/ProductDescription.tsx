import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { sanitizeHtml } from '../cms/sanitize.ts'

/** The product description (shop HTML, sanitised with the CMS allow-list on server and client). */
export function ProductDescription({ html }: { html: string | null }) {
  const { t } = useLingui()
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html])
  if (!clean) return null
  return (
    <section className="product-description" aria-labelledby="product-description">
      <h2 id="product-description">{t`Description`}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list, tested) */}
      <div className="cms-text" dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  )
}
