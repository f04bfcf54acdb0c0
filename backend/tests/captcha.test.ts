import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaSettingsFromEnv } from '../http/captcha.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { activeCustomer, errorCodes, headers, registration } from './account-helpers.ts'
import { call } from './helpers.ts'

/**
 * A stand-in for Google's siteverify (no internet here): the token says what it answers, and every
 * request is recorded so the tests can see what the back end sent.
 */
interface VerifyCall {
  secret: string | null
  response: string | null
  remoteip: string | null
}

const verifyCalls: VerifyCall[] = []
let fake: Server
let verifyUrl: string

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      const form = new URLSearchParams(body)
      const response = form.get('response')
      verifyCalls.push({ secret: form.get('secret'), response, remoteip: form.get('remoteip') })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (response === 'human') send(200, { success: true, score: 0.9, action: 'submit' })
      else if (response === 'bot') send(200, { success: true, score: 0.1, action: 'submit' })
      // never answers: only the back end's timeout ends the wait
      else if (response === 'slow') return
      else if (response === 'broken') send(502, { error: 'bad gateway' })
      else send(200, { success: false, 'error-codes': ['invalid-input-response'] })
    })
  })
  await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done))
  verifyUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/recaptcha/api/siteverify`
})
afterAll(
  () =>
    new Promise<void>((done) => {
      fake.closeAllConnections()
      fake.close(() => done())
    }),
)

const contact = {
  email: 'ada@example.com',
  subject: 'Teak bench delivery',
  comment: 'Can you deliver the bench to Sylt in May?',
}

const CLIENT = { 'x-forwarded-for': '203.0.113.7' }

describe('with a reCAPTCHA secret', () => {
  let t: Awaited<ReturnType<typeof createTestBackend>>
  const warnings: string[] = []
  beforeAll(async () => {
    t = await createTestBackend({
      captcha: { secretKey: 'test-secret', verifyUrl, timeoutMs: 1_000, warn: (m) => warnings.push(m) },
    })
  })
  afterAll(() => t.backend.close())

  it('refuses a protected route without a token as Shopware does (403, FRAMEWORK__INVALID_CAPTCHA_VALUE)', async () => {
    const before = verifyCalls.length
    for (const [path, body] of [
      ['/contact-form', contact],
      [
        '/newsletter/subscribe',
        { email: 'bot@example.com', option: 'subscribe', storefrontUrl: 'http://localhost:3000' },
      ],
      ['/account/register', registration()],
      ['/account/recovery-password', { email: 'nobody@example.com', storefrontUrl: 'http://localhost:3000' }],
    ] as const) {
      const res = await call(t, 'POST', path, { body, headers: CLIENT })
      expect(res.status, path).toBe(403)
      expect(errorCodes(res), path).toEqual(['FRAMEWORK__INVALID_CAPTCHA_VALUE'])
    }
    // No token, nothing to ask Google about.
    expect(verifyCalls.length).toBe(before)
  })

  it('passes a token the verify endpoint vouches for, sending secret, token and client address', async () => {
    const res = await call(t, 'POST', '/contact-form', {
      body: { ...contact, _grecaptcha_v3: 'human' },
      headers: CLIENT,
    })
    expect(res.status).toBe(200)
    expect(verifyCalls.at(-1)).toEqual({ secret: 'test-secret', response: 'human', remoteip: '203.0.113.7' })
  })

  it('refuses a token Google does not accept, and one scored below 0.5', async () => {
    for (const token of ['forged', 'bot']) {
      const res = await call(t, 'POST', '/contact-form', { body: { ...contact, _grecaptcha_v3: token } })
      expect(res.status, token).toBe(403)
      expect(errorCodes(res)).toEqual(['FRAMEWORK__INVALID_CAPTCHA_VALUE'])
    }
  })

  it('lets the request through with a warning when the verify endpoint fails or times out', async () => {
    for (const token of ['broken', 'slow']) {
      warnings.length = 0
      const started = Date.now()
      const res = await call(t, 'POST', '/contact-form', { body: { ...contact, _grecaptcha_v3: token } })
      expect(res.status, token).toBe(200)
      // the timeout ends a hanging call (1 s here; generous bound for a loaded machine)
      expect(Date.now() - started).toBeLessThan(4_000)
      expect(warnings).toHaveLength(1)
    }
  })

  it('does not ask a logged-in customer (the account newsletter switch)', async () => {
    const customer = await activeCustomer(t, { _grecaptcha_v3: 'human' })
    const res = await call(t, 'POST', '/newsletter/subscribe', {
      body: { email: customer.email, option: 'subscribe', storefrontUrl: 'http://localhost:3000' },
      headers: headers(customer.token),
    })
    expect(res.status).toBe(200)
  })

  it('leaves other routes alone', async () => {
    const res = await call(t, 'POST', '/account/login', {
      body: { username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' },
    })
    expect(res.status).toBe(200)
  })
})

describe('with an unreachable verify endpoint', () => {
  it('lets the request through (fail-open) and logs why', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    const warnings: string[] = []
    const t = await createTestBackend({
      captcha: { secretKey: 's', verifyUrl: `http://127.0.0.1:${port}/`, warn: (m) => warnings.push(m) },
    })
    try {
      const ok = await call(t, 'POST', '/contact-form', { body: { ...contact, _grecaptcha_v3: 'any' } })
      expect(ok.status).toBe(200)
      expect(warnings).toEqual([expect.stringContaining('unreachable')])
      // A missing token is still refused: that is the client's doing, not an outage.
      const missing = await call(t, 'POST', '/contact-form', { body: contact })
      expect(missing.status).toBe(403)
    } finally {
      t.backend.close()
    }
  })
})

describe('without a secret', () => {
  it('the forms work as before, without a token', async () => {
    const t = await createTestBackend({ captcha: null })
    try {
      const res = await call(t, 'POST', '/contact-form', { body: contact })
      expect(res.status).toBe(200)
    } finally {
      t.backend.close()
    }
  })

  it('reads the secret and threshold from the environment', () => {
    expect(captchaSettingsFromEnv({})).toBeNull()
    expect(captchaSettingsFromEnv({ RECAPTCHA_SECRET_KEY: '  ' })).toBeNull()
    expect(captchaSettingsFromEnv({ RECAPTCHA_SECRET_KEY: 'k' })).toEqual({ secretKey: 'k', minScore: 0.5 })
    expect(captchaSettingsFromEnv({ RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_MIN_SCORE: '0.7' })?.minScore).toBe(
      0.7,
    )
    expect(() => captchaSettingsFromEnv({ RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_MIN_SCORE: '2' })).toThrow(
      /RECAPTCHA_MIN_SCORE/,
    )
  })
})
