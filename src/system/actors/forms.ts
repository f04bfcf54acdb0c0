// The one-actor form machines (CMS contact/newsletter form, product review) wired to the Store API.
// Their calls reject with the call's StoreApiFailure; the machines turn it into what the form shows.

import { cmsFormMachine } from '../../../machines/forms/cms-form.machine.ts'
import { reviewFormMachine } from '../../../machines/product/review-form.machine.ts'
import type { StoreApi } from '../../api/index.ts'
import type { CmsFormKind, FormValues } from '../../domain/forms.ts'
import type { ReviewInput } from '../../domain/product.ts'
import { actorsOn, apiActor, systemPorts } from './api-actor.ts'

const UUID = /^[0-9a-f]{32}$/

/** Where a CMS form is sent and what the Store API needs to know about the page it is on. */
export interface CmsFormTarget {
  kind: CmsFormKind
  /** Base URL of the storefront in the page's locale (the newsletter confirmation link starts there). */
  storefrontUrl: string
  slotId?: string | null
  navigationId?: string | null
}

const field = (values: FormValues, name: string): string | undefined => {
  const value = values[name]?.trim()
  return value ? value : undefined
}

/** POST /contact-form, /newsletter/subscribe or /newsletter/unsubscribe with the form's values. */
export async function submitCmsForm(
  api: Pick<StoreApi, 'forms'>,
  target: CmsFormTarget,
  values: FormValues,
): Promise<void> {
  if (target.kind === 'contact') {
    await api.forms.sendContact({
      email: field(values, 'email') ?? '',
      subject: field(values, 'subject') ?? '',
      comment: field(values, 'comment') ?? '',
      firstName: field(values, 'firstName'),
      lastName: field(values, 'lastName'),
      phone: field(values, 'phone'),
      ...(target.slotId && UUID.test(target.slotId) ? { slotId: target.slotId } : {}),
      ...(target.navigationId && UUID.test(target.navigationId) ? { navigationId: target.navigationId } : {}),
    })
  } else if (target.kind === 'unsubscribe') {
    await api.forms.unsubscribeNewsletter(field(values, 'email') ?? '')
  } else {
    await api.forms.subscribeNewsletter({
      email: field(values, 'email') ?? '',
      option: 'subscribe',
      storefrontUrl: target.storefrontUrl,
      firstName: field(values, 'firstName'),
      lastName: field(values, 'lastName'),
    })
  }
}

/** Saves the logged-in customer's review of `productId` (trimmed). */
export function saveReview(
  api: Pick<StoreApi, 'product'>,
  productId: string,
  review: ReviewInput,
): Promise<void> {
  return api.product.writeReview(productId, {
    title: review.title.trim(),
    content: review.content.trim(),
    points: review.points,
  })
}

export function cmsFormWithApi(api: Pick<StoreApi, 'forms'>, target: CmsFormTarget) {
  return cmsFormMachine.provide({
    actors: { submit: apiActor<void, FormValues>((values) => submitCmsForm(api, target, values)) },
  })
}

export function reviewFormWithApi(api: Pick<StoreApi, 'product'>, productId: string) {
  return reviewFormMachine.provide({
    actors: { save: apiActor<void, ReviewInput>((review) => saveReview(api, productId, review)) },
  })
}

/** What a CMS form's actor sends with: the Store API client and where the form posts. */
export interface CmsFormPorts {
  api: Pick<StoreApi, 'forms'>
  target: CmsFormTarget
}

/** What a review form's actor saves with. */
export interface ReviewFormPorts {
  api: Pick<StoreApi, 'product'>
  productId: string
}

// Set by src/system/forms.ts when a form actor starts; only a form bound there can submit.
const cmsFormPorts = systemPorts<CmsFormPorts>('CMS form')
const reviewFormPorts = systemPorts<ReviewFormPorts>('Review form')

/**
 * The form machines with their real actors, provided once per process: a form rendered on every
 * page (the footer's newsletter form) paid a `provide()`, i.e. the whole machine rebuilt, per
 * server render. Each form actor finds its client and target through its own actor system.
 */
export const cmsFormOnSystem = cmsFormMachine.provide({
  actors: {
    submit: actorsOn(cmsFormPorts.of)<void, FormValues>((ports, values) =>
      submitCmsForm(ports.api, ports.target, values),
    ),
  },
})

export const reviewFormOnSystem = reviewFormMachine.provide({
  actors: {
    save: actorsOn(reviewFormPorts.of)<void, ReviewInput>((ports, review) =>
      saveReview(ports.api, ports.productId, review),
    ),
  },
})

/** Sets (or replaces: the latest render's client and target win) what a form actor submits with. */
export const bindCmsForm = cmsFormPorts.bind

export const bindReviewForm = reviewFormPorts.bind
