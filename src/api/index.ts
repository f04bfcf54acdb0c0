// The Store API client: `createStoreApiClient(options)` groups one module per resource. No React,
// no XState; everything returned is a domain type from src/domain.

import type {
  Country,
  Currency,
  Language,
  PaymentMethod,
  Salutation,
  ShippingMethod,
} from '../domain/types.ts'
import { createStoreApiHttp, type StoreApiClientOptions } from './http.ts'
import { createInvoke } from './invoke.ts'
import { type AccountResource, createAccountResource } from './resources/account.ts'
import { type AddressResource, createAddressResource } from './resources/address.ts'
import { createOrderResource, type OrderResource } from './resources/order.ts'
import { createWithdrawalResource, type WithdrawalResource } from './resources/withdrawal.ts'
import { type CartResource, createCartResource } from './resources/cart.ts'
import { type CategoryResource, createCategoryResource } from './resources/category.ts'
import { type CheckoutResource, createCheckoutResource } from './resources/checkout.ts'
import { type CmsResource, createCmsResource } from './resources/cms.ts'
import { type ContextResource, createContextResource } from './resources/context.ts'
import { createFormsResource, type FormsResource } from './resources/forms.ts'
import { createCountryResource } from './resources/country.ts'
import { createCurrencyResource } from './resources/currency.ts'
import { createLandingPageResource, type LandingPageResource } from './resources/landing-page.ts'
import { createLanguageResource } from './resources/language.ts'
import { createNavigationResource, type NavigationResource } from './resources/navigation.ts'
import { createPaymentMethodResource } from './resources/payment-method.ts'
import { createProductResource, type ProductResource } from './resources/product.ts'
import { createSalutationResource } from './resources/salutation.ts'
import { createSeoUrlResource, type SeoUrlResource } from './resources/seo.ts'
import type { ListResource, MethodListCriteria, ResourceContext } from './resources/shared.ts'
import { createShippingMethodResource } from './resources/shipping-method.ts'
import { createWishlistResource, type WishlistResource } from './resources/wishlist.ts'

export interface StoreApi {
  context: ContextResource
  account: AccountResource
  address: AddressResource
  order: OrderResource
  withdrawal: WithdrawalResource
  language: ListResource<Language>
  currency: ListResource<Currency>
  country: ListResource<Country>
  salutation: ListResource<Salutation>
  paymentMethod: ListResource<PaymentMethod, MethodListCriteria>
  shippingMethod: ListResource<ShippingMethod, MethodListCriteria>
  navigation: NavigationResource
  category: CategoryResource
  seoUrl: SeoUrlResource
  cms: CmsResource
  landingPage: LandingPageResource
  product: ProductResource
  cart: CartResource
  forms: FormsResource
  wishlist: WishlistResource
  checkout: CheckoutResource
}

export function createStoreApiClient(options: StoreApiClientOptions): StoreApi {
  const resources: ResourceContext = {
    invoke: createInvoke(createStoreApiHttp(options)),
    languageId: () => options.languageId?.(),
  }
  return {
    context: createContextResource(resources),
    account: createAccountResource(resources),
    address: createAddressResource(resources),
    order: createOrderResource(resources),
    withdrawal: createWithdrawalResource(resources),
    language: createLanguageResource(resources),
    currency: createCurrencyResource(resources),
    country: createCountryResource(resources),
    salutation: createSalutationResource(resources),
    paymentMethod: createPaymentMethodResource(resources),
    shippingMethod: createShippingMethodResource(resources),
    navigation: createNavigationResource(resources),
    category: createCategoryResource(resources),
    seoUrl: createSeoUrlResource(resources),
    cms: createCmsResource(resources),
    landingPage: createLandingPageResource(resources),
    product: createProductResource(resources),
    cart: createCartResource(resources),
    forms: createFormsResource(resources),
    wishlist: createWishlistResource(resources),
    checkout: createCheckoutResource(resources),
  }
}

export type { StoreApiAnswer, StoreApiCall, StoreApiClientOptions } from './http.ts'
export { RETRY_STATUSES } from './http.ts'
export {
  ApiError,
  type ApiErrorDetail,
  type ApiErrorKind,
  ApiNetworkError,
  ApiTimeoutError,
  formatApiErrorMessage,
  isApiError,
  isMaintenanceError,
} from './errors.ts'
export type { AccountResource } from './resources/account.ts'
export type { CartProductItem, CartQuantityItem, CartResource } from './resources/cart.ts'
export type { CategoryResource } from './resources/category.ts'
export type { CheckoutResource, PaymentUrls } from './resources/checkout.ts'
export type { CmsResource } from './resources/cms.ts'
export type { ContextResource } from './resources/context.ts'
export type { LandingPageResource } from './resources/landing-page.ts'
export type { NavigationResource, NavigationRoot } from './resources/navigation.ts'
export type { ProductResource } from './resources/product.ts'
export type { SeoUrlResource } from './resources/seo.ts'
export type { ListResource, MethodListCriteria } from './resources/shared.ts'
export type { WishlistResource } from './resources/wishlist.ts'
