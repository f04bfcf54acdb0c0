import { type ComponentType, lazy } from 'react'
import { afterNextPaint } from '../../components/after-paint.ts'
import { island } from '../../components/island.tsx'

/*
 * Each checkout step's form is a chunk of its own, loaded when the step first shows: the page then
 * needs only the step it opens on (a guest's login and registration forms, or a returning
 * customer's confirmation without the address form and its country select). The server renders
 * only a guest's first step (the who step, an island below); the other steps are rendered in the
 * browser, so no server HTML waits for them. The rest load as soon as the shopper reaches into the step on screen (`preloadSteps`),
 * so the next step does not wait for its code.
 */

const loaders = {
  who: () => import('./WhoStep.tsx').then((m) => m.WhoStep),
  address: () => import('./AddressStep.tsx').then((m) => m.AddressStep),
  method: () => import('./MethodStep.tsx').then((m) => m.MethodStep),
  confirm: () => import('./ConfirmStep.tsx').then((m) => m.ConfirmStep),
}

function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })))
}

/**
 * The who step is an island: a guest's checkout opens on it, rendered by the server before the
 * checkout machine runs (./CheckoutPage.tsx), and its forms' code (React Aria's fields, the address
 * fields with their country select: about 60 KB gzip) loads when the shopper reaches for them; what
 * they type or a password manager fills in meanwhile is held and replayed (src/components/island.tsx).
 */
export const WhoStep = island('checkout-who', loaders.who)
export const AddressStep = lazyStep(loaders.address)
export const MethodStep = lazyStep(loaders.method)
export const ConfirmStep = lazyStep(loaders.confirm)

let preloaded = false

/**
 * Starts loading every step's code, once per page, after the browser has painted what the event
 * that asked for it changed: each import's module preloads (a link per chunk, checked and appended
 * by Vite's helper) ran inside that event's task, on every pointer-down and focus in the step,
 * "Continue" included. A failed load is tried again when its step renders.
 */
export function preloadSteps(): void {
  if (preloaded || typeof window === 'undefined') return
  preloaded = true
  afterNextPaint(window, () => {
    for (const load of Object.values(loaders)) void load().catch(() => {})
  })
}
