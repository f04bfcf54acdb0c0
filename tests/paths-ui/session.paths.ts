// The session's generated paths, of both its models (the customer side and the context's settings,
// as the machine-level tests take them), played through the login, registration, recovery and
// account pages: of their dozens of shortest paths, the fewest that still reach every state, take
// every transition and do every sample step; those with a step no page offers are listed as skipped.

import { sessionAdapter, sessionUiPaths } from './adapters/session.ts'
import { definePathTests } from './define.ts'

definePathTests('session (UI)', sessionAdapter, sessionUiPaths(), { cover: true, timeout: 120_000 })
