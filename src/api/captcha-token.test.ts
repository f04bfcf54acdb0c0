// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createHttp } from './http.ts'
import { jsonResponse, scriptedFetch } from './test-support.ts'

const BASE = 'http://api.test/store-api'

function client(captchaToken?: (path: string) => Promise<string | undefined>) {
  const script = scriptedFetch(jsonResponse(200, { success: true }))
  const http = createHttp({ baseURL: BASE, fetch: script.fetch, ...(captchaToken ? { captchaToken } : {}) })
  const body = (index: number) => JSON.parse(script.requests[index]?.body ?? 'null') as unknown
  return { http, script, body }
}

describe('bot-protection token', () => {
  it('goes into the body of every protected form route as _grecaptcha_v3', async () => {
    const token = vi.fn(async (path: string) => `tok:${path}`)
    const { http, body } = client(token)
    const paths = [
      '/contact-form',
      '/newsletter/subscribe',
      '/account/register',
      '/account/recovery-password',
    ]
    for (const path of paths) await http.post(path, { email: 'a@example.com' })
    paths.forEach((path, index) => {
      expect(body(index)).toEqual({ email: 'a@example.com', _grecaptcha_v3: `tok:${path}` })
    })
    expect(token.mock.calls.map(([path]) => path)).toEqual(paths)
  })

  it('is never asked for on other routes or methods', async () => {
    const token = vi.fn(async () => 'tok')
    const { http, body } = client(token)
    await http.post('/account/login', { username: 'a', password: 'b' })
    await http.get('/contact-form')
    await http.post('/newsletter/unsubscribe', { email: 'a@example.com' })
    expect(token).not.toHaveBeenCalled()
    expect(body(0)).toEqual({ username: 'a', password: 'b' })
    expect(body(2)).toEqual({ email: 'a@example.com' })
  })

  it('leaves the body as it is without a token or without a provider (no key configured)', async () => {
    const none = client(async () => undefined)
    await none.http.post('/contact-form', { email: 'a@example.com' })
    expect(none.body(0)).toEqual({ email: 'a@example.com' })
    const off = client()
    await off.http.post('/contact-form', { email: 'a@example.com' })
    expect(off.body(0)).toEqual({ email: 'a@example.com' })
  })
})
