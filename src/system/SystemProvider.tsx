import type { ReactNode } from 'react'
import { SystemContext } from './context.ts'
import type { SystemHost } from './host.ts'

/** Makes the system host available to the hooks below it. The host is created by the caller. */
export function SystemProvider({ system, children }: { system: SystemHost; children: ReactNode }) {
  return <SystemContext value={system}>{children}</SystemContext>
}
