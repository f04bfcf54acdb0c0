// Events, context and pure helpers of the session machine. Imports only the domain.

import type {
  SessionBroadcast,
  SessionFailure,
  SessionIdentity,
  SessionOperation,
} from '../../src/domain/session.ts'
import type {
  AddressInput,
  CustomerAddress,
  CustomerProfile,
  EmailChangeInput,
  PasswordChangeInput,
  ProfileInput,
  RegistrationInput,
  Violation,
} from '../../src/domain/customer.ts'
import type { ContextPatch, SessionContext } from '../../src/domain/types.ts'
import type { ParentRef } from '../parent.ts'

export type { RegistrationInput }

/**
 * Events that change one context field; `id` may be missing (the spec defines what happens then).
 * The country is the only one a shopper sets through the session (the basket's country select): the
 * checkout saves methods and addresses itself, the language is a domain and the currency follows it.
 */
export type SessionSetEvent = { type: 'session.setCountry'; id?: string | null }

export interface Credentials {
  username: string
  password: string
}

/** What the register actor answers: the new customer's flags and the context afterwards. */
export interface RegistrationResult {
  /** Active and no double opt-in pending: the shopper is logged in right away. */
  active: boolean
  doubleOptIn: boolean
  session: SessionContext
}

export interface RegistrationConfirmation {
  em: string
  hash: string
}

export interface RecoveryRequest {
  email: string
  storefrontUrl: string
}

export interface PasswordReset {
  hash: string
  newPassword: string
  newPasswordConfirm: string
}

/** Changes of the account area; each one re-reads the context (and addresses where they changed). */
export type AccountCommand =
  | { kind: 'saveAddress'; id: string | null; address: AddressInput }
  | { kind: 'deleteAddress'; id: string }
  | { kind: 'setDefaultBilling'; id: string }
  | { kind: 'setDefaultShipping'; id: string }
  | { kind: 'changeProfile'; profile: ProfileInput }
  | { kind: 'changeEmail'; change: EmailChangeInput }
  | { kind: 'changePassword'; change: PasswordChangeInput }
  | { kind: 'changePaymentMethod'; id: string }

export interface AccountCommandResult {
  session: SessionContext
  /** The address list after the change; null when the command does not touch addresses. */
  addresses: CustomerAddress[] | null
  /** The customer after the change; null when the command does not touch the customer. */
  customer: CustomerProfile | null
}

/** Outcomes the UI tells the shopper about (the machine never translates). */
export type SessionNotice = 'checkMail' | 'recoveryMailSent' | 'passwordReset' | 'registrationConfirmed'

export type SessionEvent =
  | SessionSetEvent
  | ({ type: 'session.login' } & Credentials)
  | { type: 'session.logout' }
  | { type: 'session.register'; registration: RegistrationInput }
  | ({ type: 'session.confirmRegistration' } & RegistrationConfirmation)
  | ({ type: 'session.recoverPassword' } & RecoveryRequest)
  | ({ type: 'session.resetPassword' } & PasswordReset)
  | { type: 'session.loadCustomer' }
  | { type: 'session.loadAddresses' }
  | { type: 'session.account'; command: AccountCommand }
  /** A context another actor (the checkout) already read after its own change: stored, no request. */
  | { type: 'session.adopt'; session: SessionContext }

/** The events that start a request; one sent while another runs waits for it (`queue`). */
export type SessionRequest = Exclude<SessionEvent, { type: 'session.adopt' }>

/** Emitted to subscribers (`actor.on(...)`): the UI shows toasts. */
export type SessionEmitted =
  | { type: 'session.changed'; session: SessionContext }
  | { type: 'session.failed'; failure: SessionFailure }
  /** A user-triggered operation succeeded (toasts: login, profile, password, defaults …). */
  | { type: 'session.succeeded'; operation: SessionOperation }

export interface SessionMachineContext {
  /** The Store API context; null until the first load succeeded. */
  session: SessionContext | null
  /** Last failure of a user-triggered operation. */
  error: SessionFailure | null
  /** The operation in flight, so the UI can disable the matching control. */
  operation: SessionOperation | null
  /** The change being sent while `updating` (e.g. the currency being switched to). */
  pending: ContextPatch | null
  /** The request in flight (null for the first load), so the same one sent again is not repeated. */
  running: SessionRequest | null
  /** Requests sent while another ran, oldest first: each runs once the session is idle again. */
  queue: SessionRequest[]
  /** The customer read by POST /account/customer; null when unknown or after a failed read. */
  customer: CustomerProfile | null
  /** The customer's addresses (POST /account/list-address); null until read, emptied on a 403. */
  addresses: CustomerAddress[] | null
  /** Server violations of the last failed operation, for per-field messages. */
  violations: Violation[]
  /** The last outcome to tell the shopper (check your mail …); kept until replaced or a failure. */
  notice: SessionNotice | null
  /** From the input: the root, told every new context; null when the session runs alone. */
  parent: ParentRef<SessionBroadcast> | null
}

export interface SessionInput {
  /** Dehydrated context rendered by the server; when present the browser does not load it again. */
  session?: SessionContext | null
  /** The actor that spawned the session (the root passes `self`); without one nobody is told. */
  parent?: ParentRef<SessionBroadcast>
}

const PATCH_FIELD: Record<SessionSetEvent['type'], keyof ContextPatch> = { 'session.setCountry': 'countryId' }

const OPERATION: Record<SessionSetEvent['type'], SessionOperation> = { 'session.setCountry': 'setCountry' }

/** Equal JSON-like values: the same request sent twice (a double click) has equal fields. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined)
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined)
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}

/**
 * The queue after `request` was sent while the session is busy. The very request that would run
 * last anyway (the running one with nothing after it, or the last one waiting) is not added again:
 * running it twice would repeat a one-off (a second registration of the address is refused, a
 * confirmation link works once, a new address would be saved twice), and the shopper gets the
 * outcome of the first. Otherwise it goes to the end, where the shopper put it, and does not also
 * wait further ahead: a setting chosen again after another one is the one that stays.
 */
export function queued(
  queue: SessionRequest[],
  running: SessionRequest | null,
  request: SessionRequest,
): SessionRequest[] {
  const last = queue.length > 0 ? queue[queue.length - 1] : running
  if (same(last, request)) return queue
  return [...queue.filter((waiting) => !same(waiting, request)), request]
}

export function isSetEvent(event: { type: string }): event is SessionSetEvent {
  return event.type in PATCH_FIELD
}

export function hasId(event: SessionEvent): boolean {
  return isSetEvent(event) && typeof event.id === 'string' && event.id.trim() !== ''
}

export function patchFor(event: SessionEvent): ContextPatch {
  if (!isSetEvent(event) || !event.id) return {}
  return { [PATCH_FIELD[event.type]]: event.id }
}

export function operationFor(event: SessionEvent): SessionOperation | null {
  if (isSetEvent(event)) return OPERATION[event.type]
  switch (event.type) {
    case 'session.login':
      return 'login'
    case 'session.logout':
      return 'logout'
    case 'session.register':
      return 'register'
    case 'session.confirmRegistration':
      return 'confirmRegistration'
    case 'session.recoverPassword':
      return 'recoverPassword'
    case 'session.resetPassword':
      return 'resetPassword'
    case 'session.loadCustomer':
      return 'loadCustomer'
    case 'session.loadAddresses':
      return 'loadAddresses'
    case 'session.account':
      return event.command.kind
    default:
      return null
  }
}

export type { SessionBroadcast, SessionFailure, SessionIdentity, SessionOperation }
