import { greetingOf, shopName } from '../customer/mail.ts'
import type { AddressRow, CustomerRow } from '../core/customers.ts'
import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { postalAddressLines } from '../lib/postal-address.ts'
import { queueMail } from '../mail/outbox.ts'
import { type BankTransferData, type MailLocale, mailLocale } from '../mail/templates.ts'
import { bankAccount, invoiceDueDays } from '../core/checkout-config.ts'

type Json = Record<string, unknown>

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])
const obj = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {})
/** The translated name of a serialized country or state (the mail's language). */
const nameOf = (entity: Json | undefined): string | null => {
  const name = obj(entity?.translated).name ?? entity?.name
  return typeof name === 'string' ? name : null
}

/** Payment methods paid by bank transfer (technical name → due days: null = before dispatch). */
const BANK_TRANSFER = new Set(['payment_prepayment', 'payment_invoice'])

export function formatMoney(amount: number, currencyIso: string, locale: MailLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyIso }).format(amount)
}

/** Zero costs are written "free", as the cart and the success page write them. */
function shippingCostsOf(delivery: Json, money: (v: unknown) => string): string {
  const amount = Number(obj(delivery.shippingCosts).totalPrice ?? 0)
  return amount === 0 ? 'free' : money(amount)
}

/** The VAT lines of the cart's price, per rate, as the cart summary shows them. */
function vatOf(
  price: Json,
  locale: MailLocale,
  money: (v: unknown) => string,
): { status: 'gross' | 'net' | 'tax-free'; lines: { rate: string; amount: string }[] } {
  const status = price.taxStatus === 'net' || price.taxStatus === 'tax-free' ? price.taxStatus : 'gross'
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const lines = list(price.calculatedTaxes).map((t) => ({
    rate: percent.format(Number(t.taxRate ?? 0) / 100),
    amount: money(t.tax),
  }))
  return { status, lines: status === 'tax-free' ? [] : lines }
}

export interface OrderMailInput {
  cart: Json
  customer: CustomerRow
  shipping: AddressRow
  orderNumber: string
  deepLinkCode: string
  /** Base of the order link (mailBaseUrl), without a trailing slash. */
  storefrontUrl: string
  now: Date
}

/**
 * Writes the order confirmation into the outbox, in the order's language, without sending it (the
 * caller sends it after the order's transaction committed). Returns the outbox id. The link leads to
 * the order page by deep link code, which also serves guests (as Shopware's confirmation mail does).
 */
export function queueOrderConfirmation(shop: Shop, ctx: RequestContext, input: OrderMailInput): string {
  const locale = mailLocale(ctx.languageId)
  const iso = String(shop.currencyRows.get(ctx.currencyId)?.iso_code ?? 'EUR')
  const money = (v: unknown) => formatMoney(Number(v ?? 0), iso, locale)
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const { cart } = input
  const delivery = list(cart.deliveries)[0]
  const paymentId = String(list(cart.transactions)[0]?.paymentMethodId ?? '')
  const payment = cache.paymentMethods.find((m) => m.id === paymentId)
  const shippingMethod = obj(delivery?.shippingMethod)
  const total = obj(cart.price).totalPrice
  const country = cache.countries.find((c) => c.id === input.shipping.country_id)
  const account = bankAccount(shop)
  const technical = String(payment?.technicalName ?? '')
  const bankTransfer: BankTransferData | undefined =
    account && BANK_TRANSFER.has(technical)
      ? {
          ...account,
          reference: input.orderNumber,
          amount: money(total),
          dueDays: technical === 'payment_invoice' ? invoiceDueDays(shop) : null,
        }
      : undefined
  const url = input.storefrontUrl.replace(/\/+$/, '')
  const mail = queueMail(shop.db, {
    template: 'order.confirmation',
    locale,
    to: input.customer.email,
    salesChannelId: ctx.salesChannel.id,
    now: input.now,
    from: shop.configString('core.basicInformation.email') ?? undefined,
    deliver: false,
    data: {
      ...greetingOf(shop, ctx, input.customer),
      shopName: shopName(shop),
      orderNumber: input.orderNumber,
      orderDate: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(input.now),
      total: money(total),
      paymentMethod: String(payment?.name ?? ''),
      shippingMethod: String(shippingMethod.name ?? '–'),
      items: list(cart.lineItems).map((l) => ({
        label: String(l.label ?? ''),
        quantity: Number(l.quantity ?? 1),
        total: money(obj(l.price).totalPrice),
      })),
      accountUrl: `${url}/order/${encodeURIComponent(input.deepLinkCode)}`,
      ...(delivery ? { shippingCosts: shippingCostsOf(delivery, money) } : {}),
      vat: vatOf(obj(cart.price), locale, money),
      ...(delivery
        ? {
            deliveryAddress: postalAddressLines(input.shipping, {
              country: nameOf(country),
              state: nameOf(list(country?.states).find((s) => s.id === input.shipping.country_state_id)),
            }),
          }
        : {}),
      ...(bankTransfer ? { bankTransfer } : {}),
    },
  })
  return mail.id
}
