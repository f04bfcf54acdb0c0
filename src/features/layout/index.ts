export { AccountLayout } from './AccountLayout'
export { CheckoutChrome, CheckoutLayout } from './CheckoutLayout'
export { DefaultLayout, type DefaultLayoutProps, type SiteNavigation } from './DefaultLayout'
export { type LayoutKind, layoutOf } from './layout-kind'
