import {
  DEFAULT_DOMAINS,
  DEFAULT_LOCALE,
  type DomainTable,
  isLocale,
  LOCALES,
  type Locale,
} from '../src/domain/locale.ts'
import { parseTrustedProxies, type TrustedProxies } from './client-address.ts'
import { localeOrigins } from './locale-redirect.ts'
import { DEFAULT_SHUTDOWN_GRACE_MS } from './node-server.ts'

/** Where the Store API lives: a real Shopware, or the embedded back end mounted in-process. */
export type UpstreamConfig =
  | { kind: 'external'; endpoint: string; accessKey: string }
  | {
      kind: 'embedded'
      databasePath: string
      /** Where the rendered images live (content-addressed; default: `media/` beside the database). */
      mediaDir?: string
      maintenance: boolean
      /** The storefront's public URL per locale, for the links in the back end's mails. */
      storefrontUrls: Record<Locale, string>
    }

/**
 * The public origin (`scheme://host[:port]`) of every configured domain: every absolute URL the
 * server writes (hreflang, canonical, sitemaps, redirects) is built from these, never from the
 * request's Host header, which anyone can set and shared caches do not key all of their entries on.
 */
export interface PublicOrigins {
  /** Host name (lower case, no port) → its public origin. */
  byHost: Readonly<Record<string, string>>
  /** The domain a request for any other host is treated as. */
  defaultHost: string
}

export interface ServerConfig {
  port: number
  upstream: UpstreamConfig
  /** Host → default locale. */
  domains: DomainTable
  /** Public origin when known (behind a proxy); decides https-only features (HSTS, Secure cookies). */
  publicUrl: URL | undefined
  /** Public origins of the domains: PUBLIC_URL's scheme and port on every host of DOMAINS. */
  origins: PublicOrigins
  /** Store API calls slower than this become a 408 page. */
  upstreamTimeoutMs: number
  /**
   * A page whose rendering (all its Store API calls together) takes longer than this becomes the
   * 408 page (RENDER_TIMEOUT_MS; default one and a half Store API timeouts).
   */
  renderTimeoutMs: number
  /**
   * SHUTDOWN_GRACE_MS: how long SIGTERM waits for requests in flight before it cuts them off
   * (default 8 s, inside the 10 s most orchestrators give before SIGKILL).
   */
  shutdownGraceMs: number
  /** Google Maps JavaScript API key for the showroom map; null: static fallback, nothing from Google. */
  mapsApiKey: string | null
  /** RECAPTCHA_SITE_KEY: reCAPTCHA v3 on the public forms; null: no script, no CSP change. */
  captchaSiteKey: string | null
  /** DEV_MAILBOX: `1` true, `0` false, unset undefined (then the start decides; see dev-mailbox.ts). */
  devMailbox: boolean | undefined
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES; none by default). */
  trustedProxies: TrustedProxies
  /**
   * WEBHOOK_SECRET: the shop secret Shopware signs its app webhooks with; set, the storefront takes
   * them at /_storefront/webhooks and purges what changed (webhooks.ts). Unset: no such endpoint.
   */
  webhookSecret: string | undefined
  /** VARNISH_PURGE_URLS: Varnish instances in front of this storefront, purged by xkey on a webhook. */
  varnishPurgeUrls: URL[]
}

export const MISSING_UPSTREAM_MESSAGE =
  'Make sure that endpoint and accessToken are settled in the configuration'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Readonly<Record<string, string | undefined>>

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT must be 0-65535, got '${value}'`)
  return port
}

const YES = ['1', 'true', 'yes', 'on']
const NO = ['0', 'false', 'no', 'off']

function parseFlag(value: string | undefined): boolean {
  return value !== undefined && YES.includes(value.trim().toLowerCase())
}

/** A switch that may be left unset; a value that is neither yes nor no is a mistake worth stopping for. */
function parseSwitch(name: string, value: string | undefined): boolean | undefined {
  const normalised = present(value)?.toLowerCase()
  if (normalised === undefined) return undefined
  if (YES.includes(normalised)) return true
  if (NO.includes(normalised)) return false
  throw new ConfigError(`${name} must be 1 or 0, got '${value}'`)
}

/**
 * DOMAINS is `host=locale` pairs separated by commas, e.g. `shop.de=de-DE,shop.co.uk=en-GB`.
 * fr-FR needs no domain: it lives under /fr-FR on every host.
 */
export function parseDomains(value: string | undefined): DomainTable {
  if (value === undefined || value.trim() === '') return DEFAULT_DOMAINS
  const table: Record<string, (typeof DEFAULT_DOMAINS)[string]> = {}
  for (const pair of value.split(',')) {
    const [host, locale] = pair.split('=').map((part) => part.trim())
    if (!host || !isLocale(locale))
      throw new ConfigError(`DOMAINS entry '${pair.trim()}' must be host=${LOCALES.join('|')}`)
    // A bare host name: scheme and port come from PUBLIC_URL (or PORT) for every domain.
    if (!/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i.test(host))
      throw new ConfigError(`DOMAINS entry '${pair.trim()}' must name a host without scheme or port`)
    table[host.toLowerCase()] = locale
  }
  return table
}

function parseUrl(name: string, value: string | undefined): URL | undefined {
  if (value === undefined) return undefined
  try {
    return new URL(value)
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got '${value}'`)
  }
}

/**
 * PUBLIC_URL's scheme and port apply to every domain (a TLS proxy serves them all alike); without
 * it, the server's own http port. The default domain is PUBLIC_URL's host, else the first domain of
 * the default locale, else the first domain.
 */
export function publicOrigins(domains: DomainTable, publicUrl: URL | undefined, port: number): PublicOrigins {
  const hosts = Object.keys(domains)
  if (hosts.length === 0) throw new ConfigError('DOMAINS must name at least one host')
  const scheme = publicUrl ? publicUrl.protocol : 'http:'
  const portSuffix = publicUrl ? (publicUrl.port ? `:${publicUrl.port}` : '') : port === 80 ? '' : `:${port}`
  const byHost: Record<string, string> = {}
  for (const host of hosts) byHost[host] = `${scheme}//${host}${portSuffix}`
  const publicHost = publicUrl?.hostname.toLowerCase()
  if (publicHost !== undefined && !(publicHost in domains)) {
    throw new ConfigError(
      `PUBLIC_URL's host '${publicHost}' must be one of the DOMAINS (${hosts.join(', ')}); ` +
        `e.g. DOMAINS=${publicHost}=${DEFAULT_LOCALE}`,
    )
  }
  const defaultHost = publicHost ?? hosts.find((host) => domains[host] === DEFAULT_LOCALE) ?? hosts[0]!
  return { byHost, defaultHost }
}

function parsePublicUrl(value: string | undefined): URL | undefined {
  const url = parseUrl('PUBLIC_URL', value)
  if (!url) return undefined
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin, got '${value}'`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new ConfigError(`PUBLIC_URL must be an origin without path or query, got '${value}'`)
  return url
}

function parseUpstream(env: Env, storefrontUrls: Record<Locale, string>): UpstreamConfig {
  const endpoint = present(env.STORE_API_ENDPOINT)
  const accessKey = present(env.STORE_API_ACCESS_KEY)
  if (endpoint && accessKey) {
    // Validates early; the proxy appends `/store-api/...` paths to it.
    const url = parseUrl('STORE_API_ENDPOINT', endpoint)!
    return { kind: 'external', endpoint: url.href.replace(/\/+$/, ''), accessKey }
  }
  if (endpoint || accessKey) throw new ConfigError(MISSING_UPSTREAM_MESSAGE)
  return {
    kind: 'embedded',
    databasePath: present(env.DATABASE_PATH) ?? 'data/shop.sqlite',
    ...(present(env.MEDIA_DIR) ? { mediaDir: present(env.MEDIA_DIR) } : {}),
    maintenance: parseFlag(env.MAINTENANCE_MODE),
    storefrontUrls,
  }
}

function trusted(value: string | undefined): TrustedProxies {
  try {
    return parseTrustedProxies(value)
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error))
  }
}

/** Reads the configuration from the environment; throws ConfigError on anything unusable. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const timeout = present(env.STORE_API_TIMEOUT_MS)
  const upstreamTimeoutMs = timeout === undefined ? 10_000 : Number(timeout)
  if (!Number.isFinite(upstreamTimeoutMs) || upstreamTimeoutMs <= 0) {
    throw new ConfigError(`STORE_API_TIMEOUT_MS must be a positive number, got '${timeout}'`)
  }
  const renderTimeout = present(env.RENDER_TIMEOUT_MS)
  const renderTimeoutMs = renderTimeout === undefined ? upstreamTimeoutMs * 1.5 : Number(renderTimeout)
  if (!Number.isFinite(renderTimeoutMs) || renderTimeoutMs <= 0) {
    throw new ConfigError(`RENDER_TIMEOUT_MS must be a positive number, got '${renderTimeout}'`)
  }
  const grace = present(env.SHUTDOWN_GRACE_MS)
  const shutdownGraceMs = grace === undefined ? DEFAULT_SHUTDOWN_GRACE_MS : Number(grace)
  if (!Number.isFinite(shutdownGraceMs) || shutdownGraceMs < 0) {
    throw new ConfigError(`SHUTDOWN_GRACE_MS must be a number of milliseconds, got '${grace}'`)
  }
  const port = parsePort(env.PORT)
  const domains = parseDomains(env.DOMAINS)
  const publicUrl = parsePublicUrl(present(env.PUBLIC_URL))
  const origins = publicOrigins(domains, publicUrl, port)
  const upstream = parseUpstream(env, localeOrigins(origins, domains, origins.defaultHost))
  // The embedded back end would refuse every guest's form: no page could ever send a token.
  if (upstream.kind === 'embedded' && present(env.RECAPTCHA_SECRET_KEY) && !present(env.RECAPTCHA_SITE_KEY)) {
    throw new ConfigError('RECAPTCHA_SECRET_KEY is set without RECAPTCHA_SITE_KEY: set both or neither')
  }
  return {
    port,
    // Each locale at home: its own domain, or the default one (prefixed locales under their prefix).
    upstream,
    domains,
    publicUrl,
    origins,
    upstreamTimeoutMs,
    renderTimeoutMs,
    shutdownGraceMs,
    mapsApiKey: present(env.GOOGLE_MAPS_API_KEY) ?? null,
    captchaSiteKey: present(env.RECAPTCHA_SITE_KEY) ?? null,
    devMailbox: parseSwitch('DEV_MAILBOX', env.DEV_MAILBOX),
    trustedProxies: trusted(env.TRUSTED_PROXIES),
    webhookSecret: present(env.WEBHOOK_SECRET),
    varnishPurgeUrls: purgeUrls(env.VARNISH_PURGE_URLS),
  }
}

function purgeUrls(value: string | undefined): URL[] {
  const urls: URL[] = []
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim()
    if (!text) continue
    let url: URL
    try {
      url = new URL(text)
    } catch {
      throw new ConfigError(`VARNISH_PURGE_URLS: '${text}' is not an absolute URL`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`VARNISH_PURGE_URLS: '${text}' is not an http(s) URL`)
    }
    urls.push(url)
  }
  return urls
}
