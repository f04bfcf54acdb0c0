import { type ReactNode, use, useMemo } from 'react'
import { type LegalLinks, NO_LEGAL_LINKS, resolveLegalLinks } from '../../domain/legal.ts'
import { useActor } from '../../system/hooks.ts'
import { type Menus, useMenus } from '../layout/menus.ts'
import { LegalLinksContext, type LegalLinksSource } from './legal-links-context.ts'

/**
 * Paths (inside the locale) whose pages show the legal links: the checkout's pages (its footer, the
 * who step's privacy box, the terms box) and the registration form. Only their pages carry the
 * links; every catalogue page would carry a few hundred bytes for nothing.
 */
const SHOWS_LEGAL_LINKS = /^(?:\/[a-z]{2}-[A-Z]{2})?\/(?:checkout(?:\/|$)|register\/?$)/

export function showsLegalLinks(pathname: string): boolean {
  return SHOWS_LEGAL_LINKS.test(pathname)
}

/** No provider (a document page, a component test): no links, the texts stay plain. */
const NO_SOURCE: LegalLinksSource = { links: NO_LEGAL_LINKS }

function ResolvedLegalLinks({ menus, render }: { menus: Menus; render: (links: LegalLinks) => ReactNode }) {
  // Suspends while the menus load (never while hydrating: pages that show the links carry them).
  const { footer, service } = useMenus(menus)
  const ids = useActor('session', (view) => view.context.session?.salesChannel.legalPages)
  const links = useMemo(() => resolveLegalLinks(ids ?? {}, [footer, service]), [ids, footer, service])
  return render(links)
}

/** Renders `render` with the shop's legal links, from whichever source the page has. */
export function WithLegalLinks({ render }: { render: (links: LegalLinks) => ReactNode }) {
  const source = use(LegalLinksContext) ?? NO_SOURCE
  if ('links' in source) return render(source.links)
  return <ResolvedLegalLinks menus={source.menus} render={render} />
}
