import { serialize } from 'hono/utils/cookie'
import { COOKIE_MAX_AGE_SECONDS } from '../src/domain/constants.ts'
import { tryDecodeURIComponent } from './uri.ts'

/** Reads one cookie from a Cookie header; undefined when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== name) continue
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    return tryDecodeURIComponent(raw)
  }
  return undefined
}

/** A long-lived first-party cookie (365 days, path /, SameSite=Lax, Secure on https). */
export function longLivedCookie(
  name: string,
  value: string,
  options: { https: boolean; httpOnly: boolean },
): string {
  return serialize(name, value, {
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    httpOnly: options.httpOnly,
    secure: options.https,
  })
}
