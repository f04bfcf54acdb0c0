import type { Hono } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { registerCartRoutes } from './cart.ts'
import { registerCheckoutRoutes } from './checkout-order.ts'
import { registerPaymentRoutes } from './payment.ts'
import { registerAccountRoutes } from './account.ts'
import { registerAccountRecoveryRoutes } from './account-recovery.ts'
import { registerAccountRegisterRoutes } from './account-register.ts'
import { registerAccountSessionRoutes } from './account-session.ts'
import { registerAddressRoutes } from './address.ts'
import { registerBreadcrumbRoutes } from './breadcrumb.ts'
import { registerContentRoutes } from './content.ts'
import { registerCrossSellingRoutes } from './cross-selling.ts'
import { registerDocumentRoutes } from './document.ts'
import { registerContextRoutes } from './context.ts'
import { registerFormRoutes } from './forms.ts'
import { registerNewsletterRoutes } from './newsletter.ts'
import { registerNavigationRoutes } from './navigation.ts'
import { registerOrderRoutes } from './order.ts'
import { registerOrderStateRoutes } from './order-state.ts'
import { registerProductDetailRoutes } from './product-detail.ts'
import { registerProductRoutes } from './products.ts'
import { registerReviewRoutes } from './reviews.ts'
import { registerSitemapRoutes } from './sitemap.ts'
import { registerSystemRoutes } from './system.ts'
import { registerWishlistRoutes } from './wishlist.ts'

/** Every route module of the Store API, relative to /store-api; no route module registers another. */
export function registerStoreApiRoutes(app: Hono<AppEnv>): void {
  registerContextRoutes(app)
  registerSystemRoutes(app)
  registerNavigationRoutes(app)
  registerBreadcrumbRoutes(app)
  registerProductRoutes(app)
  registerProductDetailRoutes(app)
  registerReviewRoutes(app)
  registerCrossSellingRoutes(app)
  registerContentRoutes(app)
  registerSitemapRoutes(app)
  registerFormRoutes(app)
  registerNewsletterRoutes(app)
  registerCartRoutes(app)
  registerAccountRegisterRoutes(app)
  registerAccountSessionRoutes(app)
  registerCheckoutRoutes(app)
  registerPaymentRoutes(app)
  registerAccountRoutes(app)
  registerAccountRecoveryRoutes(app)
  registerAddressRoutes(app)
  registerOrderRoutes(app)
  registerDocumentRoutes(app)
  registerOrderStateRoutes(app)
  registerWishlistRoutes(app)
}
