// The React context that carries the system host. Kept apart from the hooks so that both the
// provider component and the hooks import it without a cycle.

import { createContext } from 'react'
import type { SystemHost } from './host.ts'

export const SystemContext = createContext<SystemHost | null>(null)
