import { createContext, type ReactNode, use, useMemo } from 'react'
import { type LegalLinks, NO_LEGAL_LINKS, resolveLegalLinks } from '../../domain/legal.ts'
import { useActor } from '../../system/hooks.ts'
import { type Menus, useMenus } from '../layout/menus.ts'

/**
 * Paths (inside the locale) whose pages show the legal links: the checkout's pages (its footer, the
 * who step's privacy box, the terms box) and the registration form. Only their pages carry the
 * links; every catalogue page would carry a few hundred bytes for nothing.
 */
const SHOWS_LEGAL_LINKS = /^(?:\/[a-z]{2}-[A-Z]{2})?\/(?:checkout(?:\/|$)|register\/?$)/

export function showsLegalLinks(pathname: string): boolean {
  return SHOWS_LEGAL_LINKS.test(pathname)
}

/**
 * Where the shop's legal pages come from: the links the root loader resolved for a page that shows
 * them (src/routes/-loaders/root.ts), or the root's menus, to resolve them from with the session's
 * ids where the page did not carry them (a client-side navigation into the checkout from a page
 * that had none, before the root's data is renewed). Without a provider (a document page, a
 * component test) there are none: the texts that mention the pages stay plain.
 */
export type LegalLinksSource = { links: LegalLinks } | { menus: Menus }

export const LegalLinksContext = createContext<LegalLinksSource>({ links: NO_LEGAL_LINKS })

function ResolvedLegalLinks({ menus, render }: { menus: Menus; render: (links: LegalLinks) => ReactNode }) {
  // Suspends while the menus load (never while hydrating: pages that show the links carry them).
  const { footer, service } = useMenus(menus)
  const ids = useActor('session', (view) => view.context.session?.salesChannel.legalPages)
  const links = useMemo(() => resolveLegalLinks(ids ?? {}, [footer, service]), [ids, footer, service])
  return render(links)
}

/** Renders `render` with the shop's legal links, from whichever source the page has. */
export function WithLegalLinks({ render }: { render: (links: LegalLinks) => ReactNode }) {
  const source = use(LegalLinksContext)
  if ('links' in source) return render(source.links)
  return <ResolvedLegalLinks menus={source.menus} render={render} />
}
