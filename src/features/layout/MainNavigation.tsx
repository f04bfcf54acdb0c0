import { useLingui } from '@lingui/react/macro'
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { navigationHref } from '../../domain/links.ts'
import type { NavigationEntry } from '../../domain/types.ts'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { type Menus, useMenus } from './menus.ts'

export interface MainNavigationProps {
  entries: readonly NavigationEntry[]
}

/** The header's island: the main menu of the root loader's menus (loaded when not in the page). */
export function MainNavigationFromMenus({ menus }: { menus: Menus }) {
  return <MainNavigation entries={useMenus(menus).main} />
}

/**
 * Main navigation as a disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each
 * top-level category is a link plus a toggle button (aria-expanded) for its subcategory flyout.
 * Escape closes the open flyout and returns focus to its toggle; leaving the item closes it. Below
 * the lg breakpoint the whole list sits behind one "Menu" disclosure button.
 *
 * Its links prefetch on intent (hover, focus), not when visible: they are on every page, and
 * prefetching every top-level category (CMS page and listing) on each page view would cost the
 * Store API ~5 requests per entry. Links in page content keep the router's prefetch-when-visible.
 */
export function MainNavigation({ entries }: MainNavigationProps) {
  const { t } = useLingui()
  const [openId, setOpenId] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const listId = useId()
  if (entries.length === 0) return null
  return (
    <nav className="main-nav" aria-label={t`Main navigation`} data-open={menuOpen || undefined}>
      <NativeButton
        variant="quiet"
        className="main-nav__toggle"
        aria-expanded={menuOpen}
        aria-controls={listId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} />
        <span>{t`Menu`}</span>
      </NativeButton>
      <ul className="main-nav__list" id={listId}>
        {entries.map((entry) => (
          <NavigationItem
            key={entry.id}
            entry={entry}
            open={openId === entry.id}
            onOpenChange={(open) => setOpenId(open ? entry.id : null)}
          />
        ))}
      </ul>
    </nav>
  )
}

interface NavigationItemProps {
  entry: NavigationEntry
  open: boolean
  onOpenChange: (open: boolean) => void
}

function NavigationItem({ entry, open, onOpenChange }: NavigationItemProps) {
  const { t } = useLingui()
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  // The pointer of the press that led to the current click; keyboard clicks (Enter, Space) have none.
  const pressPointer = useRef<string | null>(null)
  const children = entry.children.filter((child) => child.type !== 'folder' || child.children.length > 0)
  const external = entry.linkNewTab ? '_blank' : undefined

  if (children.length === 0) {
    return (
      <li>
        <Link
          href={navigationHref(entry)}
          variant="menu"
          preload="intent"
          className="main-nav__link"
          target={external}
        >
          {entry.name}
        </Link>
      </li>
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      onOpenChange(false)
      toggle.current?.focus()
    }
  }
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    // Focus moved outside this item (Tab past the last link): close, like a native disclosure would not.
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false)
  }
  const name = entry.name

  return (
    // Items carry no class (`.main-nav__list > li`): a menu of many entries.
    <li
      data-open={open || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpenChange(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onOpenChange(false)}
    >
      <div className="main-nav__row">
        {entry.type === 'folder' ? (
          <span className="main-nav__link">{name}</span>
        ) : (
          <Link
            href={navigationHref(entry)}
            variant="menu"
            preload="intent"
            className="main-nav__link"
            target={external}
          >
            {name}
          </Link>
        )}
        <NativeButton
          ref={toggle}
          variant="icon"
          // The chevron is drawn by the stylesheet (`.mask-icon`, src/styles/layout.css).
          className="main-nav__expand mask-icon"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t`${name}: show subcategories`}
          onPointerDown={(event) => {
            pressPointer.current = event.pointerType
          }}
          onClick={(event) => {
            // A mouse has already opened the flyout on hover; its click must not close it again.
            // `detail` is 0 for clicks from the keyboard, which always toggle.
            const mouse = event.detail > 0 && pressPointer.current === 'mouse'
            pressPointer.current = null
            onOpenChange(mouse ? true : !open)
          }}
        />
      </div>
      <div className="main-nav__flyout" id={panelId} hidden={!open}>
        <ul className="main-nav__sublist">
          {children.map((child) => (
            <li key={child.id}>
              <Link
                href={navigationHref(child)}
                variant="menu"
                preload="intent"
                target={child.linkNewTab ? '_blank' : undefined}
              >
                {child.name}
              </Link>
              {child.children.length > 0 ? (
                <ul className="main-nav__sublist main-nav__sublist--nested">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <Link href={navigationHref(grandchild)} variant="menu" preload="intent">
                        {grandchild.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
