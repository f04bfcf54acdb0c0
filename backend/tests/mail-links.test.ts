import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import {
  confirmParams,
  errorCodes,
  headers,
  lastMailTo,
  PASSWORD,
  registration,
  token,
} from './account-helpers.ts'
import { call } from './helpers.ts'

/**
 * Links in mails (registration, welcome, password recovery, password changed) point at the
 * storefront's configured public URL of the shopper's language (createBackend's `storefrontUrls`),
 * not at the seeded development domains; without the option they stay as they were.
 */

const PUBLIC = {
  'de-DE': 'https://shop.example',
  'en-GB': 'https://shop.example/en',
  'fr-FR': 'https://shop.example/fr-FR/',
}

let t: TestBackend
beforeAll(async () => {
  t = await createTestBackend({ storefrontUrls: PUBLIC })
})
afterAll(() => t.backend.close())

const english = { 'sw-language-id': IDS.languageEn }

describe('mail links with configured storefront URLs', () => {
  it('registration: the confirmation and welcome mails link the public URL', async () => {
    const body = registration({ storefrontUrl: 'https://shop.example' })
    const email = String(body.email)
    const registered = await call(t, 'POST', '/account/register', { body })
    expect(registered.status).toBe(200)
    const confirmLink = String(lastMailTo(t, email).links[0])
    expect(confirmLink).toMatch(/^https:\/\/shop\.example\/account\/register\/confirm\?em=[0-9a-f]{40}&hash=/)
    const confirmed = await call(t, 'POST', '/account/register-confirm', {
      body: confirmParams(t, email),
      headers: headers(token(registered)),
    })
    expect(confirmed.status).toBe(200)
    expect(lastMailTo(t, email).links).toEqual(['https://shop.example/account'])

    const changed = await call(t, 'POST', '/account/change-password', {
      headers: headers(token(confirmed), english),
      body: { password: PASSWORD, newPassword: 'another-pass-99', newPasswordConfirm: 'another-pass-99' },
    })
    expect(changed.status).toBe(200)
    expect(lastMailTo(t, email).links).toEqual(['https://shop.example/en/account/recover'])
  })

  it('password recovery links the public URL of the request language', async () => {
    const body = registration({ storefrontUrl: 'https://shop.example/fr-FR' })
    const email = String(body.email)
    const registered = await call(t, 'POST', '/account/register', { body })
    await call(t, 'POST', '/account/register-confirm', {
      body: confirmParams(t, email),
      headers: headers(token(registered)),
    })
    const asked = await call(t, 'POST', '/account/recovery-password', {
      headers: { 'sw-language-id': IDS.languageFr },
      body: { email, storefrontUrl: 'http://localhost:3000/fr-FR' },
    })
    expect(asked.status).toBe(200)
    expect(String(lastMailTo(t, email).links[0])).toMatch(
      /^https:\/\/shop\.example\/fr-FR\/account\/recover\/password\?hash=[0-9a-f]{32}$/,
    )
  })

  it('a storefront URL that is neither configured nor a sales channel domain is still refused', async () => {
    const res = await call(t, 'POST', '/account/register', {
      body: registration({ storefrontUrl: 'https://phishing.example' }),
    })
    expect(res.status).toBe(400)
    expect(errorCodes(res)).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR'])
  })
})

describe('newsletter with configured storefront URLs', () => {
  it('accepts the public storefront URL as the confirmation target', async () => {
    const res = await call(t, 'POST', '/newsletter/subscribe', {
      body: {
        email: 'public-url@example.org',
        option: 'subscribe',
        storefrontUrl: 'https://shop.example/en',
      },
    })
    expect(res.status).toBe(200)
  })
})

describe('storefrontUrls option', () => {
  it('refuses anything but absolute http(s) URLs at start', async () => {
    await expect(createTestBackend({ storefrontUrls: { 'de-DE': 'javascript:alert(1)' } })).rejects.toThrow(
      /storefrontUrls/,
    )
    await expect(
      createTestBackend({ storefrontUrls: { 'en-GB': 'https://shop.example/?x=1' } }),
    ).rejects.toThrow(/storefrontUrls/)
  })
})
