import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { json } from '../db/rows.ts'
import { type MailLocale, type MailTemplate, renderMail, type TemplateData } from './templates.ts'

/** One mail as the outbox keeps it (newest first in listOutbox). */
export interface OutboxMail {
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
  error: string | null
}

interface OutboxRow {
  id: string
  template: string
  locale: string
  recipient: string
  subject: string
  html: string
  text: string
  links: string
  created_at: string
  sent_at: string | null
  error: string | null
}

const SENDER_FALLBACK = 'service@gartenwerk.example'

function toMail(r: OutboxRow): OutboxMail {
  return {
    id: r.id,
    template: r.template,
    locale: r.locale,
    recipient: r.recipient,
    subject: r.subject,
    html: r.html,
    text: r.text,
    links: json<string[]>(r.links, []),
    createdAt: r.created_at,
    sentAt: r.sent_at,
    error: r.error,
  }
}

export interface QueueOptions<T extends MailTemplate> {
  template: T
  locale: MailLocale
  to: string
  data: TemplateData[T]
  salesChannelId?: string
  now?: Date
  /** sender address (core.basicInformation.email) */
  from?: string
  /**
   * false: only write the outbox row. A caller inside a transaction that may still roll back sends
   * it with `sendQueued` after the commit, so SMTP never delivers a mail whose row was undone.
   */
  deliver?: boolean
}

/**
 * Renders a mail, writes it to the outbox and, when SMTP_URL is set, hands it to nodemailer in the
 * background (sent_at or error are recorded on the row). Never throws for delivery problems: the
 * outbox row is the record of what the shop wrote.
 */
export function queueMail<T extends MailTemplate>(db: Db, options: QueueOptions<T>): OutboxMail {
  const rendered = renderMail(options.template, options.locale, options.data)
  const id = randomUUID().replaceAll('-', '')
  const createdAt = (options.now ?? new Date()).toISOString()
  db.prepare(
    `INSERT INTO mail_outbox (id, sales_channel_id, template, locale, recipient, subject, html, text, links, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    options.salesChannelId ?? null,
    options.template,
    options.locale,
    options.to,
    rendered.subject,
    rendered.html,
    rendered.text,
    JSON.stringify(rendered.links),
    createdAt,
  )
  if (options.deliver !== false) sendQueued(db, id, options.from)
  return {
    id,
    template: options.template,
    locale: options.locale,
    recipient: options.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    links: rendered.links,
    createdAt,
    sentAt: null,
    error: null,
  }
}

/** Hands an outbox row to SMTP in the background when SMTP_URL is set (no-op otherwise). */
export function sendQueued(db: Db, id: string, from?: string): void {
  const smtpUrl = process.env.SMTP_URL
  if (smtpUrl) void deliver(db, id, smtpUrl, from ?? SENDER_FALLBACK)
}

/** The newest `limit` mails, newest first. */
export function listOutbox(db: Db, limit = 50): OutboxMail[] {
  const n = Math.max(1, Math.min(500, Math.trunc(limit) || 50))
  return db
    .prepare<[number], OutboxRow>('SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?')
    .all(n)
    .map(toMail)
}

type Transport = { sendMail(mail: Record<string, unknown>): Promise<unknown> }
const transports = new Map<string, Promise<Transport>>()

async function transportFor(url: string): Promise<Transport> {
  let t = transports.get(url)
  if (!t) {
    t = import('nodemailer').then((m) => m.default.createTransport(url) as Transport)
    transports.set(url, t)
  }
  return t
}

async function deliver(db: Db, id: string, smtpUrl: string, from: string): Promise<void> {
  const row = db.prepare<[string], OutboxRow>('SELECT * FROM mail_outbox WHERE id = ?').get(id)
  if (!row) return
  try {
    const transport = await transportFor(smtpUrl)
    await transport.sendMail({
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
    })
    if (db.open)
      db.prepare('UPDATE mail_outbox SET sent_at = ?, error = NULL WHERE id = ?').run(
        new Date().toISOString(),
        id,
      )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (db.open) db.prepare('UPDATE mail_outbox SET error = ? WHERE id = ?').run(message.slice(0, 500), id)
    console.error(`Mail ${id} to ${row.recipient} could not be sent over SMTP:`, message)
  }
}
