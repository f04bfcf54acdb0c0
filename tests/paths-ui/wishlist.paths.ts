// The wishlist's generated paths (tests/model/wishlist.model.support.ts, the model the machine-level
// test replays) played as a guest who becomes a customer, through the wishlist's UI adapter.

import { eventKey, wishlistPaths } from '../model/wishlist.model.support.ts'
import { WISHLIST_UI_SAMPLES, wishlistAdapter } from './adapters/wishlist.ts'
import { definePathTests } from './define.ts'
import { uiPaths } from './replay.ts'

definePathTests(
  'wishlist (UI)',
  wishlistAdapter,
  uiPaths(
    wishlistPaths(WISHLIST_UI_SAMPLES),
    (event) => eventKey(event, WISHLIST_UI_SAMPLES),
    (state) => state.context.machine.value,
  ),
)
