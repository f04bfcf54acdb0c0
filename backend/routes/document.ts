import { timingSafeEqual } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { currentCustomer } from '../customer/current.ts'
import { authThrottled } from '../customer/session.ts'
import { companyDetails } from '../documents/company.ts'
import { type DocumentRow, documentById, documentData } from '../documents/data.ts'
import { renderDocument } from '../documents/render.ts'
import { clientIpOf } from '../http/client-ip.ts'
import type { AppEnv, AppServices } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { createRateLimiter, LOGIN_LIMITS, type RateLimiter } from '../http/rate-limit.ts'
import { isId } from '../lib/ids.ts'

/** Shopware's DocumentException codes the download answers with. */
const documentNotFound = (id: string) =>
  new ApiProblem(
    404,
    'DOCUMENT__DOCUMENT_NOT_FOUND',
    `The document with id "${id}" is invalid or could not be found.`,
    {
      parameters: { documentId: id },
    },
  )
const guestNotAuthenticated = () =>
  new ApiProblem(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.')
const wrongGuestCredentials = () =>
  new ApiProblem(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.')

/** Guest attempts per document and client (Shopware's guest_login limiter); a success resets it. */
const guestLimiters = new WeakMap<AppServices, RateLimiter>()
function guestLimiter(services: AppServices): RateLimiter {
  let limiter = guestLimiters.get(services)
  if (!limiter) {
    limiter = createRateLimiter(LOGIN_LIMITS, () => services.now().getTime())
    guestLimiters.set(services, limiter)
  }
  return limiter
}

function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

async function guestCredentials(c: Context<AppEnv>): Promise<{ email: string; zipcode: string }> {
  const body = c.req.method === 'POST' ? await readPayload(c) : {}
  const field = (name: string) => {
    const value = body[name] ?? c.req.query(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  return { email: field('email'), zipcode: field('zipcode') }
}

/**
 * Who may read a document, as Shopware's DocumentRoute::checkAuth decides: the logged-in customer
 * who placed the order (with the document's own deep-link code), or, for an order placed as a
 * guest, anyone with the deep-link code plus the order's e-mail address and billing postcode. Any
 * other customer, and a visitor without those, gets 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN; a wrong
 * code is 404 like an unknown document, so codes cannot be told from ids.
 */
async function authorise(c: Context<AppEnv>, doc: DocumentRow, code: string): Promise<void> {
  if (!doc.order_customer_id) throw problems.customerNotLoggedIn()
  const customer = currentCustomer(c)
  const guestContext = !customer || customer.guest === 1
  if (guestContext && code === '') throw problems.customerNotLoggedIn()
  if (customer && customer.id === doc.order_customer_id) {
    if (!sameCode(doc.deep_link_code, code)) throw documentNotFound(doc.id)
    return
  }
  if (doc.customer_guest !== 1) throw problems.customerNotLoggedIn()
  const services = c.get('services')
  const key = `${doc.id}-${clientIpOf(c) ?? ''}`
  const limiter = guestLimiter(services)
  const decision = limiter.consume(key)
  if (!decision.allowed) throw authThrottled(decision.waitSeconds)
  if (!sameCode(doc.deep_link_code, code)) throw documentNotFound(doc.id)
  const { email, zipcode } = await guestCredentials(c)
  if (email === '' || zipcode === '') throw guestNotAuthenticated()
  if (
    email.toLowerCase() !== doc.order_customer_email.toLowerCase() ||
    zipcode.toUpperCase() !== (doc.billing_zipcode ?? '').toUpperCase()
  )
    throw wrongGuestCredentials()
  limiter.reset(key)
}

/** A file name safe for any header: the document type and number (Shopware: invoice_1000.pdf). */
function fileName(doc: DocumentRow): string {
  return `${doc.document_type}_${doc.document_number}.pdf`.replace(/[^\w.-]/g, '_')
}

async function download(c: Context<AppEnv>) {
  const documentId = c.req.param('documentId') ?? ''
  const code = c.req.param('deepLinkCode') ?? ''
  if (!isId(documentId)) throw problems.invalidUuid(documentId, '/documentId')
  const services = c.get('services')
  const db = services.shop.db
  const doc = documentById(db, documentId)
  if (!doc || doc.sales_channel_id !== c.get('ctx').salesChannel.id) throw documentNotFound(documentId)
  await authorise(c, doc, code)
  const data = documentData(db, doc, companyDetails(services.shop))
  if (!data) throw documentNotFound(documentId)
  const pdf = await renderDocument(data)
  const disposition =
    c.req.query('download') === '1' || c.req.query('download') === 'true' ? 'attachment' : 'inline'
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${fileName(doc)}"`,
      'cache-control': 'private, no-store',
    },
  })
}

/** Order documents (invoice, delivery note) as PDF, by id and deep-link code. */
export function registerDocumentRoutes(app: Hono<AppEnv>): void {
  app.get('/document/download/:documentId/:deepLinkCode', download)
  app.post('/document/download/:documentId/:deepLinkCode', download)
}
