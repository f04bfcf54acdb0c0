import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { emailHash } from '../customer/form-validation.ts'
import { arr, call, get } from './helpers.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>

beforeAll(async () => {
  t = await createTestBackend()
})
afterAll(() => t.backend.close())

/** A second connection to the back end's file: the test reads what the route stored. */
const db = () => openDatabase(t.databasePath, { migrate: false })

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  subject: 'Teak bench delivery',
  comment: 'Can you deliver the bench to Sylt in May?',
}

function codes(body: unknown): Array<[string, string]> {
  return arr(body as never, 'errors').map((e) => [
    String(get(e, 'code')),
    String(get(e, 'source', 'pointer')),
  ])
}

describe('POST /contact-form', () => {
  it('stores the message and answers an empty 200', async () => {
    const res = await call(t, 'POST', '/contact-form', { body: contact })
    expect(res.status).toBe(200)
    const conn = db()
    try {
      const row = conn
        .prepare('SELECT email, subject, comment, first_name FROM contact_form_submission')
        .get()
      expect(row).toEqual({
        email: 'ada@example.com',
        subject: contact.subject,
        comment: contact.comment,
        first_name: 'Ada',
      })
    } finally {
      conn.close()
    }
  })

  it('mails the message to the shop only: nothing goes to the address typed in (no relay)', async () => {
    const victim = 'someone.else@example.net'
    const res = await call(t, 'POST', '/contact-form', {
      body: {
        ...contact,
        email: victim,
        subject: 'You won a prize',
        comment: 'Claim it at http://evil.example/',
      },
    })
    expect(res.status).toBe(200)
    const outbox = t.backend.listOutbox(500)
    expect(outbox.filter((m) => m.recipient === victim)).toEqual([])
    // Shopware's ContactFormRoute: the shop's contact address receives it, the sender's address is data
    const toShop = outbox.find((m) => m.template === 'contact_form.shop' && m.text.includes(victim))
    expect(toShop?.recipient).toBe('service@gartenwerk.example')
    expect(toShop?.text).toContain('http://evil.example/')
  })

  it('rejects missing and invalid fields with one violation per field', async () => {
    const res = await call(t, 'POST', '/contact-form', {
      body: { email: 'not-an-address', subject: '  ', comment: 'short', salutationId: 'x', phone: 12 },
    })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([
      ['VIOLATION::INVALID_UUID_ERROR', '/salutationId'],
      ['VIOLATION::INVALID_EMAIL_FORMAT_ERROR', '/email'],
      ['VIOLATION::INVALID_TYPE_ERROR', '/phone'],
      ['VIOLATION::IS_BLANK_ERROR', '/subject'],
      ['VIOLATION::TOO_SHORT_ERROR', '/comment'],
    ])
  })

  it('rejects an over-long message', async () => {
    const res = await call(t, 'POST', '/contact-form', { body: { ...contact, comment: 'x'.repeat(5001) } })
    expect(codes(res.body)).toEqual([['VIOLATION::TOO_LONG_ERROR', '/comment']])
  })

  it('rate-limits one client IP: the fourth message within seconds is a 429 (see rate-limits.test.ts)', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.99' }
    const body = { ...contact, email: 'busy@example.com' }
    for (let i = 0; i < 3; i++)
      expect((await call(t, 'POST', '/contact-form', { body, headers })).status).toBe(200)
    const limited = await call(t, 'POST', '/contact-form', { body, headers })
    expect(limited.status).toBe(429)
    expect(get(limited.body, 'errors', 0, 'code')).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED')
  })
})

describe('newsletter', () => {
  const subscribe = {
    email: 'Newsletter@Example.com',
    option: 'subscribe',
    storefrontUrl: 'http://localhost:4600',
  }

  it('subscribes with double opt-in, confirms with the link parameters, unsubscribes', async () => {
    const res = await call(t, 'POST', '/newsletter/subscribe', { body: subscribe })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, status: 'notSet' })
    const conn = db()
    try {
      const row = conn
        .prepare<[], { hash: string; status: string }>(
          "SELECT hash, status FROM newsletter_recipient WHERE email = 'newsletter@example.com'",
        )
        .get()
      expect(row?.status).toBe('notSet')
      const wrong = await call(t, 'POST', '/newsletter/confirm', {
        body: { hash: row?.hash, em: emailHash('other@example.com') },
      })
      expect(wrong.status).toBe(400)
      const ok = await call(t, 'POST', '/newsletter/confirm', {
        body: { hash: row?.hash, em: emailHash('newsletter@example.com') },
      })
      expect(ok.status).toBe(200)
      expect((await call(t, 'POST', '/newsletter/subscribe', { body: subscribe })).body).toEqual({
        success: true,
        status: 'optIn',
      })
      expect(
        (await call(t, 'POST', '/newsletter/unsubscribe', { body: { email: subscribe.email } })).status,
      ).toBe(200)
      expect(
        conn
          .prepare("SELECT status FROM newsletter_recipient WHERE email = 'newsletter@example.com'")
          .pluck()
          .get(),
      ).toBe('optOut')
    } finally {
      conn.close()
    }
  })

  it('validates e-mail, option and the storefront URL against the sales channel domains', async () => {
    const res = await call(t, 'POST', '/newsletter/subscribe', {
      body: { email: '', option: 'spam', storefrontUrl: 'https://evil.example/' },
    })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([
      ['VIOLATION::IS_BLANK_ERROR', '/email'],
      ['VIOLATION::NO_SUCH_CHOICE_ERROR', '/option'],
      ['VIOLATION::NO_SUCH_CHOICE_ERROR', '/storefrontUrl'],
    ])
    const js = await call(t, 'POST', '/newsletter/subscribe', {
      body: { ...subscribe, storefrontUrl: 'javascript:alert(1)' },
    })
    expect(codes(js.body)).toEqual([['VIOLATION::NO_SUCH_CHOICE_ERROR', '/storefrontUrl']])
  })

  it('confirm without parameters is a 400 with both fields named', async () => {
    const res = await call(t, 'POST', '/newsletter/confirm', { body: {} })
    expect(codes(res.body)).toEqual([
      ['VIOLATION::IS_BLANK_ERROR', '/hash'],
      ['VIOLATION::IS_BLANK_ERROR', '/em'],
    ])
  })
})
