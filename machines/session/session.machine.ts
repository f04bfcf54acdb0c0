// The session: the Store API context of this visitor and who the visitor is (anonymous, guest or
// logged-in customer).
//
// Two parallel regions:
// - `identity` follows the context after every load: unknown (nothing loaded yet) / anonymous /
//   guest / customer / loggedIn, derived with the domain predicates, never set by hand.
// - `activity` is what the session is doing: loading, idle, updating the country,
//   logging in or out, registering. One request at a time, so two PATCHes never race: a request
//   sent while another runs (a login pressed while the checkout saves a choice, a logout while an
//   account page reads the customer) waits in `context.queue` and runs, in the order sent, once
//   the session is idle again. The same request twice (a double click) runs once.
//
// API calls are actors declared here and provided by src/system (`.provide()`); tests provide fakes.

import { assertEvent } from 'xstate'
import type { SessionContext } from '../../src/domain/types.ts'
import {
  changingAccount,
  confirmingRegistration,
  loadingAddresses,
  loadingCustomer,
  recoveringPassword,
  registering,
  resettingPassword,
} from './session.account.ts'
import { type SessionStateIdentity, sessionSetup } from './session.setup.ts'

// Every actor resolves with the resulting context (updates and logins re-read it), so all of them
// end the same way.
function contextLoaded() {
  return {
    target: 'idle' as const,
    actions: [
      {
        type: 'storeSession' as const,
        params: ({ event }: { event: { output: SessionContext } }) => ({ session: event.output }),
      },
      'emitChanged' as const,
      'notifyParent' as const,
    ],
  }
}

/**
 * Login and logout: another customer (or none) now owns the session, so what was read for the
 * previous one is dropped; the new context is stored and sent on to the cart, which reloads, and
 * the wishlist, which follows its owner.
 */
function customerChanged() {
  const loaded = contextLoaded()
  return { ...loaded, actions: ['emitSucceeded' as const, 'forgetCustomer' as const, ...loaded.actions] }
}

/** An identity state is left (and derived again) as soon as the context says otherwise. */
function rederiveUnless(identity: SessionStateIdentity) {
  return {
    always: { guard: { type: 'identityIsNot' as const, params: { identity } }, target: 'deriving' as const },
  }
}

function updateOrReportIdRequired() {
  return [
    { guard: 'hasId' as const, target: 'updating' as const },
    { actions: ['storeIdRequired' as const, 'emitFailure' as const] },
  ]
}

function operationFailed() {
  return {
    target: 'idle' as const,
    actions: [
      {
        type: 'storeFailure' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      'emitFailure' as const,
    ],
  }
}

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    session: input.session ?? null,
    error: null,
    operation: null,
    pending: null,
    running: null,
    queue: [],
    customer: null,
    addresses: null,
    violations: [],
    notice: null,
    parent: input.parent ?? null,
  }),
  on: {
    // The checkout changed the context (addresses, methods) and read it afterwards: the session
    // stores it and tells everyone as after its own changes.
    'session.adopt': { actions: ['adoptSession', 'emitChanged', 'notifyParent'] },
  },
  states: {
    identity: {
      description: 'Who the shopper is for the shop.',
      initial: 'deriving',
      states: {
        deriving: {
          description: 'Works out at once who the shopper is from the shop’s latest answer.',
          always: [
            { guard: { type: 'identityIs', params: { identity: 'unknown' } }, target: 'unknown' },
            { guard: { type: 'identityIs', params: { identity: 'loggedIn' } }, target: 'loggedIn' },
            { guard: { type: 'identityIs', params: { identity: 'customer' } }, target: 'customer' },
            { guard: { type: 'identityIs', params: { identity: 'guest' } }, target: 'guest' },
            { target: 'anonymous' },
          ],
        },
        unknown: {
          ...rederiveUnless('unknown'),
          description: 'The session could not be read yet: the page does not know who the shopper is.',
        },
        anonymous: { ...rederiveUnless('anonymous'), description: 'A visitor who has not logged in.' },
        guest: {
          ...rederiveUnless('guest'),
          description: 'A shopper who gave their address for one order without an account.',
        },
        customer: {
          ...rederiveUnless('customer'),
          description:
            'A customer account that is known but not logged in here (for example, registered and awaiting confirmation).',
        },
        loggedIn: { ...rederiveUnless('loggedIn'), description: 'A customer who is logged in.' },
      },
    },
    activity: {
      description:
        'What the session is busy with; a request sent while it is busy waits and runs once it is idle.',
      initial: 'starting',
      // Reached only in the busy states: `idle` takes every request itself.
      on: {
        'session.setCountry': { actions: 'waitForIdle' },
        'session.login': { actions: 'waitForIdle' },
        'session.logout': { actions: 'waitForIdle' },
        'session.register': { actions: 'waitForIdle' },
        'session.confirmRegistration': { actions: 'waitForIdle' },
        'session.recoverPassword': { actions: 'waitForIdle' },
        'session.resetPassword': { actions: 'waitForIdle' },
        'session.loadCustomer': { actions: 'waitForIdle' },
        'session.loadAddresses': { actions: 'waitForIdle' },
        'session.account': { actions: 'waitForIdle' },
      },
      states: {
        // With a dehydrated context (server-rendered page) the browser does not load it again.
        starting: {
          description:
            'Decides at once whether the session from the server-rendered page can be used or must be loaded.',
          always: [{ guard: 'hasSession', target: 'idle' }, { target: 'loading' }],
        },
        loading: {
          description: 'The shopper’s session (language, currency, country, customer) is being read.',
          entry: 'startLoad',
          invoke: {
            id: 'loadContext',
            src: 'loadContext',
            onDone: contextLoaded(),
            onError: {
              target: 'idle',
              actions: [
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                'emitFailure',
                'notifyLoadFailed',
              ],
            },
          },
        },
        idle: {
          description:
            'Nothing in progress: the next waiting request starts at once, or the shopper may log in, register, change settings and so on.',
          entry: 'runWaiting',
          on: {
            // A country without id reports 'id is required' to the caller (context.error + session.failed).
            'session.setCountry': updateOrReportIdRequired(),
            'session.login': { target: 'loggingIn' },
            'session.logout': { target: 'loggingOut' },
            'session.register': { target: 'registering' },
            'session.confirmRegistration': { target: 'confirmingRegistration' },
            'session.recoverPassword': { target: 'recoveringPassword' },
            'session.resetPassword': { target: 'resettingPassword' },
            'session.loadCustomer': { target: 'loadingCustomer' },
            'session.loadAddresses': { target: 'loadingAddresses' },
            'session.account': { target: 'changingAccount' },
          },
        },
        updating: {
          description: 'The delivery country is being changed.',
          entry: 'startOperation',
          invoke: {
            id: 'updateContext',
            src: 'updateContext',
            input: ({ context }) => context.pending ?? {},
            onDone: contextLoaded(),
            onError: operationFailed(),
          },
        },
        loggingIn: {
          description: 'The login is being checked.',
          entry: 'startOperation',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login')
              return { username: event.username, password: event.password }
            },
            onDone: customerChanged(),
            onError: operationFailed(),
          },
        },
        loggingOut: {
          description: 'The shopper is being logged out.',
          entry: 'startOperation',
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: customerChanged(),
            onError: operationFailed(),
          },
        },
        registering,
        confirmingRegistration,
        recoveringPassword,
        resettingPassword,
        loadingCustomer,
        loadingAddresses,
        changingAccount,
      },
    },
  },
})
