import { SHOP_LANGUAGES, type ShopLanguageCode } from '../core/config.ts'
import { deDE } from './copy/de-DE.ts'
import { enGB } from './copy/en-GB.ts'
import { frFR } from './copy/fr-FR.ts'
import type { MailCopy } from './copy/types.ts'
import { type WithdrawalMailData, withdrawalParts } from './withdrawal-template.ts'

/**
 * Mail templates in the shop's three languages. Each template renders a subject, a plain-text body
 * and an HTML body; every value is HTML-escaped. This module holds the structure only (which block
 * comes when, links, totals, escaping); the words are data in ./copy/ (one typed object per
 * locale, written natively: German with "Sie", French with "vous" and French spacing), so a
 * translator edits one file per language and the compiler reports a text missing in one of them.
 */
export type MailLocale = ShopLanguageCode

export interface RenderedMail {
  subject: string
  html: string
  text: string
  /** every URL the mail links to, in order (the development mailbox lists them) */
  links: string[]
}

export interface MailGreeting {
  /** salutation letter name, e.g. "Sehr geehrte Frau" / "Dear Mrs" / "Chère Madame" (optional) */
  letterName?: string | null
  firstName: string
  lastName: string
}

export interface TemplateData {
  'customer.register.double_opt_in': MailGreeting & { shopName: string; confirmUrl: string }
  'customer.register.welcome': MailGreeting & { shopName: string; accountUrl: string; email: string }
  'customer.recovery.request': MailGreeting & { shopName: string; resetUrl: string; validHours: number }
  'customer.password.changed': MailGreeting & { shopName: string; recoverUrl: string }
  'customer.email.changed': MailGreeting & { shopName: string; email: string }
  'newsletter.double_opt_in': MailGreeting & { shopName: string; confirmUrl: string }
  'newsletter.confirmed': MailGreeting & {
    shopName: string
    unsubscribeUrl: string
    /** the single-use first-order code */
    promotionCode: string
    discountPercent: number
  }
  /** a contact form message, to the shop (core.basicInformation.email) */
  'contact_form.shop': MailGreeting & {
    shopName: string
    email: string
    phone: string | null
    subject: string
    comment: string
  }
  'order.confirmation': MailGreeting & {
    shopName: string
    orderNumber: string
    orderDate: string
    total: string
    paymentMethod: string
    shippingMethod: string
    items: { label: string; quantity: number; total: string }[]
    accountUrl: string
    /** the delivery's costs, formatted; `free` when they are zero (written as the shop writes it elsewhere) */
    shippingCosts?: string | 'free'
    /**
     * VAT as the order was calculated: `gross` totals include it, `net` totals add it, a tax-free
     * order has none. Rates and amounts formatted in the mail's locale.
     */
    vat?: { status: 'gross' | 'net' | 'tax-free'; lines: { rate: string; amount: string }[] }
    /** lines of the delivery address (physical goods only) */
    deliveryAddress?: string[]
    /** prepayment (dueDays null: before dispatch) or invoice (due dueDays after delivery) */
    bankTransfer?: BankTransferData
  }
  'order.withdrawal.received': WithdrawalMailData
}

export interface BankTransferData {
  accountHolder: string
  bankName: string
  iban: string
  bic: string
  reference: string
  amount: string
  dueDays: number | null
}

export type MailTemplate = keyof TemplateData

export const MAIL_LOCALES: readonly MailLocale[] = SHOP_LANGUAGES.map((l) => l.code)

/** The mail locale of a language id (the context language); German, the shop default, otherwise. */
export function mailLocale(languageId: string): MailLocale {
  return SHOP_LANGUAGES.find((l) => l.id === languageId)?.code ?? 'de-DE'
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** One block of a mail body: a paragraph, a call-to-action link, or a small table of lines. */
export type MailBlock = Block

type Block =
  | { p: string }
  | { link: string; label: string }
  | { rows: [string, string][] }
  | { items: { label: string; quantity: number; total: string }[]; heading: [string, string, string] }

interface Parts {
  subject: string
  greeting: string
  blocks: Block[]
  closing: string
  signature: string
}

/** Every locale's copy; a `Record` so that a new shop language is a compile error until it has one. */
export const MAIL_COPY: Record<MailLocale, MailCopy> = { 'de-DE': deDE, 'en-GB': enGB, 'fr-FR': frFR }

/**
 * Letter names that greet by themselves ("Guten Tag", "Hello", "Bonjour"), in whichever language
 * the salutation was chosen: they take the full name like the default greeting. Formal ones
 * ("Sehr geehrte Frau") carry the last name only.
 */
const GREETING_WORDS = new Set(Object.values(MAIL_COPY).map((c) => c.hello.toLowerCase()))

function greet(copy: MailCopy, g: MailGreeting): string {
  const name = `${g.firstName} ${g.lastName}`.trim()
  const letter = g.letterName?.trim()
  if (letter && !GREETING_WORDS.has(letter.toLowerCase())) return `${letter} ${g.lastName},`
  return name === '' ? `${copy.hello},` : `${copy.hello} ${name},`
}

/** What a template decides: the subject, the blocks and, rarely, a greeting of its own. */
interface MailBody {
  subject: string
  blocks: Block[]
  greeting?: string
}

/**
 * Builds one template's body from its section of the copy (`t`); `copy` is the whole locale's copy
 * for the few texts shared between mails. `MailCopy[T]` also makes a template without copy a
 * compile error.
 */
type Builder<T extends MailTemplate> = (t: MailCopy[T], d: TemplateData[T], copy: MailCopy) => MailBody

type Builders = { [T in MailTemplate]: Builder<T> }

const BUILDERS: Builders = {
  'order.withdrawal.received': withdrawalParts,
  'customer.register.double_opt_in': (t, d) => ({
    subject: t.subject(d.shopName),
    blocks: [{ p: t.intro(d.shopName) }, { link: d.confirmUrl, label: t.button }, { p: t.outro }],
  }),
  'customer.register.welcome': (t, d) => ({
    subject: t.subject(d.shopName),
    blocks: [{ p: t.intro(d.shopName, d.email) }, { link: d.accountUrl, label: t.button }, { p: t.outro }],
  }),
  'customer.recovery.request': (t, d) => ({
    subject: t.subject(d.shopName),
    blocks: [{ p: t.intro(d.shopName) }, { link: d.resetUrl, label: t.button }, { p: t.outro(d.validHours) }],
  }),
  'customer.password.changed': (t, d) => ({
    subject: t.subject(d.shopName),
    blocks: [{ p: t.intro }, { p: t.notYou }, { link: d.recoverUrl, label: t.button }],
  }),
  'customer.email.changed': (t, d) => ({
    subject: t.subject(d.shopName),
    blocks: [{ p: t.intro(d.email) }, { p: t.notYou }],
  }),
  'newsletter.double_opt_in': (t, d) => ({
    subject: t.subject(d.shopName),
    blocks: [{ p: t.intro(d.shopName) }, { link: d.confirmUrl, label: t.button }, { p: t.outro }],
  }),
  'newsletter.confirmed': (t, d) => ({
    subject: t.subject(d.shopName),
    blocks: [
      { p: t.intro },
      { p: t.gift(d.discountPercent) },
      { rows: [[t.codeLabel, d.promotionCode]] },
      { p: t.unsubscribe },
      { link: d.unsubscribeUrl, label: t.button },
    ],
  }),
  'contact_form.shop': (t, d, copy) => {
    const name = `${d.firstName} ${d.lastName}`.trim() || d.email
    const rows: [string, string][] = [
      [t.labels.name, name],
      [t.labels.email, d.email],
      ...(d.phone ? ([[t.labels.phone, d.phone]] as [string, string][]) : []),
      [t.labels.subject, d.subject],
    ]
    return {
      // The mail goes to the shop, so it greets without the sender's name.
      greeting: `${copy.hello},`,
      subject: t.subject(d.subject),
      blocks: [{ p: t.intro(d.shopName) }, { rows }, { p: d.comment }],
    }
  },
  'order.confirmation': (t, d) => ({
    subject: t.subject(d.orderNumber, d.shopName),
    blocks: [
      { p: t.intro(d.orderDate, d.orderNumber) },
      { items: d.items, heading: [t.columns.item, t.columns.quantity, t.columns.total] },
      { rows: orderRows(t, d) },
      ...(d.bankTransfer ? bankBlocks(t, d.bankTransfer) : []),
      { link: d.accountUrl, label: t.button },
    ],
  }),
}

type OrderCopy = MailCopy['order.confirmation']

/**
 * The order's summary rows: net VAT is added before the grand total, gross VAT is included in it
 * and so follows it; a tax-free order shows none.
 */
function orderRows(t: OrderCopy, d: TemplateData['order.confirmation']): [string, string][] {
  return [
    ...(d.shippingCosts === undefined
      ? []
      : [[t.shippingCosts, d.shippingCosts === 'free' ? t.free : d.shippingCosts] as [string, string]]),
    ...(d.vat?.status === 'net'
      ? d.vat.lines.map((l): [string, string] => [t.vatAdded(l.rate), l.amount])
      : []),
    [t.total, d.total],
    ...(d.vat?.status === 'gross'
      ? d.vat.lines.map((l): [string, string] => [t.vatIncluded(l.rate), l.amount])
      : []),
    [t.payment, d.paymentMethod],
    [t.shipping, d.shippingMethod],
    ...(d.deliveryAddress ? [[t.address, d.deliveryAddress.join(', ')] as [string, string]] : []),
  ]
}

/** Prepayment ships once the money has arrived; an invoice is due some days after delivery. */
function bankBlocks(t: OrderCopy, b: BankTransferData): Block[] {
  const intro = b.dueDays === null ? t.prepayment(b.amount) : t.invoice(b.amount, b.dueDays)
  const rows: [string, string][] = [
    [t.bank.accountHolder, b.accountHolder],
    [t.bank.bankName, b.bankName],
    [t.bank.iban, b.iban],
    [t.bank.bic, b.bic],
    [t.bank.reference, b.reference],
  ]
  return [{ p: intro }, { rows }]
}

/** `colon` joins a label to its value: the locale's copy knows how (French spaces it). */
function blockText(block: Block, colon: string): string {
  if ('p' in block) return block.p
  if ('link' in block) return `${block.label}${colon}${block.link}`
  if ('rows' in block) return block.rows.map(([k, v]) => `${k}${colon}${v}`).join('\n')
  return block.items.map((i) => `${i.quantity} × ${i.label} – ${i.total}`).join('\n')
}

function blockHtml(block: Block): string {
  if ('p' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`
  if ('link' in block) {
    return (
      `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;` +
      `background:#2f5d3a;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">` +
      `${escapeHtml(block.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#444444;word-break:break-all">` +
      `<a href="${escapeHtml(block.link)}" style="color:#2f5d3a">${escapeHtml(block.link)}</a></p>`
    )
  }
  if ('rows' in block) {
    const rows = block.rows
      .map(
        ([k, v]) =>
          `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('')
    return `<table style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`
  }
  const [h1, h2, h3] = block.heading
  const rows = block.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(i.label)}</td><td style="padding:4px 12px 4px 0;text-align:right">${i.quantity}</td><td style="padding:4px 0;text-align:right">${escapeHtml(i.total)}</td></tr>`,
    )
    .join('')
  return (
    `<table style="margin:0 0 16px;border-collapse:collapse;width:100%"><thead><tr>` +
    `<th scope="col" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(h1)}</th>` +
    `<th scope="col" style="text-align:right;padding:4px 12px 4px 0">${escapeHtml(h2)}</th>` +
    `<th scope="col" style="text-align:right;padding:4px 0">${escapeHtml(h3)}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  )
}

/** Renders one template in one locale. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: MailLocale,
  data: TemplateData[T],
): RenderedMail {
  // The one place the locale picks the words: everything below reads this copy.
  const copy = MAIL_COPY[locale]
  const build = BUILDERS[template] as Builder<T>
  const body = build(copy[template], data, copy)
  const parts: Parts = {
    subject: body.subject,
    greeting: body.greeting ?? greet(copy, data),
    blocks: body.blocks,
    closing: copy.closing,
    signature: copy.signature(data.shopName),
  }
  const links = parts.blocks.flatMap((b) => ('link' in b ? [b.link] : []))
  const text = [
    parts.greeting,
    '',
    ...parts.blocks.flatMap((b) => [blockText(b, copy.colon), '']),
    parts.closing,
    parts.signature,
  ].join('\n')
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">` +
    `<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>` +
    parts.blocks.map(blockHtml).join('') +
    `<p style="margin:24px 0 0">${escapeHtml(parts.closing)}<br>${escapeHtml(parts.signature)}</p>` +
    `</div></body></html>`
  return { subject: parts.subject, html, text, links }
}
