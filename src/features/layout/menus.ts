// The site's menus (main, footer and service navigation): loaded by the root route, carried as
// island data, and provided to the page's components by the layout (`MenusContext`).
import { createContext, use } from 'react'
import type { StoreApi } from '../../api/index.ts'
import { IslandData, useIslandData } from '../../components/island-data.ts'
import { menuTree } from '../../domain/navigation.ts'
import type { NavigationEntry } from '../../domain/types.ts'
import { usePageApi } from '../../app/app-context.ts'

export interface SiteNavigation {
  main: NavigationEntry[]
  footer: NavigationEntry[]
  service: NavigationEntry[]
}

/**
 * The menus as the root loader returns them: only islands render them (main navigation, footer, a
 * CMS page's category navigation), so the page does not carry them as dehydrated data: hydrating
 * needs none of them, and every page would carry them. An island that hydrates asks the Store API
 * for them once (src/components/island-data.ts) and keeps its server HTML until they are there.
 */
export type Menus = IslandData<SiteNavigation>

export const NO_MENUS: Menus = IslandData.of({ main: [], footer: [], service: [] })

/**
 * Main, footer and service navigation. A failure rejects (the root loader lets it reach the error
 * page with its status; in an island it reaches the island's error boundary).
 */
export async function loadMenus(api: StoreApi): Promise<SiteNavigation> {
  const [main, footer, service] = await Promise.all([
    api.navigation.load('main-navigation', 'main-navigation', 2),
    api.navigation.load('footer-navigation', 'footer-navigation', 2),
    api.navigation.load('service-navigation', 'service-navigation', 1),
  ])
  return { main: menuTree(main), footer: menuTree(footer), service: menuTree(service) }
}

/**
 * The menus of the page, as the layout got them from the root loader (./DefaultLayout.tsx provides
 * them): for components inside the page's content, such as a CMS page's category navigation, which
 * the router's pages and a document page render alike. No menus outside a layout.
 */
export const MenusContext = createContext<Menus>(NO_MENUS)

/** The page's menus box (see `MenusContext`); read it with `useMenus` inside an island. */
export function usePageMenus(): Menus {
  return use(MenusContext)
}

/** Inside an island: the menus, loading them when the page did not carry them (suspends meanwhile). */
export function useMenus(menus: Menus): SiteNavigation {
  const api = usePageApi()
  return useIslandData(menus, () => loadMenus(api))
}
