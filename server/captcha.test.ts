import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { loadConfig } from './config.ts'
import { contentSecurityPolicy } from './security.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch } from './upstream.ts'

// reCAPTCHA on the public forms: with RECAPTCHA_SITE_KEY the pages carry Google's notice and the CSP
// admits reCAPTCHA's hosts; the script itself is never in the HTML (it loads when a form is used).
// Without the key, neither notice nor any Google host.

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('configuration and CSP', () => {
  it('reads RECAPTCHA_SITE_KEY (blank is none)', () => {
    expect(loadConfig({}).captchaSiteKey).toBeNull()
    expect(loadConfig({ RECAPTCHA_SITE_KEY: ' ' }).captchaSiteKey).toBeNull()
    expect(loadConfig({ RECAPTCHA_SITE_KEY: '6LcSITE' }).captchaSiteKey).toBe('6LcSITE')
    // A secret alone would make the embedded back end refuse every guest's form.
    expect(() => loadConfig({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(/RECAPTCHA_SITE_KEY/)
    expect(loadConfig({ RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_SITE_KEY: 'site' }).captchaSiteKey).toBe(
      'site',
    )
  })

  it("admits reCAPTCHA's script, frames and calls only with a key", () => {
    const off = contentSecurityPolicy({ nonce: 'n', https: false })
    expect(off).not.toContain('google.com')
    expect(off).not.toContain('gstatic.com')
    const on = contentSecurityPolicy({ nonce: 'n', https: false, captcha: true })
    expect(directive(on, 'script-src')).toBe(
      "script-src 'self' 'nonce-n' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    )
    expect(directive(on, 'frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    )
    expect(directive(on, 'connect-src')).toBe("connect-src 'self' https://www.google.com/recaptcha/")
  })
})

describe('rendered pages', () => {
  let test: TestBackend
  beforeAll(async () => {
    test = await createTestBackend()
  })
  afterAll(() => test?.backend.close())

  function appWith(captchaSiteKey: string | null) {
    return createApp({
      config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS, captchaSiteKey },
      upstream: {
        mode: 'embedded',
        accessKey: test.backend.accessKey,
        baseURL: 'http://embedded.invalid/store-api',
        fetch: guardedFetch((request) => test.backend.fetch(request), 10_000),
        close() {},
      },
      render: async () => (await import('../src/entry-server.tsx')).render,
      assets: async () => ({ scripts: [{ src: '/assets/entry-test.js' }], css: [], preloads: [] }),
    })
  }
  const page = (app: ReturnType<typeof appWith>, path: string) =>
    app.request(`http://localhost:3000${path}`, {
      headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' },
    })

  it('with a key: the notice on the public forms in the page language, the CSP extended, no script tag', async () => {
    const app = appWith('6LcTESTKEY')
    for (const path of ['/register', '/account/recover', '/withdrawal', '/']) {
      const response = await page(app, path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain('Diese Website ist durch reCAPTCHA geschützt')
      expect(html, path).toContain('href="https://policies.google.com/privacy"')
      expect(html, path).not.toContain('recaptcha/api.js')
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(directive(csp, 'script-src'), path).toContain('https://www.google.com/recaptcha/')
    }
  })

  it('without a key: no notice, no Google host in the CSP, the forms as before', async () => {
    const app = appWith(null)
    for (const path of ['/register', '/']) {
      const response = await page(app, path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html, path).not.toContain('reCAPTCHA')
      expect(html, path).toContain('<form')
      expect(response.headers.get('content-security-policy'), path).not.toContain('google.com')
    }
  })
})
