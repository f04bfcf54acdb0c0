// The checkout's generated paths (tests/model/checkout.model.support.ts, one per scenario of
// checkout.scenarios.ts, as the machine-level test replays them) played through the checkout, the
// success page and the demo provider's page; where the scenario pays at the provider, the countdown
// runs out on the test's clock instead of the shopper pressing "stay".

import { checkoutAdapter, checkoutUiPaths } from './adapters/checkout.ts'
import { definePathTests } from './define.ts'

// A path is a whole journey (up to 19 steps, three page loads at the provider): three minutes each.
definePathTests('checkout (UI)', checkoutAdapter, checkoutUiPaths(), { timeout: 180_000 })
