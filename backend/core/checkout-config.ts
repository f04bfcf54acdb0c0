/**
 * Checkout configuration. Shop data (bank account, invoice terms, payment link lifetime) lives in
 * system_config like Shopware's settings; whether guests may order is a deployment switch
 * (GUEST_CHECKOUT=0 turns guest orders off). The storefront reads both from the sales channel's
 * customFields in GET /context (see `salesChannelCustomFields`), which an operator of a real
 * Shopware can fill with custom fields of the same names. In core/: the services (AppServices) carry
 * its settings, and the seed, the registration, the documents and the payment read it.
 */
import type { AppServices } from './context.ts'
import type { Shop } from './shop.ts'

/** The system_config keys of the checkout's shop data. */
export const CHECKOUT_CONFIG_KEYS = {
  bankAccount: 'gartenwerk.checkout.bankAccount',
  invoiceDueDays: 'gartenwerk.checkout.invoiceDueDays',
  /** Shopware's setting: minutes a payment link (token) stays valid */
  paymentFinalizeTransactionTime: 'core.cart.paymentFinalizeTransactionTime',
} as const

export interface BankAccount {
  accountHolder: string
  bankName: string
  iban: string
  bic: string
}

/** The transfer details prepayment and invoice customers see. The IBAN is the well-known example one. */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  accountHolder: 'Gartenwerk GmbH',
  bankName: 'Commerzbank',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
}

export const INVOICE_DUE_DAYS = 14

/** Shopware's default: a payment link is valid for 30 minutes. */
export const PAYMENT_TOKEN_MINUTES = 30

/** What the seed writes into system_config. */
export const CHECKOUT_CONFIG: Record<string, unknown> = {
  [CHECKOUT_CONFIG_KEYS.bankAccount]: DEMO_BANK_ACCOUNT,
  [CHECKOUT_CONFIG_KEYS.invoiceDueDays]: INVOICE_DUE_DAYS,
  [CHECKOUT_CONFIG_KEYS.paymentFinalizeTransactionTime]: PAYMENT_TOKEN_MINUTES,
}

export interface CheckoutSettings {
  /** false: POST /account/register with guest: true is refused and guest contexts cannot order */
  guestCheckout: boolean
}

/** GUEST_CHECKOUT=0 (or false/off/no) switches guest orders off; anything else leaves them on. */
export function checkoutSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): CheckoutSettings {
  const value = env.GUEST_CHECKOUT?.trim().toLowerCase()
  return { guestCheckout: !(value === '0' || value === 'false' || value === 'off' || value === 'no') }
}

/** The settings of a running back end (from its options, else the environment). */
export function checkoutSettings(services: AppServices): CheckoutSettings {
  return services.checkout ?? checkoutSettingsFromEnv()
}

function isBankAccount(value: unknown): value is BankAccount {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return ['accountHolder', 'bankName', 'iban', 'bic'].every((k) => typeof v[k] === 'string')
}

export function bankAccount(shop: Shop): BankAccount | null {
  const value = shop.configValue(CHECKOUT_CONFIG_KEYS.bankAccount)
  return isBankAccount(value) ? value : null
}

export function invoiceDueDays(shop: Shop): number {
  return shop.configNumber(CHECKOUT_CONFIG_KEYS.invoiceDueDays) ?? INVOICE_DUE_DAYS
}

export function paymentTokenMinutes(shop: Shop): number {
  const minutes = shop.configNumber(CHECKOUT_CONFIG_KEYS.paymentFinalizeTransactionTime)
  return minutes !== null && minutes > 0 ? minutes : PAYMENT_TOKEN_MINUTES
}

/**
 * Shopware's settings naming the shop's legal pages (Settings → Basic information): category ids,
 * each a CMS page of the seeded footer navigation.
 */
export const LEGAL_PAGE_CONFIG_KEYS = {
  tos: 'core.basicInformation.tosPage',
  privacy: 'core.basicInformation.privacyPage',
  revocation: 'core.basicInformation.revocationPage',
  imprint: 'core.basicInformation.imprintPage',
} as const

export type LegalPages = Partial<Record<keyof typeof LEGAL_PAGE_CONFIG_KEYS, string>>

/**
 * The legal pages the shop configured, by category id. A real Shopware's Store API does not expose
 * its basic information, so the storefront reads them from a custom field a merchant can fill the
 * same way; a page that is not configured is left out (the storefront then shows no link to it).
 */
export function legalPages(shop: Shop): LegalPages {
  const pages: LegalPages = {}
  for (const [name, key] of Object.entries(LEGAL_PAGE_CONFIG_KEYS) as [keyof LegalPages, string][]) {
    const id = shop.configString(key)
    if (id) pages[name] = id
  }
  return pages
}

/**
 * The sales channel's customFields as GET /context shows them: `gartenwerk_guest_checkout`
 * (boolean), `gartenwerk_bank_account` ({accountHolder, bankName, iban, bic}),
 * `gartenwerk_invoice_due_days` (number) and `gartenwerk_legal_pages` ({tos, privacy, revocation,
 * imprint}: category ids, each present only when configured).
 */
export function salesChannelCustomFields(shop: Shop, settings: CheckoutSettings): Record<string, unknown> {
  const account = bankAccount(shop)
  const legal = legalPages(shop)
  return {
    gartenwerk_guest_checkout: settings.guestCheckout,
    ...(account ? { gartenwerk_bank_account: account } : {}),
    gartenwerk_invoice_due_days: invoiceDueDays(shop),
    ...(Object.keys(legal).length > 0 ? { gartenwerk_legal_pages: legal } : {}),
  }
}
