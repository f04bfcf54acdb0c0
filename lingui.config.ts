import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { LOCALES } from './src/domain/locale.ts'

/**
 * English is the source language of every message; translators edit only locales/*\/*.po.
 * Four catalogs per locale (src/i18n/i18n.ts loads them): `messages` for everything any page can
 * show, `account` for the account area, `cart` for the cart page and `checkout` for the checkout
 * steps and the order success pages. The feature catalogs load with their routes, so the home page
 * downloads none of them.
 */
const ACCOUNT = [
  '<rootDir>/src/features/account',
  '<rootDir>/src/routes/account',
  '<rootDir>/src/routes/account.tsx',
  '<rootDir>/src/routes/account_.*.tsx',
  '<rootDir>/src/routes/login.tsx',
  '<rootDir>/src/routes/register.tsx',
  '<rootDir>/src/routes/reset-password.tsx',
]
const CART = [
  '<rootDir>/src/routes/checkout/cart.tsx',
  '<rootDir>/src/features/cart/CartPage.tsx',
  '<rootDir>/src/features/cart/CartHints.tsx',
  '<rootDir>/src/features/cart/CartLineItemRow.tsx',
  '<rootDir>/src/features/cart/CartSummary.tsx',
  '<rootDir>/src/features/cart/PromotionCodes.tsx',
  '<rootDir>/src/features/cart/ShippingCountrySelect.tsx',
  '<rootDir>/src/features/cart/QuantityStepper.tsx',
]
// Everything below /checkout except the cart page, and the checkout's own components.
const CHECKOUT = [
  '<rootDir>/src/routes/checkout/index.tsx',
  '<rootDir>/src/routes/checkout/success',
  '<rootDir>/src/features/checkout',
]
const NOT_MESSAGES = ['**/*.test.*', '**/routeTree.gen.ts']
/** Lingui's `exclude` matches globs, not folders: a folder stands for everything below it. */
const everythingIn = (paths: string[]): string[] =>
  paths.map((entry) => (entry.endsWith('.tsx') ? entry : `${entry}/**`))

export default defineConfig({
  sourceLocale: 'en-GB',
  locales: [...LOCALES],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_MESSAGES, ...everythingIn(ACCOUNT), ...everythingIn(CART), ...everythingIn(CHECKOUT)],
    },
    { path: '<rootDir>/locales/{locale}/account', include: ACCOUNT, exclude: NOT_MESSAGES },
    { path: '<rootDir>/locales/{locale}/cart', include: CART, exclude: NOT_MESSAGES },
    { path: '<rootDir>/locales/{locale}/checkout', include: CHECKOUT, exclude: NOT_MESSAGES },
  ],
  format: formatter({ lineNumbers: false }),
})
