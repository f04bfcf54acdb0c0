// The order action's generated paths (tests/model/order-action.model.support.ts, the model the
// machine-level test replays) played on the withdrawal page and the account's order page.

import { orderActionKey, orderActionModel } from '../model/order-action.model.support.ts'
import { orderActionAdapter } from './adapters/order-action.ts'
import { definePathTests } from './define.ts'
import { uiPaths } from './replay.ts'

const model = orderActionModel()

definePathTests(
  'order action (UI)',
  orderActionAdapter,
  uiPaths(model.paths, orderActionKey, (state) => state.value),
)
