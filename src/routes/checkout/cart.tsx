import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../features/cart/CartPage.tsx'
import { SHOP_INFO } from '../../features/layout/shop-info.ts'
import { ensureCatalogs } from '../../i18n/i18n.ts'
import { loadCartPage } from '../-loaders/cart.ts'

const CART_TITLE = msg({ message: 'Cart' })

/**
 * The cart page (/checkout/cart, checkout layout). The cart itself comes from the cart actor
 * (server-rendered from the dehydrated cart, live afterwards); the loader only fetches the countries
 * for the shipping estimate. A failing country list hides the selector instead of failing the page.
 */
export const Route = createFileRoute('/checkout/cart')({
  staticData: { layout: 'checkout' },
  // The cart page's texts are their own catalog (src/i18n/i18n.ts): loaded with the page, not before.
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, ['cart']),
  loader: ({ context }) => loadCartPage(context.api),
  head: ({ match }) => ({
    meta: [
      { title: `${match.context.i18n._(CART_TITLE)} | ${SHOP_INFO.name}` },
      { name: 'robots', content: 'noindex, follow' },
    ],
  }),
  component: CartRoute,
})

function CartRoute() {
  const { countries } = Route.useLoaderData()
  return <CartPage countries={countries} />
}
