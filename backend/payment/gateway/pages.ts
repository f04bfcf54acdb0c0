import { escapeHtml as esc } from '../../mail/templates.ts'
import { BRAND_NAMES, type CardField, type CardInput, type CardProblem, TEST_CARDS } from './card.ts'
import type { GatewayLocale, GatewaySession } from './session.ts'
import { fill, type GatewayTexts, homePath, TEXTS } from './texts.ts'

/**
 * Server-rendered pages of the demo provider. They work without JavaScript (plain forms that POST),
 * load only same-origin CSS (and, on the Apple Pay page, one same-origin script), tie each error to
 * its field (aria-describedby, aria-invalid) and focus the first invalid field (autofocus).
 */
export const ASSET_PATH = '/demo-payment/assets'
const FIELDS: readonly CardField[] = ['name', 'number', 'expiry', 'cvc']
const MERCHANT_COUNTRY = 'DE'

export function money(amount: number, currency: string, locale: GatewayLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
}

function document(t: GatewayTexts, title: string, main: string, script?: string): string {
  return (
    `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${esc(title)} – DemoPay</title>` +
    // The provider's own mark: without a link the browser asks the shop's /favicon.ico.
    `<link rel="icon" href="${ASSET_PATH}/favicon.svg" type="image/svg+xml">` +
    `<link rel="stylesheet" href="${ASSET_PATH}/gateway.css">` +
    (script ? `<script src="${ASSET_PATH}/${script}" defer></script>` : '') +
    '</head><body>' +
    `<header class="gw-bar"><p class="gw-brand">DemoPay</p><p class="gw-test">${esc(t.testMode)}</p></header>` +
    `<main class="gw-main">${main}</main></body></html>`
  )
}

function summary(s: GatewaySession, t: GatewayTexts, title: string): string {
  return (
    `<h1>${esc(title)}</h1>` +
    '<dl class="gw-summary">' +
    `<div><dt>${esc(t.payee)}</dt><dd>${esc(s.merchant)}</dd></div>` +
    `<div><dt>${esc(t.orderNumber)}</dt><dd>${esc(s.reference)}</dd></div>` +
    `<div><dt>${esc(t.amount)}</dt><dd class="gw-amount">${esc(money(s.amount, s.currencyIso, s.locale))}</dd></div>` +
    '</dl>'
  )
}

function actionForm(s: GatewaySession, action: string, label: string, kind: 'primary' | 'secondary'): string {
  return (
    `<form method="post" action="/demo-payment/${esc(s.id)}" class="gw-action">` +
    `<input type="hidden" name="action" value="${esc(action)}">` +
    `<button type="submit" class="gw-button gw-${kind}">${esc(label)}</button></form>`
  )
}

function cancelForm(s: GatewaySession, t: GatewayTexts): string {
  return actionForm(s, 'cancel', fill(t.cancel, { merchant: s.merchant }), 'secondary')
}

export type CardProblems = Partial<Record<CardField, CardProblem>>

function problemText(t: GatewayTexts, field: CardField, problem: CardProblem): string {
  return problem === 'required' ? t.required[field] : t.problems[problem]
}

function field(
  t: GatewayTexts,
  name: CardField,
  value: string,
  problem: CardProblem | undefined,
  first: boolean,
): string {
  const id = `card-${name}`
  const hint = t.hints[name]
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ')
  const attrs: Record<CardField, string> = {
    name: 'autocomplete="cc-name" maxlength="100"',
    number: 'autocomplete="cc-number" inputmode="numeric" maxlength="23"',
    expiry: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"',
    cvc: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
  }
  return (
    `<div class="gw-field${problem ? ' gw-invalid' : ''}">` +
    `<label for="${id}">${esc(t.fields[name])}</label>` +
    (hint ? `<p class="gw-hint" id="${id}-hint">${esc(hint)}</p>` : '') +
    (problem ? `<p class="gw-error" id="${id}-error">${esc(problemText(t, name, problem))}</p>` : '') +
    `<input id="${id}" name="${name}" type="text" value="${esc(value)}" ${attrs[name]} spellcheck="false"` +
    (described ? ` aria-describedby="${described}"` : '') +
    (problem ? ' aria-invalid="true"' : '') +
    (first ? ' autofocus' : '') +
    ' required></div>'
  )
}

function testCardTable(t: GatewayTexts): string {
  const rows = TEST_CARDS.map(
    (c) =>
      `<tr><td>${esc(BRAND_NAMES[c.brand])}</td><td class="gw-mono">${esc(c.number)}</td><td>${esc(t.outcomes[c.outcome])}</td></tr>`,
  ).join('')
  const [h1, h2, h3] = t.testCardsHead
  return (
    `<details class="gw-tests"><summary>${esc(t.testCards)}</summary><p>${esc(t.testCardsIntro)}</p>` +
    `<table><thead><tr><th scope="col">${esc(h1)}</th><th scope="col">${esc(h2)}</th><th scope="col">${esc(h3)}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table></details>`
  )
}

/** The card form; after a refused submit it shows what was typed, the errors and focuses the first. */
export function cardPage(s: GatewaySession, values: CardInput, problems: CardProblems): string {
  const t = TEXTS[s.locale]
  const invalid = FIELDS.filter((f) => problems[f] !== undefined)
  const errors =
    invalid.length === 0
      ? ''
      : `<div class="gw-errors" role="alert"><h2>${esc(t.errorSummary)}</h2><ul>` +
        invalid
          .map((f) => {
            const p = problems[f]
            return p ? `<li><a href="#card-${f}">${esc(problemText(t, f, p))}</a></li>` : ''
          })
          .join('') +
        '</ul></div>'
  const amount = money(s.amount, s.currencyIso, s.locale)
  const main =
    summary(s, t, t.titleCard) +
    errors +
    `<form method="post" action="/demo-payment/${esc(s.id)}" class="gw-card" novalidate>` +
    '<input type="hidden" name="action" value="pay">' +
    FIELDS.map((f) => field(t, f, values[f], problems[f], f === invalid[0])).join('') +
    `<button type="submit" class="gw-button gw-primary">${esc(fill(t.pay, { amount }))}</button></form>` +
    cancelForm(s, t) +
    `<p class="gw-note">${esc(t.privacy)}</p>` +
    testCardTable(t)
  return document(t, `${t.titleCard} – ${s.merchant}`, main)
}

export function paypalPage(s: GatewaySession): string {
  const t = TEXTS[s.locale]
  const main =
    summary(s, t, t.titlePaypal) +
    `<p>${esc(t.paypalIntro)}</p>` +
    actionForm(s, 'approve', t.paypalApprove, 'primary') +
    cancelForm(s, t)
  return document(t, `${t.titlePaypal} – ${s.merchant}`, main)
}

/**
 * Apple Pay: without script (or without ApplePaySession) the page says Apple Pay is unavailable and
 * offers the way back; apple-pay.js reveals the button where the browser can pay and submits the
 * form with the payment data once the shopper authorised the payment.
 */
export function applePayPage(s: GatewaySession, failed: boolean): string {
  const t = TEXTS[s.locale]
  const amount = s.amount.toFixed(2)
  const main =
    summary(s, t, t.titleApplePay) +
    (failed ? `<div class="gw-errors" role="alert"><p>${esc(t.applePayFailed)}</p></div>` : '') +
    '<div id="apple-pay-available" hidden>' +
    `<p>${esc(t.applePayIntro)}</p>` +
    `<form id="apple-pay-form" method="post" action="/demo-payment/${esc(s.id)}" class="gw-action"` +
    ` data-amount="${esc(amount)}" data-currency="${esc(s.currencyIso)}" data-country="${MERCHANT_COUNTRY}"` +
    ` data-label="${esc(s.merchant)}" data-merchant-session="/demo-payment/${esc(s.id)}/apple-pay/session">` +
    '<input type="hidden" name="action" value="approve"><input type="hidden" name="paymentData" value="">' +
    `<button type="button" id="apple-pay-button" class="gw-button gw-apple">${esc(t.applePayButton)}</button>` +
    '</form></div>' +
    `<div id="apple-pay-unavailable"><p>${esc(t.applePayUnavailable)}</p></div>` +
    actionForm(s, 'cancel', fill(t.back, { merchant: s.merchant }), 'secondary')
  return document(t, `${t.titleApplePay} – ${s.merchant}`, main, 'apple-pay.js')
}

/** A page that only explains and links on (ended or expired session, unknown link, bad return). */
export function messagePage(
  locale: GatewayLocale,
  title: string,
  text: string,
  link: { href: string; label: string },
): string {
  const t = TEXTS[locale]
  const main =
    `<h1>${esc(title)}</h1><p>${esc(text)}</p>` +
    `<p><a class="gw-button gw-primary" href="${esc(link.href)}">${esc(link.label)}</a></p>`
  return document(t, title, main)
}

export function homeLink(locale: GatewayLocale): { href: string; label: string } {
  return { href: homePath(locale), label: TEXTS[locale].home }
}
