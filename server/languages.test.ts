import { describe, expect, it } from 'vitest'
import { createLanguageResolver, languageIdsFromResponse } from './languages.ts'
import type { Upstream } from './upstream.ts'

describe('language ids', () => {
  it('maps translation codes to ids and ignores unknown locales', () => {
    expect(
      languageIdsFromResponse({
        elements: [
          { id: 'a', translationCode: { code: 'de-DE' } },
          { id: 'b', translationCode: { code: 'es-ES' } },
          { id: 'c', translationCode: null },
          { id: 'd', translationCode: { code: 'fr-FR' } },
        ],
      }),
    ).toEqual({ 'de-DE': 'a', 'fr-FR': 'd' })
    expect(languageIdsFromResponse(null)).toEqual({})
  })

  it('asks the Store API once per process, and again after a failure', async () => {
    const answers = [
      new Response('{"errors":[]}', { status: 503 }),
      Response.json({ elements: [{ id: 'en1', translationCode: { code: 'en-GB' } }] }),
    ]
    let calls = 0
    const upstream: Upstream = {
      mode: 'external',
      accessKey: 'K',
      baseURL: 'http://x/store-api',
      fetch: async (input, init) => {
        calls++
        expect(String(input)).toBe('http://x/store-api/language')
        expect(new Headers(init?.headers).get('sw-access-key')).toBe('K')
        return answers.shift() ?? Response.json({ elements: [] })
      },
      close() {},
    }
    const resolve = createLanguageResolver(upstream)
    expect(await resolve('en-GB')).toBeUndefined()
    expect(await resolve('en-GB')).toBe('en1')
    expect(await resolve('de-DE')).toBeUndefined()
    expect(calls).toBe(2)
  })
})
