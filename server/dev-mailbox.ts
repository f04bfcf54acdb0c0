// Development mailbox: the embedded back end's mail outbox as a page (/_dev/mailbox) and as JSON
// (/_dev/mailbox.json), so that someone trying the demo can open the registration or password mail
// and follow its link. A developer tool outside the React app, hence its own small dictionary.
import type { Env, Hono } from 'hono'
import { DEFAULT_DOMAINS, type DomainTable, type Locale, resolveLocale } from '../src/domain/locale.ts'
import type { StoreApiMode } from '../src/domain/types.ts'
import { isLocalRequest } from './client-address.ts'

/** What the page shows of a mail (backend/mail/outbox.ts OutboxMail). */
export interface MailboxMail {
  id: string
  template: string
  locale: string
  recipient: string
  subject: string
  html: string
  text: string
  links: string[]
  createdAt: string
  sentAt: string | null
}

export interface DevMailboxOptions {
  /** the embedded back end's outbox, newest first */
  listOutbox: (limit?: number) => MailboxMail[]
  /** host → locale table of the storefront (ServerConfig.domains), for the page language */
  domains?: DomainTable
}

/** What decides whether the mailbox exists; server/main.ts and server/dev.ts fill it in. */
export interface DevMailboxSwitch {
  /** The mailbox reads the embedded back end's outbox; an external Shopware has none. */
  mode: StoreApiMode
  /** DEV_MAILBOX: `1` (true), `0` (false) or unset (undefined). */
  setting: boolean | undefined
  /** `npm run dev` (server/dev.ts). */
  development: boolean
  /** The `--dev-mailbox` argument of the start script: the embedded demo shop asks for it. */
  requested: boolean
  /** NODE_ENV as the operator set it, before server/main.ts defaults it for React. */
  nodeEnv: string | undefined
}

export interface DevMailboxDecision {
  on: boolean
  /** Why, for the start-up line. */
  reason: string
}

/**
 * Off unless asked for: DEV_MAILBOX=1, `npm run dev`, or the start script's `--dev-mailbox` without
 * NODE_ENV=production. DEV_MAILBOX=0 wins over everything. Even when on, only requests from this
 * machine get an answer (see mountDevMailbox), because the mails hold password-recovery links.
 */
export function devMailboxDecision(s: DevMailboxSwitch): DevMailboxDecision {
  if (s.mode !== 'embedded') return { on: false, reason: 'the external Store API keeps its own mails' }
  if (s.setting === false) return { on: false, reason: 'DEV_MAILBOX=0' }
  if (s.setting === true) return { on: true, reason: 'DEV_MAILBOX=1' }
  if (s.development) return { on: true, reason: 'npm run dev' }
  if (s.nodeEnv === 'production')
    return { on: false, reason: 'NODE_ENV=production; DEV_MAILBOX=1 turns it on' }
  if (s.requested) return { on: true, reason: '--dev-mailbox, the embedded demo shop' }
  return { on: false, reason: 'not asked for; DEV_MAILBOX=1 turns it on' }
}

/** The start-up line that says whether the mailbox exists and where. */
export function devMailboxStatusLine(decision: DevMailboxDecision, origin: string): string {
  return decision.on
    ? `Development mailbox: on at ${origin}/_dev/mailbox, for connections from this machine only (${decision.reason})`
    : `Development mailbox: off (${decision.reason})`
}

type Strings = {
  title: string
  intro: string
  refresh: string
  json: string
  shop: string
  empty: string
  recipient: string
  time: string
  language: string
  template: string
  links: string
  noLinks: string
  content: (subject: string) => string
  count: (n: number) => string
}

const STRINGS: Record<Locale, Strings> = {
  'de-DE': {
    title: 'Entwicklungs-Postfach',
    intro: 'Alle E-Mails, die der Shop geschrieben hat, die neueste zuerst. Nur für Entwicklung und Demo.',
    refresh: 'Aktualisieren',
    json: 'Als JSON',
    shop: 'Zum Shop',
    empty: 'Noch keine E-Mails. Registrieren Sie sich oder fordern Sie ein neues Passwort an.',
    recipient: 'An',
    time: 'Zeit',
    language: 'Sprache',
    template: 'Vorlage',
    links: 'Links in dieser E-Mail',
    noLinks: 'Diese E-Mail enthält keine Links.',
    content: (subject) => `Inhalt der E-Mail „${subject}“`,
    count: (n) => (n === 1 ? '1 E-Mail' : `${n} E-Mails`),
  },
  'en-GB': {
    title: 'Development mailbox',
    intro: 'Every e-mail the shop has written, newest first. For development and demos only.',
    refresh: 'Refresh',
    json: 'As JSON',
    shop: 'Back to the shop',
    empty: 'No e-mails yet. Register or ask for a new password.',
    recipient: 'To',
    time: 'Time',
    language: 'Language',
    template: 'Template',
    links: 'Links in this e-mail',
    noLinks: 'This e-mail contains no links.',
    content: (subject) => `Content of the e-mail “${subject}”`,
    count: (n) => (n === 1 ? '1 e-mail' : `${n} e-mails`),
  },
  'fr-FR': {
    title: 'Boîte mail de développement',
    intro:
      'Tous les e-mails écrits par la boutique, du plus récent au plus ancien. Pour le développement et les démonstrations uniquement.',
    refresh: 'Actualiser',
    json: 'En JSON',
    shop: 'Retour à la boutique',
    empty: 'Aucun e-mail pour l’instant. Inscrivez-vous ou demandez un nouveau mot de passe.',
    recipient: 'À',
    time: 'Date',
    language: 'Langue',
    template: 'Modèle',
    links: 'Liens de cet e-mail',
    noLinks: 'Cet e-mail ne contient aucun lien.',
    content: (subject) => `Contenu de l’e-mail «\u202f${subject}\u202f»`,
    count: (n) => (n === 1 ? '1 e-mail' : `${n} e-mails`),
  },
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Only http(s) links become anchors; anything else is shown as text. */
function safeLink(link: string): string | null {
  try {
    const url = new URL(link)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The mail's own HTML for the preview frame. The shop renders mails from escaped values, and a srcdoc
 * frame inherits the page's Content-Security-Policy (no inline scripts, no event handlers); scripts
 * and handler attributes are stripped as well. The frame is deliberately not sandboxed: axe (and
 * assistive technology tooling) must be able to enter it. Links open in the top window, because the
 * storefront refuses to be framed.
 */
export function frameDocument(html: string): string {
  const cleaned = html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*(["']?)\s*javascript:[^"'\s>]*\2/gi, '$1="#"')
  const base = '<base target="_top">'
  return /<head[^>]*>/i.test(cleaned)
    ? cleaned.replace(/<head([^>]*)>/i, `<head$1>${base}`)
    : `${base}${cleaned}`
}

const MAX_MAILS = 50

function clampLimit(raw: string | undefined): number {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? Math.min(n, 500) : MAX_MAILS
}

export function renderMailboxPage(
  mails: MailboxMail[],
  locale: Locale,
  hrefs: { self: string; json: string; shop: string },
): string {
  const t = STRINGS[locale]
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })
  const items = mails
    .map((mail, i) => {
      const id = `mail-${i + 1}`
      const links = mail.links
        .map((link) => {
          const href = safeLink(link)
          return href
            ? `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`
            : `<li>${escapeHtml(link)}</li>`
        })
        .join('')
      const created = new Date(mail.createdAt)
      return (
        `<li><article aria-labelledby="${id}">` +
        `<h2 id="${id}">${escapeHtml(mail.subject)}</h2>` +
        `<dl>` +
        `<div><dt>${t.recipient}</dt><dd>${escapeHtml(mail.recipient)}</dd></div>` +
        `<div><dt>${t.time}</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(
          Number.isNaN(created.getTime()) ? mail.createdAt : time.format(created),
        )}</time></dd></div>` +
        `<div><dt>${t.language}</dt><dd>${escapeHtml(mail.locale)}</dd></div>` +
        `<div><dt>${t.template}</dt><dd><code>${escapeHtml(mail.template)}</code></dd></div>` +
        `</dl>` +
        `<h3>${t.links}</h3>` +
        (links ? `<ul class="links">${links}</ul>` : `<p>${t.noLinks}</p>`) +
        `<iframe title="${escapeHtml(t.content(mail.subject))}" ` +
        `srcdoc="${escapeHtml(frameDocument(mail.html))}"></iframe>` +
        `</article></li>`
      )
    })
    .join('')
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${t.title}</title><style>` +
    'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#f6f4ef;line-height:1.5}' +
    'header,main{max-width:60rem;margin:0 auto;padding:1rem 1.5rem}' +
    'h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.2rem;margin:0 0 .5rem}h3{font-size:1rem;margin:1rem 0 .25rem}' +
    'nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:1rem;padding:0;margin:.5rem 0}' +
    'a{color:#1d4d2b}a:focus-visible{outline:3px solid #1d4d2b;outline-offset:2px}' +
    'ol.mails{list-style:none;padding:0;margin:0;display:grid;gap:1.5rem}' +
    'article{background:#fff;border:1px solid #d8d3c7;border-radius:6px;padding:1rem 1.25rem}' +
    'dl{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;margin:0}dl div{display:flex;gap:.4rem}dt{font-weight:600}dd{margin:0}' +
    '.links{margin:0;padding-left:1.25rem;word-break:break-all}' +
    'iframe{display:block;width:100%;height:28rem;border:1px solid #d8d3c7;border-radius:4px;margin-top:1rem;background:#fff}' +
    `</style></head><body>` +
    `<header><h1>${t.title}</h1><p>${t.intro}</p>` +
    `<nav aria-label="${t.title}"><ul>` +
    `<li><a href="${escapeHtml(hrefs.self)}">${t.refresh}</a></li>` +
    `<li><a href="${escapeHtml(hrefs.json)}">${t.json}</a></li>` +
    `<li><a href="${escapeHtml(hrefs.shop)}">${t.shop}</a></li>` +
    `</ul></nav><p>${t.count(mails.length)}</p></header>` +
    `<main>${mails.length === 0 ? `<p>${t.empty}</p>` : `<ol class="mails">${items}</ol>`}</main>` +
    `</body></html>`
  )
}

/**
 * Mounts GET /_dev/mailbox (HTML) and /_dev/mailbox.json (also under the /fr-FR prefix). Call it only
 * when `devMailboxDecision` says on, and before the storefront's catch-all page route: a request that
 * is not from this machine (see isLocalRequest) passes on to that route, so it gets exactly what a
 * server without a mailbox answers (the not-found page). `?to=<address>` filters by recipient,
 * `?limit=` caps the list (default 50).
 */
export function mountDevMailbox<E extends Env>(app: Hono<E>, options: DevMailboxOptions): void {
  const domains = options.domains ?? DEFAULT_DOMAINS
  const select = (url: URL): MailboxMail[] => {
    const to = url.searchParams.get('to')?.trim().toLowerCase()
    const limit = clampLimit(url.searchParams.get('limit') ?? undefined)
    const mails = options.listOutbox(to ? 500 : limit)
    return (to ? mails.filter((m) => m.recipient.toLowerCase() === to) : mails).slice(0, limit)
  }
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
  for (const prefix of ['', '/fr-FR']) {
    app.get(`${prefix}/_dev/mailbox.json`, (c, next) => {
      if (!isLocalRequest(c)) return next()
      const url = new URL(c.req.url)
      return c.json({ mails: select(url) }, 200, noStore)
    })
    app.get(`${prefix}/_dev/mailbox`, (c, next) => {
      if (!isLocalRequest(c)) return next()
      const url = new URL(c.req.url)
      const locale = resolveLocale(c.req.header('host') ?? url.host, url.pathname, domains)
      const query = url.search
      const html = renderMailboxPage(select(url), locale, {
        self: `${prefix}/_dev/mailbox${query}`,
        json: `${prefix}/_dev/mailbox.json${query}`,
        shop: `${prefix}/`,
      })
      return c.html(html, 200, noStore)
    })
  }
}
