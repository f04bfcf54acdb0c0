// The session: the Store API context of this visitor and who the visitor is (anonymous, guest or
// logged-in customer).
//
// Two parallel regions:
// - `identity` follows the context after every load: unknown (nothing loaded yet) / anonymous /
//   guest / customer / loggedIn, derived with the domain predicates, never set by hand.
// - `activity` is what the session is doing: loading, idle, refreshing, updating one field,
//   logging in or out, registering. Busy states ignore further changes (the UI disables controls
//   while `context.operation` is set), so two PATCHes never race.
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
      initial: 'deriving',
      states: {
        deriving: {
          always: [
            { guard: { type: 'identityIs', params: { identity: 'unknown' } }, target: 'unknown' },
            { guard: { type: 'identityIs', params: { identity: 'loggedIn' } }, target: 'loggedIn' },
            { guard: { type: 'identityIs', params: { identity: 'customer' } }, target: 'customer' },
            { guard: { type: 'identityIs', params: { identity: 'guest' } }, target: 'guest' },
            { target: 'anonymous' },
          ],
        },
        unknown: rederiveUnless('unknown'),
        anonymous: rederiveUnless('anonymous'),
        guest: rederiveUnless('guest'),
        customer: rederiveUnless('customer'),
        loggedIn: rederiveUnless('loggedIn'),
      },
    },
    activity: {
      initial: 'starting',
      states: {
        // With a dehydrated context (server-rendered page) the browser does not load it again.
        starting: { always: [{ guard: 'hasSession', target: 'idle' }, { target: 'loading' }] },
        loading: {
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
          on: {
            'session.refresh': { target: 'refreshing' },
            'session.setCurrency': [
              { guard: 'hasId', target: 'updating' },
              { actions: 'logMissingCurrencyId' },
            ],
            // A language without id does nothing at all (no request, no state change).
            'session.setLanguage': { guard: 'hasId', target: 'updating' },
            // The others report 'id is required' to the caller (context.error + session.failed).
            'session.setCountry': updateOrReportIdRequired(),
            'session.setShippingMethod': updateOrReportIdRequired(),
            'session.setPaymentMethod': updateOrReportIdRequired(),
            'session.setShippingAddress': updateOrReportIdRequired(),
            'session.setBillingAddress': updateOrReportIdRequired(),
            'session.login': { target: 'loggingIn' },
            'session.logout': { target: 'loggingOut' },
            'session.register': { target: 'registering' },
            'session.confirmRegistration': { target: 'confirmingRegistration' },
            'session.recoverPassword': { target: 'recoveringPassword' },
            'session.resetPassword': { target: 'resettingPassword' },
            'session.loadCustomer': { target: 'loadingCustomer' },
            'session.loadAddresses': { target: 'loadingAddresses' },
            'session.account': { target: 'changingAccount' },
            'session.dismissError': { actions: ['clearError', 'clearNotice'] },
          },
        },
        refreshing: {
          entry: 'startOperation',
          invoke: {
            id: 'loadContext',
            src: 'loadContext',
            onDone: contextLoaded(),
            // Context refresh failures are only logged: the old context stays.
            onError: {
              target: 'idle',
              actions: [
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                'finishOperation',
              ],
            },
          },
        },
        updating: {
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
