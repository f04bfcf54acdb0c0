// The root route's loader: the data every page needs.
import { menuTree } from '../../domain/navigation.ts'
import { dehydratedCompactly } from '../../features/layout/menus-serialization.ts'
import { cartLoaded, whenSettled } from '../../system/settled.ts'
import type { RouterContext } from '../../router-context.ts'

/**
 * The menus (main, footer, service), after the session context the root's beforeLoad ensured.
 * They are critical: the layout needs them, so a failure reaches the root error page with its
 * status (503 maintenance, 502 unreachable, 408 slow). The cart's first load runs alongside: on
 * the server the header count and the cart page are in the HTML; in the browser the dehydrated
 * cart answers at once.
 */
export async function loadRoot({ api, system }: Pick<RouterContext, 'api' | 'system'>) {
  const [main, footer, service] = await Promise.all([
    api.navigation.load('main-navigation', 'main-navigation', 2),
    api.navigation.load('footer-navigation', 'footer-navigation', 2),
    api.navigation.load('service-navigation', 'service-navigation', 1),
    // A system that cannot start leaves the page without a cart rather than failing it.
    whenSettled(system, 'cart', cartLoaded).catch(() => undefined),
  ])
  const navigation = { main: menuTree(main), footer: menuTree(footer), service: menuTree(service) }
  return { navigation: dehydratedCompactly(navigation) }
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>
