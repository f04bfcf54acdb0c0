import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  createNonce,
  isHttpsRequest,
  mediaImageOrigin,
  securityHeaders,
} from './security.ts'

describe('security headers', () => {
  it('allow scripts only from self and the nonce', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', https: false })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    // Video players only after the shopper's click (privacy mode), only these two hosts.
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com')
    expect(csp).not.toContain('maps.googleapis.com')
  })

  it('allows Google Maps only when a maps key is configured', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', https: false, maps: true })
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://maps.googleapis.com")
    expect(csp).toContain("font-src 'self' data: https://fonts.gstatic.com")
  })

  it('allows images from an external Store API only when https does not already cover it', () => {
    expect(mediaImageOrigin('http://localhost:3204/store-api')).toBe('http://localhost:3204')
    expect(mediaImageOrigin('https://shop.example/store-api')).toBeUndefined()
    const csp = contentSecurityPolicy({ https: false, imgSrc: ['http://localhost:3204'] })
    expect(csp).toContain("img-src 'self' data: blob: https: http://localhost:3204;")
    expect(contentSecurityPolicy({ https: false })).toContain("img-src 'self' data: blob: https:;")
  })

  it('set nosniff, referrer policy, frame denial; HSTS only on https', () => {
    const http = securityHeaders({ nonce: 'n', https: false })
    expect(http['X-Content-Type-Options']).toBe('nosniff')
    expect(http['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(http['X-Frame-Options']).toBe('DENY')
    expect(http['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders({ nonce: 'n', https: true })['Strict-Transport-Security']).toMatch(
      /^max-age=31536000/,
    )
  })

  it('creates unpredictable nonces', () => {
    const a = createNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(createNonce()).not.toBe(a)
  })

  it('detects https from PUBLIC_URL, the request URL or x-forwarded-proto', () => {
    const plain = new Request('http://localhost/')
    expect(isHttpsRequest(plain, undefined)).toBe(false)
    expect(isHttpsRequest(plain, new URL('https://shop.example'))).toBe(true)
    expect(isHttpsRequest(new Request('https://localhost/'), undefined)).toBe(true)
    expect(
      isHttpsRequest(
        new Request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } }),
        undefined,
      ),
    ).toBe(true)
    expect(isHttpsRequest(new Request('https://localhost/'), new URL('http://shop.example'))).toBe(false)
  })
})
