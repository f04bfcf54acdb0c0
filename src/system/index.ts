// Public surface of the actor system for routes and the UI. Nothing here loads XState or the
// machines at runtime (see host.ts); the platform entries use ./runtime.ts to create the system,
// the form components ./forms.ts.

export type {
  Credentials,
  RegistrationInput,
  SessionEmitted,
  SessionEvent,
} from '../../machines/session/session.types.ts'
export type { SessionFailure, SessionIdentity, SessionOperation } from '../domain/session.ts'
export type { CreateRootSystemOptions, DehydratedSystem, RootSystem } from './create-root-system.ts'
export { useActor, useEmitted, useSend, useSystemHost } from './hooks.ts'
export { matchesValue, type RunningSystem, SystemHost } from './host.ts'
export type {
  ActorId,
  ActorView,
  ContextOf,
  DehydratedViews,
  EmittedOf,
  EventOf,
  SelectedView,
  ViewOf,
} from './registry.ts'
export { cartLoaded, sessionLoaded, whenSettled } from './settled.ts'
export { SystemProvider } from './SystemProvider.tsx'
