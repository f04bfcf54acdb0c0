// The review form's generated paths (tests/model/review-form.model.support.ts, the model the
// machine-level test replays) played on the product page through its UI adapter.

import { reviewFormModel, reviewKey } from '../model/review-form.model.support.ts'
import { reviewFormAdapter } from './adapters/review-form.ts'
import { definePathTests } from './define.ts'
import { uiPaths } from './replay.ts'

const model = reviewFormModel()

definePathTests(
  'review form (UI)',
  reviewFormAdapter,
  uiPaths(model.paths, reviewKey, (state) => state.value),
)
