import { createContext } from 'react'
import type { LegalLinks } from '../../domain/legal.ts'
import type { Menus } from '../layout/menus.ts'

/**
 * Where the shop's legal pages come from: the links the root loader resolved for a page that shows
 * them (src/routes/-loaders/root.ts), or the root's menus, to resolve them from with the session's
 * ids where the page did not carry them (a client-side navigation into the checkout from a page
 * that had none, before the root's data is renewed). Without a provider (a document page, a
 * component test) there are none: the texts that mention the pages stay plain.
 *
 * Apart from ./legal-links.tsx, which resolves and renders them: the root route provides this on
 * every page, and its module is part of the JavaScript every page hydrates with.
 */
export type LegalLinksSource = { links: LegalLinks } | { menus: Menus }

export const LegalLinksContext = createContext<LegalLinksSource | null>(null)
