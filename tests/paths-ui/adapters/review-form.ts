// The review form's UI adapter (issue 32): the generated paths of machines/product/review-form.machine.ts
// played on a real product page. The form is shown to logged-in customers, so every path starts as
// a new customer on the Capri bar stool's page. The save request is held until the path's next step
// is the back end's answer, so the page can be seen while it is saving. A review "written without
// a login" is what happens when the shopper logs out in a second tab and submits in the first (the
// form is still there; the back end answers 403); a valid review after that logs in again in the
// second tab first.

import type { Page, Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import { REVIEW_RULES, type ReviewInput } from '../../../src/domain/product.ts'
import { reviewSample } from '../../model/review-form.model.support.ts'
import { JOURNEY_PASSWORD, open, registerByApi } from '../../fixtures/account-journey.ts'
import { tr } from '../../fixtures/catalog.ts'
import { expect, waitForHydration } from '../../fixtures/test.ts'
import type { UiAdapter, UiSession } from '../adapter.ts'

/** The Capri bar stool (seed ids are deterministic), the product the model test reviews too. */
const PRODUCT = '041e1529f46c4dd77a8634809c7f266d'
const FIRST_NAME = 'Rita'

interface ReviewWorld {
  email: string
  /** The second tab (same browser, same login), opened for the first logout. */
  other: Page | null
  loggedIn: boolean
  /** Save requests the page sent and the test holds until the back end may answer. */
  held: Route[]
}

let customers = 0

function reviewOf(event: EventObject): ReviewInput {
  if (event.type !== 'review.submit' || !('review' in event)) throw new Error(`not a review: ${event.type}`)
  return event.review as ReviewInput
}

const form = (ui: UiSession) =>
  ui.page.getByRole('main').getByRole('form', { name: tr(ui.locale, 'Write a review') })

/** Logs out in the second tab, through the account menu, as a shopper would. */
async function logOutElsewhere(ui: UiSession, world: ReviewWorld): Promise<void> {
  const other = world.other ?? (await ui.page.context().newPage())
  world.other = other
  await other.goto(`${ui.base}/account`)
  await waitForHydration(other)
  await other
    .getByRole('button', { name: tr(ui.locale, 'Hello, {firstName}', { firstName: FIRST_NAME }) })
    .click()
  await other.getByRole('button', { name: tr(ui.locale, 'Log out') }).click()
  await expect(other.getByText(tr(ui.locale, 'You have been logged out.'))).toBeVisible()
  world.loggedIn = false
}

/** Logs in again in the second tab. */
async function logInElsewhere(ui: UiSession, world: ReviewWorld): Promise<void> {
  const other = world.other ?? (await ui.page.context().newPage())
  world.other = other
  await other.goto(`${ui.base}/login`)
  await waitForHydration(other)
  const main = other.getByRole('main')
  await main.getByLabel(tr(ui.locale, 'E-mail address'), { exact: true }).fill(world.email)
  await main.getByLabel(tr(ui.locale, 'Password'), { exact: true }).fill(JOURNEY_PASSWORD)
  await main.getByRole('button', { name: tr(ui.locale, 'Log in') }).click()
  await expect(other).toHaveURL(/\/account$/)
  world.loggedIn = true
}

async function writeReview(ui: UiSession, review: ReviewInput): Promise<void> {
  const inForm = form(ui)
  if (review.points > 0) {
    const stars =
      review.points === 1
        ? tr(ui.locale, '1 star')
        : tr(ui.locale, '{stars} stars', { stars: String(review.points) })
    await inForm
      .locator('label')
      .filter({ has: ui.page.getByRole('radio', { name: stars, exact: true }) })
      .click()
  }
  await inForm.getByRole('textbox', { name: tr(ui.locale, 'Title'), exact: true }).fill(review.title)
  await inForm.getByRole('textbox', { name: tr(ui.locale, 'Your review') }).fill(review.content)
  await inForm.getByRole('button', { name: tr(ui.locale, 'Submit review') }).click()
}

/** Lets the held save request through to the back end (waits until the page has sent it). */
async function answer(world: ReviewWorld): Promise<void> {
  await expect.poll(() => world.held.length).toBeGreaterThan(0)
  await world.held.shift()?.continue()
}

export const reviewFormAdapter: UiAdapter<ReviewWorld> = {
  machine: 'review-form',
  async start(ui) {
    const email = `paths-review-${ui.locale.toLowerCase()}-${Date.now()}-${customers++}@example.org`
    await registerByApi(ui.page, { locale: ui.locale, base: ui.base }, email, FIRST_NAME)
    const world: ReviewWorld = { email, other: null, loggedIn: true, held: [] }
    await ui.page.route(`**/store-api/product/${PRODUCT}/review`, (route) => {
      if (route.request().method() === 'POST') world.held.push(route)
      else void route.continue()
    })
    await open(ui.page, `${ui.base}/detail/${PRODUCT}`)
    ui.values.min = String(REVIEW_RULES.titleMin)
    return world
  },
  shopper: {
    'review.submit': {
      does: (event) => {
        const sample = reviewSample(reviewOf(event))
        if (sample === 'anonymous')
          return 'logs out in a second tab, then writes a review in the first and submits it'
        if (sample === 'invalid') return 'writes a two-letter title and no text and submits'
        return 'writes a review (title, text, five stars) and submits it'
      },
      async run(ui, event, world) {
        const review = reviewOf(event)
        const sample = reviewSample(review)
        if (sample === 'anonymous' && world.loggedIn) await logOutElsewhere(ui, world)
        if (sample === 'valid' && !world.loggedIn) await logInElsewhere(ui, world)
        await writeReview(ui, review)
      },
    },
    'review.edit': {
      does: 'adds a letter to the title',
      async run(ui) {
        await form(ui)
          .getByRole('textbox', { name: tr(ui.locale, 'Title'), exact: true })
          .pressSequentially('s')
      },
    },
    'review.again': {
      does: 'chooses “Write another review”',
      async run(ui) {
        await ui.page
          .getByRole('main')
          .getByRole('button', { name: tr(ui.locale, 'Write another review') })
          .click()
      },
    },
  },
  system: {
    'xstate.done.actor.save': {
      reason: 'the shop saves the review',
      run: (_ui, _event, world) => answer(world),
    },
    'xstate.error.actor.save': {
      reason: 'the shop refuses the review (no login)',
      run: (_ui, _event, world) => answer(world),
    },
  },
  unreachable: {},
  states: {
    'reviewForm.editing': [
      { role: 'heading', name: 'Write a review', scope: 'main' },
      { role: 'button', name: 'Submit review', scope: 'main', is: 'enabled' },
    ],
    'reviewForm.saving': [{ role: 'button', name: 'Submit review', scope: 'main', is: 'disabled' }],
    'reviewForm.saved': [
      { role: 'button', name: 'Write another review', scope: 'main' },
      { text: 'Thank you for your review. It will be published once it has been approved.', scope: 'main' },
    ],
  },
  after: {
    'review.submit(invalid)': [
      { text: 'Please enter at least {min} characters.', scope: 'main' },
      { text: 'This field is required.', scope: 'main' },
    ],
    'review.edit': [
      { text: 'Please enter at least {min} characters.', scope: 'main', is: 'hidden' },
      { text: 'This field is required.', scope: 'main' },
    ],
    'xstate.error.actor.save': [{ text: 'Please log in to write a review.', scope: 'main' }],
  },
}
