// The observability settings, read from the environment by server/main.ts (README, "Configuration";
// docs/operations.md): log level, the metrics port, who may ask the probes, the readiness deadline.

import { parseTrustedProxies, type TrustedProxies } from '../client-address.ts'
import { ConfigError } from '../config.ts'
import { isLogLevel, LOG_LEVELS, type LogLevel } from './logger.ts'
import type { MetricsListen } from './metrics.ts'

export interface ObservabilityConfig {
  /** LOG_LEVEL (default info). */
  logLevel: LogLevel
  /** METRICS_PORT (unset: no metrics endpoint) on METRICS_HOST (default 127.0.0.1). */
  metrics: MetricsListen | undefined
  /** PROBE_ALLOW: addresses and CIDR ranges that may ask /healthz and /readyz; unset: everyone. */
  probeAllow: TrustedProxies | undefined
  /** READY_TIMEOUT_MS (default 1000): how long /readyz waits for the Store API. */
  readyTimeoutMs: number
}

type Env = Readonly<Record<string, string | undefined>>

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a whole number above 0, got '${raw}'`)
  }
  return value
}

export function loadObservabilityConfig(env: Env): ObservabilityConfig {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info'
  if (!isLogLevel(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${level}'`)
  const port = env.METRICS_PORT?.trim()
  let metrics: MetricsListen | undefined
  if (port) {
    const value = Number(port)
    if (!Number.isInteger(value) || value < 0 || value > 65_535) {
      throw new ConfigError(`METRICS_PORT must be 0-65535, got '${port}'`)
    }
    metrics = { port: value, host: env.METRICS_HOST?.trim() || '127.0.0.1' }
  }
  let probeAllow: TrustedProxies | undefined
  if (env.PROBE_ALLOW?.trim()) {
    try {
      probeAllow = parseTrustedProxies(env.PROBE_ALLOW, 'PROBE_ALLOW')
    } catch (error) {
      throw new ConfigError(error instanceof Error ? error.message : String(error))
    }
  }
  return {
    logLevel: level,
    metrics,
    probeAllow,
    readyTimeoutMs: positive(env, 'READY_TIMEOUT_MS', 1_000),
  }
}
