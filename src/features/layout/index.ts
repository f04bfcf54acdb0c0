export { AccountLayout } from './AccountLayout.tsx'
export { CheckoutChrome, CheckoutLayout } from './CheckoutLayout.tsx'
export { DefaultLayout, type DefaultLayoutProps, type SiteNavigation } from './DefaultLayout.tsx'
export { type LayoutKind, layoutOf } from './layout-kind.ts'
