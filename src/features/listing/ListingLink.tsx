import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import type { ListingUpdate, ListingView } from './ListingContext.tsx'

export interface ListingLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  view: ListingView
  /** The state the link leads to from the page's state (its href) or, on click, from the latest. */
  change: ListingUpdate
  scrollToTop?: boolean
  children: ReactNode
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A real link to another state of the listing (page, filter removal): without JavaScript (or with a
 * modifier key: new tab) the browser follows the href; otherwise a client-side navigation.
 */
export function ListingLink({
  view,
  change,
  scrollToTop = false,
  children,
  onClick,
  ...props
}: ListingLinkProps) {
  return (
    <a
      {...props}
      href={view.hrefFor(change(view.search))}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        event.preventDefault()
        view.go(change, { scrollToTop })
      }}
    >
      {children}
    </a>
  )
}
