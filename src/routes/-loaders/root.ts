// The root route's loader: the data every page needs.
import { IslandData } from '../../components/island-data.ts'
import { resolveLegalLinks } from '../../domain/legal.ts'
import { loadMenus } from '../../features/layout/menus.ts'
import { showsLegalLinks } from '../../features/legal/legal-links.tsx'
import { shopYear } from '../../features/layout/shop-info.ts'
import { cartLoaded, whenSettled } from '../../system/settled.ts'
import type { RouterContext } from '../../router-context.ts'

/**
 * The menus (main, footer, service), after the session context the root's beforeLoad ensured.
 * They are critical: the layout needs them, so a failure reaches the root error page with its
 * status (503 maintenance, 502 unreachable, 408 slow). They stay on the server (island data, see
 * src/features/layout/menus.ts). The cart's first load runs alongside: on the server the header
 * count and the cart page are in the HTML; in the browser the dehydrated cart answers at once.
 */
export async function loadRoot(
  { api, system }: Pick<RouterContext, 'api' | 'system'>,
  now: Date,
  pathname: string,
) {
  const [navigation] = await Promise.all([
    loadMenus(api),
    // A system that cannot start leaves the page without a cart rather than failing it.
    whenSettled(system, 'cart', cartLoaded).catch(() => undefined),
  ])
  // The legal pages' links (checkout checkboxes and footer, registration): a few hrefs and names,
  // carried by the pages that show them (null elsewhere: src/features/legal/legal-links.tsx resolves
  // them from the menus if such a page follows before this data is renewed). The root's beforeLoad
  // ensured the session; without one (or without the shop's custom field) there are none.
  const legalPages = system.view('session')?.context.session?.salesChannel.legalPages ?? {}
  const legal = showsLegalLinks(pathname)
    ? resolveLegalLinks(legalPages, [navigation.footer, navigation.service])
    : null
  // The year of the render's date, dehydrated with the page: the browser hydrates the footer with the
  // server's year (never its own clock), and a cached page is renewed within minutes of New Year.
  return { navigation: IslandData.of(navigation), year: shopYear(now), legal }
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>
