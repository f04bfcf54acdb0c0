// Development mailbox: the embedded back end's mail outbox as a page (/_dev/mailbox) and as JSON
// (/_dev/mailbox.json), so that someone trying the demo can open the registration or password mail
// and follow its link. A developer tool outside the React app, hence its own small dictionary.
import type { Env, Hono } from 'hono'
import { DEFAULT_DOMAINS, type DomainTable, type Locale, resolveLocale } from '../src/domain/locale.ts'

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
  /** 'embedded' or 'external': the mailbox only exists for the embedded back end */
  mode: 'embedded' | 'external'
  /** host → locale table of the storefront (ServerConfig.domains), for the page language */
  domains?: DomainTable
  /** environment to decide on (default process.env) */
  env?: Record<string, string | undefined>
  /** NODE_ENV as the operator set it (default: captured when this module was loaded) */
  operatorNodeEnv?: string | undefined
}

/**
 * NODE_ENV as the operator started the process with. server/main.ts defaults NODE_ENV to
 * 'production' for React's sake *after* its imports ran, so reading it here (module evaluation,
 * before main() runs) tells a plain `npm start` demo (unset) from an explicit production deployment.
 */
export const OPERATOR_NODE_ENV: string | undefined = process.env.NODE_ENV

/**
 * The mailbox exists only with the embedded back end, and not when the operator declared
 * NODE_ENV=production, unless DEV_MAILBOX=1 asks for it. DEV_MAILBOX=0 switches it off everywhere.
 */
export function devMailboxEnabled(
  options: Pick<DevMailboxOptions, 'mode' | 'env' | 'operatorNodeEnv'>,
): boolean {
  const env = options.env ?? process.env
  if (options.mode !== 'embedded') return false
  if (env.DEV_MAILBOX === '0') return false
  if (env.DEV_MAILBOX === '1') return true
  const nodeEnv = 'operatorNodeEnv' in options ? options.operatorNodeEnv : OPERATOR_NODE_ENV
  return nodeEnv !== 'production'
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
 * Mounts GET /_dev/mailbox (HTML) and /_dev/mailbox.json (also under the /fr-FR prefix) when
 * `devMailboxEnabled` allows it; returns whether it did. Call it before the storefront's catch-all
 * page route. `?to=<address>` filters by recipient, `?limit=` caps the list (default 50).
 */
export function mountDevMailbox<E extends Env>(app: Hono<E>, options: DevMailboxOptions): boolean {
  if (!devMailboxEnabled(options)) return false
  const domains = options.domains ?? DEFAULT_DOMAINS
  const select = (url: URL): MailboxMail[] => {
    const to = url.searchParams.get('to')?.trim().toLowerCase()
    const limit = clampLimit(url.searchParams.get('limit') ?? undefined)
    const mails = options.listOutbox(to ? 500 : limit)
    return (to ? mails.filter((m) => m.recipient.toLowerCase() === to) : mails).slice(0, limit)
  }
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
  for (const prefix of ['', '/fr-FR']) {
    app.get(`${prefix}/_dev/mailbox.json`, (c) => {
      const url = new URL(c.req.url)
      return c.json({ mails: select(url) }, 200, noStore)
    })
    app.get(`${prefix}/_dev/mailbox`, (c) => {
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
  return true
}
