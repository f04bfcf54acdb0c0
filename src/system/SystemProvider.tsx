import type { ReactNode } from 'react'
import { SystemContext } from './context.ts'
import type { RootSystem } from './create-root-system.ts'

/** Makes the root system available to the hooks below it. The system is created by the caller. */
export function SystemProvider({ system, children }: { system: RootSystem; children: ReactNode }) {
  return <SystemContext value={system}>{children}</SystemContext>
}
