import { useMemo } from 'react'
import type { CmsPage as CmsPageData } from '../../domain/types.ts'
import { CmsPage } from '../cms/CmsPage.tsx'
import { cmsPageHasH1 } from '../cms/headings.ts'
import { sanitizeHtml } from '../cms/sanitize.ts'

export interface ContentPageProps {
  /** The page's name; its h1 unless the CMS layout brings its own h1 (hero text). */
  title: string
  /** Show the title for screen readers only. */
  hideTitle?: boolean
  /** Category description (HTML from the shop), shown when there is no CMS layout. */
  description?: string | null
  cmsPage: CmsPageData | null
  /** The category's id when the page is a category: the CMS category navigation marks it. */
  navigationId?: string | null
}

/** A category, landing page or home page: one h1, then its CMS layout. */
export function ContentPage({
  title,
  hideTitle = false,
  description,
  cmsPage,
  navigationId = null,
}: ContentPageProps) {
  const html = useMemo(() => (description ? sanitizeHtml(description) : ''), [description])
  const cmsOwnsH1 = cmsPage ? cmsPageHasH1(cmsPage) : false
  return (
    <article className="content-page">
      {cmsOwnsH1 ? null : (
        <header className={hideTitle ? 'visually-hidden' : 'page content-page__header'}>
          <h1>{title}</h1>
        </header>
      )}
      {cmsPage ? (
        <CmsPage page={cmsPage} ownsH1={cmsOwnsH1} entityId={navigationId} />
      ) : html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list, tested)
        <div className="page cms-text" dangerouslySetInnerHTML={{ __html: html }} />
      ) : null}
    </article>
  )
}
