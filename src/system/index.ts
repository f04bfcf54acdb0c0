// Public surface of the actor system for the platform (server, entries, router) and the UI.

export {
  type CreateRootSystemOptions,
  createRootSystem,
  type DehydratedSystem,
  getDehydratedState,
  type RootSystem,
  sessionWithApi,
  whenSessionSettled,
} from './create-root-system.ts'
export {
  type NotificationsSnapshot,
  type NotifyOptions,
  type SessionSnapshot,
  useDismissNotification,
  useNotifications,
  useNotify,
  useRootSystem,
  useSession,
  useSessionEvent,
  useSessionSend,
} from './hooks.ts'
export { SystemProvider } from './SystemProvider.tsx'
export type {
  Credentials,
  RegistrationInput,
  SessionEvent,
  SessionEmitted,
} from '../../machines/session/session.types.ts'
export type { SessionFailure, SessionIdentity, SessionOperation } from '../domain/session.ts'
