import { createContext, useContext } from 'react'

/**
 * The entity a CMS page is rendered for (the category's navigation id), for elements that depend on
 * it: the category navigation marks it, the contact form sends it as `navigationId`.
 */
export const CmsPageEntityContext = createContext<string | null>(null)

export function useCmsPageEntity(): string | null {
  return useContext(CmsPageEntityContext)
}
