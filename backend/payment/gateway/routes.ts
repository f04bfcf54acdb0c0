import { type Context, Hono } from 'hono'
import { writeTransaction } from '../../cart/store.ts'
import type { AppServices } from '../../core/context.ts'
import { createErrorHandler, type ErrorLogger } from '../../http/errors.ts'
import { FINALIZE_PATH, finalizeTransaction, GATEWAY_PATH } from '../process.ts'
import { type CardInput, checkCard, digitsOf, outcomeOf } from './card.ts'
import { applePayPage, ASSET_PATH, cardPage, homeLink, messagePage, paypalPage } from './pages.ts'
import { completeSession, type GatewaySession, type Outcome, readSession } from './session.ts'
import { ASSETS, formOf, html, seeOther } from './respond.ts'
import { fill, negotiate, TEXTS } from './texts.ts'

/** Paths the storefront server mounts next to /store-api (same origin as the shop's pages). */
export const PAYMENT_GATEWAY_PATHS = [`${GATEWAY_PATH}/*`, FINALIZE_PATH] as const

function pageOf(s: GatewaySession): string {
  if (s.method === 'paypal') return paypalPage(s)
  if (s.method === 'apple-pay') return applePayPage(s, false)
  return cardPage(s, { name: '', number: '', expiry: '', cvc: '' }, {})
}

function endedPage(s: GatewaySession, expired: boolean): string {
  const t = TEXTS[s.locale]
  return messagePage(
    s.locale,
    expired ? t.expiredTitle : t.endedTitle,
    expired ? t.expiredText : t.endedText,
    {
      href: s.returnUrl,
      label: fill(t.back, { merchant: s.merchant }),
    },
  )
}

function notFound(c: Context): Response {
  const locale = negotiate(c.req.header('accept-language'))
  const t = TEXTS[locale]
  return html(c, messagePage(locale, t.notFoundTitle, t.notFoundText, homeLink(locale)), 404)
}

/**
 * The demo payment provider (hosted payment pages at /demo-payment/{session}) and the shop's
 * return route /payment/finalize-transaction. Served by the back end outside /store-api; the
 * storefront server mounts PAYMENT_GATEWAY_PATHS on its own origin.
 */
export function createPaymentGateway(services: AppServices, log: ErrorLogger): Hono {
  const app = new Hono()
  const { shop, now } = services
  const db = shop.db

  app.get(`${ASSET_PATH}/:file`, (c) => {
    const asset = ASSETS[c.req.param('file')]
    if (!asset) return c.text('Not Found', 404)
    return c.body(asset.body, 200, {
      'content-type': asset.type,
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    })
  })

  app.get(`${GATEWAY_PATH}/:id`, (c) => {
    const s = readSession(db, c.req.param('id'))
    if (!s) return notFound(c)
    const expired = Date.parse(s.expiresAt) <= now().getTime()
    if (s.status !== 'pending' || expired) return html(c, endedPage(s, expired && s.status === 'pending'))
    return html(c, pageOf(s))
  })

  // The session is looked up before the body is read: an unknown or ended session is answered
  // without reading a byte of it, and a pending one reads at most MAX_FORM_BYTES (formOf).
  app.post(`${GATEWAY_PATH}/:id`, async (c) => {
    const s = readSession(db, c.req.param('id'))
    if (!s) return notFound(c)
    // paid, declined, cancelled or replaced by the shop: the page only leads back (410, no form)
    if (s.status !== 'pending') return html(c, endedPage(s, false), 410)
    const at = now()
    const finish = (outcome: Outcome) => {
      // the shop may have ended the session meanwhile (the order's payment replaced): then nothing
      // is collected, and the page says the payment has ended
      const done = writeTransaction(db, () => completeSession(db, s.id, outcome, at))
      if (!done) return html(c, endedPage(s, false), 410)
      return seeOther(c, s.returnUrl)
    }
    // an expired session ends as cancelled whatever was posted; the shop's finalize tells the rest
    if (Date.parse(s.expiresAt) <= at.getTime()) return finish({ status: 'cancelled' })
    const form = await formOf(c)
    const action = form.action
    if (action === 'cancel') return finish({ status: 'cancelled' })
    if (s.method === 'card' && action === 'pay') {
      const values: CardInput = {
        name: form.name ?? '',
        number: form.number ?? '',
        expiry: form.expiry ?? '',
        cvc: form.cvc ?? '',
      }
      const check = checkCard(values, at)
      if (Object.keys(check.problems).length > 0 || check.brand === null)
        return html(c, cardPage(s, values, check.problems), 422)
      const outcome = outcomeOf(digitsOf(values.number))
      return finish({
        status: outcome === 'approved' ? 'approved' : 'declined',
        cardBrand: check.brand,
        cardLast4: check.last4,
        ...(outcome === 'approved' ? {} : { declineCode: outcome }),
      })
    }
    if (s.method === 'paypal' && action === 'approve') return finish({ status: 'approved' })
    if (s.method === 'apple-pay' && action === 'approve') {
      // the payment sheet's token; without it (no script, no Apple Pay) nothing was authorised
      if ((form.paymentData ?? '').trim() === '') return html(c, applePayPage(s, true), 422)
      return finish({ status: 'approved' })
    }
    return html(c, pageOf(s), 400)
  })

  // Merchant validation for the Apple Pay sheet: a real provider asks Apple with its merchant
  // certificate; the demo answers a session object of the same shape, which only a simulated
  // ApplePaySession accepts (there is no Apple merchant account behind this demo).
  app.post(`${GATEWAY_PATH}/:id/apple-pay/session`, (c) => {
    const s = readSession(db, c.req.param('id'))
    if (s?.method !== 'apple-pay' || s.status !== 'pending') return c.json({ error: 'not found' }, 404)
    const at = now().getTime()
    return c.json({
      epochTimestamp: at,
      expiresAt: at + 5 * 60_000,
      merchantSessionIdentifier: `demo-${s.id}`,
      nonce: s.id.slice(0, 8),
      merchantIdentifier: 'merchant.example.demopay',
      domainName: new URL(c.req.url).hostname,
      displayName: s.merchant,
      signature: 'demo',
    })
  })

  app.on(['GET', 'POST'], FINALIZE_PATH, (c) => {
    const result = finalizeTransaction(shop, c.req.query('_sw_payment_token') ?? null, now())
    if (result.kind === 'redirect')
      return c.body(null, 302, {
        location: result.location,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
    if (result.kind === 'no-content') return c.body(null, 204)
    const locale = result.locale ?? negotiate(c.req.header('accept-language'))
    const t = TEXTS[locale]
    return html(
      c,
      messagePage(locale, t.finalizeTitle, `${t.finalizeText} (${result.code})`, homeLink(locale)),
      400,
    )
  })

  app.onError(createErrorHandler(log))
  return app
}
