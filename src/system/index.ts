// Public surface of the actor system for routes and the UI. Nothing here loads XState or the
// machines at runtime (see host.ts); the platform entries use ./runtime.ts to create the system.

export type {
  Credentials,
  RegistrationInput,
  SessionEmitted,
  SessionEvent,
} from '../../machines/session/session.types.ts'
export type { SessionFailure, SessionIdentity, SessionOperation } from '../domain/session.ts'
export type { CreateRootSystemOptions, DehydratedSystem, RootSystem } from './create-root-system.ts'
export {
  type NotificationsSnapshot,
  type NotifyOptions,
  type SessionSnapshot,
  useDismissNotification,
  useNotifications,
  useNotify,
  useSession,
  useSessionEvent,
  useSessionSend,
  useSystemEvent,
  useSystemHost,
  useSystemSelector,
  useSystemSend,
} from './hooks.ts'
export { type ActorView, type DehydratedViews, matchesValue, SystemHost } from './host.ts'
export { whenSessionReady } from './session-ready.ts'
export { SystemProvider } from './SystemProvider.tsx'
