// The cart's generated paths (tests/model/cart.model.support.ts, the model the machine-level test
// replays) played as a guest through the cart's UI adapter: of its hundreds of shortest paths, the
// fewest that still reach every state, take every transition and do every sample step.

import { cartPaths, eventKey } from '../model/cart.model.support.ts'
import { CART_UI_CATALOGUE, cartAdapter } from './adapters/cart.ts'
import { definePathTests } from './define.ts'
import { uiPaths } from './replay.ts'

definePathTests(
  'cart (UI)',
  cartAdapter,
  uiPaths(
    cartPaths(CART_UI_CATALOGUE),
    (event) => eventKey(event, CART_UI_CATALOGUE),
    (state) => state.value,
  ),
  { cover: true },
)
