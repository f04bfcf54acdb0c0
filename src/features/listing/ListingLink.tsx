import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import type { ListingSearch } from '../../domain/listing.ts'
import type { ListingView } from './ListingContext.tsx'

export interface ListingLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  view: ListingView
  to: ListingSearch
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
  to,
  scrollToTop = false,
  children,
  onClick,
  ...props
}: ListingLinkProps) {
  return (
    <a
      {...props}
      href={view.hrefFor(to)}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        event.preventDefault()
        view.go(to, { scrollToTop })
      }}
    >
      {children}
    </a>
  )
}
