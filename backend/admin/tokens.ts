/**
 * OAuth access tokens of the Admin API's one integration (client_credentials grant, as Shopware's
 * /api/oauth/token answers it: Bearer, 600 s). Tokens are opaque random strings kept in this
 * process: a restart or another replica does not know them, and a client asks again on 401, as
 * Shopware clients do when a token expired. The client secret is compared in constant time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AdminCredentials } from '../core/config.ts'

export const TOKEN_SECONDS = 600
const MAX_TOKENS = 10_000

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export class AdminTokens {
  /** token → expiry (ms since epoch) */
  private readonly tokens = new Map<string, number>()

  constructor(
    private readonly credentials: AdminCredentials,
    private readonly now: () => Date,
  ) {}

  /** A new token for the right client id and secret, else null. */
  issue(clientId: string, clientSecret: string): string | null {
    const idOk = sameText(clientId, this.credentials.clientId)
    const secretOk = sameText(clientSecret, this.credentials.clientSecret)
    if (!idOk || !secretOk) return null
    const at = this.now().getTime()
    for (const [token, expires] of this.tokens) if (expires <= at) this.tokens.delete(token)
    // bounded: the oldest tokens go first (Map keeps insertion order)
    while (this.tokens.size >= MAX_TOKENS) {
      const oldest = this.tokens.keys().next().value
      if (oldest === undefined) break
      this.tokens.delete(oldest)
    }
    const token = randomBytes(32).toString('base64url')
    this.tokens.set(token, at + TOKEN_SECONDS * 1000)
    return token
  }

  /** True for a token this process issued that has not expired. */
  valid(token: string): boolean {
    const expires = this.tokens.get(token)
    if (expires === undefined) return false
    if (expires > this.now().getTime()) return true
    this.tokens.delete(token)
    return false
  }
}
