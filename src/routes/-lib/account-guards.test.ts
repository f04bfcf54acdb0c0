// The account area's route guards (./account-guards.ts): who is sent to /login and where a
// logged-in customer goes instead of /login and /register; return paths stay on this origin.
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { SystemHost } from '../../system/host.ts'
import { requireCustomer, returnLocation, skipWhenLoggedIn } from './account-guards.ts'

/** A host whose session has loaded with `customer` (what whenSettled reads of it). */
function sessionOf(customer: { id: string; active: boolean; guest: boolean } | null): SystemHost {
  const view = { matches: () => false, context: { session: customer ? { customer } : null } }
  return { view: () => view, subscribe: () => () => undefined } as unknown as SystemHost
}

const visitor = sessionOf(null)
const customer = sessionOf({ id: 'c1', active: true, guest: false })

async function redirectOf(guard: Promise<void>) {
  const thrown = await guard.then(
    () => null,
    (error: unknown) => error,
  )
  if (!isRedirect(thrown)) throw new Error('the guard did not redirect')
  return thrown.options
}

describe('account guards', () => {
  it('send a visitor of an account page to /login with the page as return path', async () => {
    expect(await redirectOf(requireCustomer(visitor, { href: '/account/order?p=2' }))).toMatchObject({
      to: '/login',
      search: { redirect: '/account/order?p=2' },
    })
    await expect(requireCustomer(customer, { href: '/account' })).resolves.toBeUndefined()
  })

  it('send a logged-in customer on from /login, to the return path only when it stays on this origin', async () => {
    const back = await redirectOf(skipWhenLoggedIn(customer, '/account/order?p=2#latest'))
    expect(back).toMatchObject({ to: '/account/order', hash: 'latest' })
    expect(typeof back.search === 'function' ? back.search({}) : back.search).toEqual({ p: '2' })
    expect(await redirectOf(skipWhenLoggedIn(customer, '//evil.example/account'))).toMatchObject({
      to: '/account',
    })
    await expect(skipWhenLoggedIn(visitor, '/account')).resolves.toBeUndefined()
  })

  it('turn a return path into the router’s options, the account overview for anything off-site', () => {
    expect(returnLocation('https://evil.example/').to).toBe('/account')
    expect(returnLocation('/login?redirect=/account').to).toBe('/account')
  })
})
