import { describe, expect, it } from 'vitest'
import { createRecordingUpstream, createTestApp } from './test-support.ts'

// Absolute URLs (hreflang, canonical, Open Graph, JSON-LD, robots.txt, sitemaps, the locale redirect)
// come from the configured public origins. The Host header only picks one of the configured domains;
// a host nobody configured gets the default domain's URLs, never its own name back.

const LOCAL = {
  'de-DE': 'http://localhost:3000',
  'en-GB': 'http://en.localhost:3000',
  'fr-FR': 'http://localhost:3000/fr-FR',
}

describe('page origins', () => {
  it.each([
    ['an unknown host', 'evil.example'],
    ['an unknown host with a port', 'evil.example:3000'],
    ['an IP address', '127.0.0.1:3000'],
    ['a known host on another port', 'localhost:8080'],
    ['a known host in upper case', 'LOCALHOST:3000'],
  ])('%s gets the configured origins', async (_name, host) => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    const response = await app.request(`http://${host}/x`, { headers: { host } })
    expect(response.status).toBe(200)
    expect(renders[0]?.locale).toBe('de-DE')
    expect(renders[0]?.origins).toEqual(LOCAL)
    // The router sees the configured origin too (it builds its own redirects from the request URL).
    expect(new URL(renders[0]?.request.url ?? '').origin).toBe('http://localhost:3000')
    expect(new URL(renders[0]?.request.url ?? '').pathname).toBe('/x')
  })

  it('keeps the locale of a configured host whatever port it was reached on', async () => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    await app.request('http://en.localhost:8080/x?q=1', { headers: { host: 'en.localhost:8080' } })
    expect(renders[0]?.locale).toBe('en-GB')
    // fr-FR lives under /fr-FR on every domain, so seen from en.localhost it stays there.
    expect(renders[0]?.origins).toEqual({ ...LOCAL, 'fr-FR': 'http://en.localhost:3000/fr-FR' })
    expect(renders[0]?.request.url).toBe('http://en.localhost:3000/x?q=1')
  })

  it('takes the scheme from PUBLIC_URL, never from X-Forwarded-Proto', async () => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    await app.request('http://localhost:3000/x', {
      headers: { host: 'localhost:3000', 'x-forwarded-proto': 'https' },
    })
    expect(renders[0]?.origins['de-DE']).toBe('http://localhost:3000')
  })

  it('uses the public domains behind a proxy that passes an internal Host', async () => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream, {
      publicUrl: new URL('https://shop.example'),
      domains: { 'shop.example': 'de-DE', 'en.shop.example': 'en-GB' },
      origins: {
        byHost: { 'shop.example': 'https://shop.example', 'en.shop.example': 'https://en.shop.example' },
        defaultHost: 'shop.example',
      },
    })
    await app.request('http://storefront:3000/x', { headers: { host: 'storefront:3000' } })
    await app.request('http://en.shop.example/x', { headers: { host: 'en.shop.example' } })
    const expected = {
      'de-DE': 'https://shop.example',
      'en-GB': 'https://en.shop.example',
      'fr-FR': 'https://shop.example/fr-FR',
    }
    expect(renders[0]?.origins).toEqual(expected)
    expect(renders[0]?.locale).toBe('de-DE')
    expect(renders[1]?.origins).toEqual({ ...expected, 'fr-FR': 'https://en.shop.example/fr-FR' })
    expect(renders[1]?.locale).toBe('en-GB')
  })
})

describe('locale redirect on a first visit', () => {
  it.each([
    ['evil.example', 'fr-FR,fr;q=0.9', 'http://localhost:3000/fr-FR/'],
    ['evil.example:3000', 'en-GB', 'http://en.localhost:3000/'],
    ['localhost:8080', 'en-US', 'http://en.localhost:3000/'],
    ['en.localhost:8080', 'de-DE', 'http://localhost:3000/'],
  ])('on %s with %s goes to the configured %s', async (host, acceptLanguage, location) => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const response = await app.request(`http://${host}/`, {
      headers: { host, 'accept-language': acceptLanguage },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
    expect(response.headers.get('vary')).toMatch(/Accept-Language/)
    expect(response.headers.get('vary')).toMatch(/Cookie/)
  })

  it('says the start page depends on Accept-Language when it did not redirect', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const response = await app.request('http://localhost:3000/', {
      headers: { host: 'localhost:3000', 'accept-language': 'de-DE' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toMatch(/Accept-Language/)
    expect(response.headers.get('vary')).toMatch(/Cookie/)
  })
})

describe('robots.txt', () => {
  it('names the configured domain for an unknown host', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const response = await app.request('http://evil.example/robots.txt', {
      headers: { host: 'evil.example' },
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('evil.example')
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml\n')
    expect(text).toContain('Sitemap: http://localhost:3000/fr-FR/sitemap.xml\n')
  })

  it('names the en-GB domain with its configured port on en.localhost', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const text = await (
      await app.request('http://en.localhost:9999/robots.txt', { headers: { host: 'en.localhost:9999' } })
    ).text()
    expect(text).toContain('Sitemap: http://en.localhost:3000/sitemap.xml\n')
    expect(text).not.toContain(':9999')
  })
})
