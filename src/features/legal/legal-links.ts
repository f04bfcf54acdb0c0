import { createContext, use } from 'react'
import { type LegalLinks, NO_LEGAL_LINKS } from '../../domain/legal.ts'

/**
 * The shop's legal pages as links, resolved once per page by the root loader (src/routes/-loaders/
 * root.ts) and provided by the root layout. Without a provider (a document page, a component test)
 * there are none: the texts that mention the pages stay plain.
 */
export const LegalLinksContext = createContext<LegalLinks>(NO_LEGAL_LINKS)

export function useLegalLinks(): LegalLinks {
  return use(LegalLinksContext)
}
