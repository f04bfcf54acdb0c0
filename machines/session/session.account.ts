// The customer side of the session's `activity` region: registration with double
// opt-in, confirmation, password recovery, reading the customer and the address list, and the
// changes of the account area. Login and logout stay in session.machine.ts beside the context.
//
// Every state is entered from `idle` and returns there; failures store the described failure and
// the server's violations (for per-field messages) and emit `session.failed` (the caller's
// "rethrow"); successes emit `session.succeeded` with the operation for the success toasts.

import { assertEvent } from 'xstate'
import type { SessionContext } from '../../src/domain/types.ts'
import { sessionSetup } from './session.setup.ts'
import type { RegistrationResult } from './session.types.ts'

function failed(extra: readonly ('clearCustomer' | 'clearAddresses')[] = []) {
  return {
    target: 'idle' as const,
    actions: [
      ...extra,
      {
        type: 'storeFailure' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      'emitFailure' as const,
    ],
  }
}

/** After a new context: the success is announced, the context stored and passed on (cart, wishlist). */
function sessionChanged<E extends { output: unknown }>(session: (event: E) => SessionContext) {
  return [
    'emitSucceeded' as const,
    { type: 'storeSession' as const, params: ({ event }: { event: E }) => ({ session: session(event) }) },
    'emitChanged' as const,
    'notifyParent' as const,
  ]
}

export const registering = sessionSetup.createStateConfig({
  description: 'A registration (account or guest) is being sent.',
  entry: 'startOperation',
  invoke: {
    id: 'register',
    src: 'register',
    input: ({ event }) => {
      assertEvent(event, 'session.register')
      return event.registration
    },
    onDone: [
      {
        guard: { type: 'registrationLogsIn', params: ({ event }) => ({ result: event.output }) },
        target: 'idle',
        actions: [
          'forgetCustomer',
          ...sessionChanged((event: { output: RegistrationResult }) => event.output.session),
        ],
      },
      {
        // Double opt-in (or an inactive account): nobody is logged in yet; the mail has the link.
        target: 'idle',
        actions: [
          { type: 'storeNotice', params: { notice: 'checkMail' } },
          ...sessionChanged((event: { output: RegistrationResult }) => event.output.session),
        ],
      },
    ],
    onError: failed(),
  },
})

export const confirmingRegistration = sessionSetup.createStateConfig({
  description: 'The link from the confirmation mail is being checked.',
  entry: 'startOperation',
  invoke: {
    id: 'confirmRegistration',
    src: 'confirmRegistration',
    input: ({ event }) => {
      assertEvent(event, 'session.confirmRegistration')
      return { em: event.em, hash: event.hash }
    },
    onDone: {
      target: 'idle',
      actions: [
        'forgetCustomer',
        { type: 'storeNotice', params: { notice: 'registrationConfirmed' } },
        ...sessionChanged((event: { output: SessionContext }) => event.output),
      ],
    },
    onError: failed(),
  },
})

export const recoveringPassword = sessionSetup.createStateConfig({
  description: 'A password-reset mail is being requested.',
  entry: 'startOperation',
  invoke: {
    id: 'recoverPassword',
    src: 'recoverPassword',
    input: ({ event }) => {
      assertEvent(event, 'session.recoverPassword')
      return { email: event.email, storefrontUrl: event.storefrontUrl }
    },
    onDone: {
      target: 'idle',
      actions: [
        'emitSucceeded',
        { type: 'storeNotice', params: { notice: 'recoveryMailSent' } },
        'finishOperation',
      ],
    },
    onError: failed(),
  },
})

export const resettingPassword = sessionSetup.createStateConfig({
  description: 'A new password is being set with the link from the mail.',
  entry: 'startOperation',
  invoke: {
    id: 'resetPassword',
    src: 'resetPassword',
    input: ({ event }) => {
      assertEvent(event, 'session.resetPassword')
      return {
        hash: event.hash,
        newPassword: event.newPassword,
        newPasswordConfirm: event.newPasswordConfirm,
      }
    },
    onDone: {
      target: 'idle',
      actions: [
        'emitSucceeded',
        { type: 'storeNotice', params: { notice: 'passwordReset' } },
        'finishOperation',
      ],
    },
    onError: failed(),
  },
})

export const loadingCustomer = sessionSetup.createStateConfig({
  description: 'The customer’s account details are being read.',
  entry: 'startOperation',
  invoke: {
    id: 'loadCustomer',
    src: 'loadCustomer',
    onDone: {
      target: 'idle',
      actions: { type: 'storeCustomer', params: ({ event }) => ({ customer: event.output }) },
    },
    // A customer read failure clears the user and rethrows.
    onError: failed(['clearCustomer']),
  },
})

export const loadingAddresses = sessionSetup.createStateConfig({
  description: 'The customer’s address book is being read.',
  entry: 'startOperation',
  invoke: {
    id: 'loadAddresses',
    src: 'loadAddresses',
    onDone: {
      target: 'idle',
      actions: { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) },
    },
    // A 403 empties the addresses and rethrows; other failures keep what was shown.
    onError: [
      {
        guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
        ...failed(['clearAddresses']),
      },
      failed(),
    ],
  },
})

export const changingAccount = sessionSetup.createStateConfig({
  description: 'A change to the account (profile, e-mail, password, addresses) is being saved.',
  entry: 'startOperation',
  invoke: {
    id: 'changeAccount',
    src: 'changeAccount',
    input: ({ event }) => {
      assertEvent(event, 'session.account')
      return event.command
    },
    onDone: {
      target: 'idle',
      actions: [
        'emitSucceeded',
        { type: 'storeAccountResult', params: ({ event }) => ({ result: event.output }) },
        'emitChanged',
        'notifyParent',
      ],
    },
    onError: failed(),
  },
})
