// The types of the actor system for routes and the UI. Values come from their own modules
// (./hooks.ts, ./settled.ts, ./host.ts, ./SystemProvider.tsx): a barrel that re-exports modules with
// side effects at load (the React context, the host) makes the bundler split the browser's
// hydration entry into a dozen small chunks. Nothing here loads XState or the machines; the
// platform entries use ./runtime.ts to create the system, the form components ./forms.ts.

export type {
  Credentials,
  RegistrationInput,
  SessionEmitted,
  SessionEvent,
} from '../../machines/session/session.types.ts'
export type { SessionFailure, SessionIdentity, SessionOperation } from '../domain/session.ts'
export type { CreateRootSystemOptions, DehydratedSystem, RootSystem } from './create-root-system.ts'
export type { RunningSystem, SystemHost } from './host.ts'
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
