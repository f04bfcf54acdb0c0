import type { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { registerCartRoutes } from './cart.ts'
import { registerCheckoutRoutes } from './checkout-order.ts'
import { registerAccountRoutes } from './account.ts'
import { registerAddressRoutes } from './address.ts'
import { registerContentRoutes } from './content.ts'
import { registerContextRoutes } from './context.ts'
import { registerFormRoutes } from './forms.ts'
import { registerNavigationRoutes } from './navigation.ts'
import { registerOrderRoutes } from './order.ts'
import { registerProductDetailRoutes } from './product-detail.ts'
import { registerProductRoutes } from './products.ts'
import { registerSystemRoutes } from './system.ts'
import { registerWishlistRoutes } from './wishlist.ts'

/** Every catalogue/context route of the Store API, relative to /store-api. */
export function registerStoreApiRoutes(app: Hono<AppEnv>): void {
  registerContextRoutes(app)
  registerSystemRoutes(app)
  registerNavigationRoutes(app)
  registerProductRoutes(app)
  registerProductDetailRoutes(app)
  registerContentRoutes(app)
  registerFormRoutes(app)
  registerCartRoutes(app)
  registerCheckoutRoutes(app)
  registerAccountRoutes(app)
  registerAddressRoutes(app)
  registerOrderRoutes(app)
  registerWishlistRoutes(app)
}
