// The CMS element `category-navigation`: the site's main navigation as a sidebar tree.
import { useLingui } from '@lingui/react/macro'
import { Link } from '../../../components/ui/Link.tsx'
import { navigationHref } from '../../../domain/links.ts'
import type { NavigationEntry } from '../../../domain/types.ts'
import { useMenus, usePageMenus } from '../../layout/menus.ts'
import { useCmsPageEntity } from '../page-context.ts'

/** The main navigation the layout has from the root route's loader (loaded once for the layout). */
function useMainNavigation(): NavigationEntry[] {
  return useMenus(usePageMenus()).main
}

/** Ids from the top level down to `id`, or an empty list when the tree does not hold it. */
export function pathTo(entries: readonly NavigationEntry[], id: string | null): string[] {
  if (!id) return []
  for (const entry of entries) {
    if (entry.id === id) return [entry.id]
    const below = pathTo(entry.children, id)
    if (below.length > 0) return [entry.id, ...below]
  }
  return []
}

function Entries({
  entries,
  path,
  current,
}: {
  entries: readonly NavigationEntry[]
  path: string[]
  current: string | null
}) {
  return (
    <ul className="cms-category-nav__list">
      {entries.map((entry) => {
        const open = path.includes(entry.id)
        return (
          <li key={entry.id} className="cms-category-nav__item" data-open={open || undefined}>
            <Link
              href={navigationHref(entry)}
              variant="plain"
              className="cms-category-nav__link"
              aria-current={entry.id === current ? 'page' : undefined}
            >
              {entry.name}
            </Link>
            {open && entry.children.length > 0 ? (
              <Entries entries={entry.children} path={path} current={current} />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Shopware's category navigation (sidebar): the main navigation with the branch of the current
 * category opened and the current category marked. Outside a category (landing page) it shows the
 * top level.
 */
export function CmsCategoryNavigation() {
  const { t } = useLingui()
  const entries = useMainNavigation()
  const current = useCmsPageEntity()
  if (entries.length === 0) return null
  const path = pathTo(entries, current)
  return (
    <nav className="cms-category-nav" aria-label={t`Categories`}>
      <Entries entries={entries} path={path} current={current} />
    </nav>
  )
}
