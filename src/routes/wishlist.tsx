import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SHOP_INFO } from '../features/layout/shop-info.ts'
import { WishlistPage } from '../features/wishlist/WishlistPage.tsx'
import { pageSearchSchema } from './-lib/search-schema.ts'

/**
 * The wishlist (/wishlist) in the default layout. Nothing to load on the server: a guest's
 * list is only in the browser, so the server renders the page's loading state and the page reads the
 * list through the wishlist actor once it mounts. Per-visitor content: `noindex`.
 */
export const Route = createFileRoute('/wishlist')({
  validateSearch: pageSearchSchema,
  head: ({ match }) => {
    const { i18n } = match.context
    return {
      meta: [
        { title: `${i18n._(msg`Wishlist`)} | ${SHOP_INFO.name}` },
        { name: 'robots', content: 'noindex, follow' },
      ],
    }
  },
  component: WishlistRoute,
})

function WishlistRoute() {
  const { p } = Route.useSearch()
  return <WishlistPage page={p ?? 1} />
}
