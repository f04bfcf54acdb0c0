import { useLingui } from '@lingui/react/macro'
import { Link } from '../../components/ui/Link.tsx'
import { breadcrumbHref, type BreadcrumbEntry } from '../../domain/product.ts'

/**
 * Home › category trail › product. Categories link by their SEO path (from the breadcrumb route),
 * else by their technical path, which the catch-all redirects.
 */
export function ProductBreadcrumb({
  trail,
  current,
}: {
  trail: readonly BreadcrumbEntry[]
  current: string
}) {
  const { t } = useLingui()
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link href="/">{t`Home`}</Link>
        </li>
        {trail
          .filter((entry) => entry.id !== null)
          .map((entry) => (
            <li key={entry.id}>
              <Link href={breadcrumbHref(entry)}>{entry.name}</Link>
            </li>
          ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
