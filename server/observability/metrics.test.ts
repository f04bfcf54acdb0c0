import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config.ts'
import { loadObservabilityConfig } from './config.ts'
import { createMetrics, serveMetrics } from './metrics.ts'

describe('metrics endpoint', () => {
  it('serves the registry in Prometheus text format on its own port, nothing else', async () => {
    const metrics = createMetrics({ processMetrics: true })
    metrics.sqliteBusy.inc()
    const server = serveMetrics(metrics, { port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/plain')
      const text = await response.text()
      expect(text).toContain('storefront_backend_sqlite_busy_total 1')
      expect(text).toContain('nodejs_eventloop_lag_seconds')
      expect(text).toContain('nodejs_heap_size_used_bytes')
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})

describe('observability settings', () => {
  it('defaults: info, no metrics port, probes open to all, 1 s readiness deadline', () => {
    expect(loadObservabilityConfig({})).toEqual({
      logLevel: 'info',
      metrics: undefined,
      probeAllow: undefined,
      readyTimeoutMs: 1_000,
    })
  })

  it('reads LOG_LEVEL, METRICS_PORT/HOST, PROBE_ALLOW and READY_TIMEOUT_MS, refusing nonsense', () => {
    const config = loadObservabilityConfig({
      LOG_LEVEL: 'Debug',
      METRICS_PORT: '9464',
      PROBE_ALLOW: '10.0.0.0/8, 127.0.0.1',
      READY_TIMEOUT_MS: '500',
    })
    expect(config.logLevel).toBe('debug')
    expect(config.metrics).toEqual({ port: 9464, host: '127.0.0.1' })
    expect(config.probeAllow?.includes('10.2.3.4')).toBe(true)
    expect(config.probeAllow?.includes('192.168.0.1')).toBe(false)
    expect(config.readyTimeoutMs).toBe(500)
    expect(() => loadObservabilityConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError)
    expect(() => loadObservabilityConfig({ METRICS_PORT: 'x' })).toThrow(ConfigError)
    expect(() => loadObservabilityConfig({ PROBE_ALLOW: 'intranet' })).toThrow(/PROBE_ALLOW entry 'intranet'/)
  })
})
