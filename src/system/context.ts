// The React context that carries the root system. Kept apart from the hooks so that both the
// provider component and the hooks import it without a cycle.

import { createContext } from 'react'
import type { RootSystem } from './create-root-system.ts'

export const SystemContext = createContext<RootSystem | null>(null)
