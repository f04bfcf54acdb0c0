import { describe, expect, it } from 'vitest'
import type { UpstreamConfig } from './config.ts'
import { classifyProbe, createSetupGate, probeStoreApi, setupPage } from './setup-check.ts'
import type { Upstream } from './upstream.ts'

const external: UpstreamConfig = {
  kind: 'external',
  endpoint: 'https://shop.example/store-api',
  accessKey: 'SWSCX',
}

/** An upstream whose /context answers the statuses in turn (the last one repeats). */
function upstreamAnswering(...statuses: number[]): Upstream & { calls: string[] } {
  const calls: string[] = []
  return {
    mode: 'external',
    accessKey: 'SWSCX',
    baseURL: 'https://shop.example/store-api',
    calls,
    fetch: async (input, init) => {
      calls.push(`${String(input)} ${new Headers(init?.headers).get('sw-access-key')}`)
      const status = statuses.length > 1 ? (statuses.shift() as number) : (statuses[0] as number)
      return new Response('{}', { status })
    },
    close() {},
  }
}

describe('the Store API check at start', () => {
  it.each([
    [200, null],
    [502, 'unreachable'],
    [408, 'unreachable'],
    [401, 'missingKey'],
    [412, 'invalidKey'],
    [403, 'invalidKey'],
    [404, 'notStoreApi'],
    [503, null],
    [500, null],
  ])('HTTP %i → %s', (status, kind) => {
    expect(classifyProbe(status)?.kind ?? null).toBe(kind)
  })

  it('asks GET /context with the configured key', async () => {
    const upstream = upstreamAnswering(412)
    expect(await probeStoreApi(upstream)).toEqual({ kind: 'invalidKey', status: 412 })
    expect(upstream.calls).toEqual(['https://shop.example/store-api/context SWSCX'])
  })

  it('names the variable to set', () => {
    expect(setupPage({ kind: 'invalidKey', status: 412 }, external)).toContain(
      '<code>STORE_API_ACCESS_KEY</code>',
    )
    expect(setupPage({ kind: 'missingKey', status: 401 }, external)).toContain(
      '<code>STORE_API_ACCESS_KEY</code>',
    )
    const unreachable = setupPage({ kind: 'unreachable', status: 502 }, external)
    expect(unreachable).toContain('<code>STORE_API_ENDPOINT</code>')
    expect(unreachable).toContain('https://shop.example/store-api')
    expect(unreachable).toContain('HTTP 502')
  })
})

describe('the development gate', () => {
  it('lets everything through when the check passed', async () => {
    const gate = createSetupGate(upstreamAnswering(200), external, null)
    expect(await gate('GET', '/', 'text/html')).toBeNull()
  })

  it('answers pages with the setup page (503) but not assets or Store API calls', async () => {
    const upstream = upstreamAnswering(412)
    const gate = createSetupGate(upstream, external, { kind: 'invalidKey', status: 412 })
    const page = await gate('GET', '/Gartentische', 'text/html,application/xhtml+xml')
    expect(page?.status).toBe(503)
    expect(await page?.text()).toContain('STORE_API_ACCESS_KEY')
    expect(await gate('GET', '/assets/app.js', '*/*')).toBeNull()
    expect(await gate('POST', '/store-api/context', 'application/json')).toBeNull()
  })

  it('goes away by itself once the Store API answers', async () => {
    const gate = createSetupGate(upstreamAnswering(502, 200), external, { kind: 'unreachable', status: 502 })
    expect((await gate('GET', '/', 'text/html'))?.status).toBe(503)
    expect(await gate('GET', '/', 'text/html')).toBeNull()
    expect(await gate('GET', '/', 'text/html')).toBeNull()
  })
})
