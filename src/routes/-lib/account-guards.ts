// Route guards of the account area, for the routes' `beforeLoad` (as TanStack Router keeps guards):
// account pages need a logged-in customer, everyone else goes to /login with a return path; /login
// and /register send a logged-in customer on. The login form sends the shopper back the same way
// through the app's navigation (src/features/account/LoginForm.tsx); both sanitise the return path.

import { redirect } from '@tanstack/react-router'
import { sessionIdentity } from '../../domain/session.ts'
import { sessionLoaded, whenSettled } from '../../system/settled.ts'
import type { SystemHost } from '../../system/index.ts'
import { sanitizeReturnPath } from '../../features/account/return-path.ts'

export async function isLoggedIn(system: SystemHost): Promise<boolean> {
  const { context } = await whenSettled(system, 'session', sessionLoaded)
  return sessionIdentity(context.session) === 'loggedIn'
}

/** beforeLoad of /account/*: not logged in → /login?redirect=<this page>. */
export async function requireCustomer(system: SystemHost, location: { href: string }): Promise<void> {
  if (await isLoggedIn(system)) return
  throw redirect({ to: '/login', search: { redirect: sanitizeReturnPath(location.href) } })
}

/**
 * A sanitised return path as the router's redirect options (path, query, hash). The router's
 * options are typed per known route; a path only known at run time goes through the loosest form.
 */
export function returnLocation(returnPath: unknown) {
  const url = new URL(sanitizeReturnPath(returnPath), 'http://same-origin.invalid')
  const search: Record<string, string> = Object.fromEntries(url.searchParams)
  return { to: url.pathname as '/', search: () => search, hash: url.hash.slice(1) }
}

/** beforeLoad of /login and /register: a logged-in customer continues to where they were going. */
export async function skipWhenLoggedIn(system: SystemHost, returnPath: unknown): Promise<void> {
  if (!(await isLoggedIn(system))) return
  // The path is only known at run time; it was checked to stay on this origin.
  throw redirect(returnLocation(returnPath))
}
