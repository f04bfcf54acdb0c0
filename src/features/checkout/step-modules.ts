import { type ComponentType, lazy } from 'react'

/*
 * Each checkout step's form is a chunk of its own, loaded when the step first shows: the page then
 * needs only the step it opens on (a guest's login and registration forms, or a returning
 * customer's confirmation without the address form and its country select). The checkout's steps
 * are rendered in the browser only (the server renders its loading state), so no server HTML waits
 * for them. The rest load as soon as the shopper reaches into the step on screen (`preloadSteps`),
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

export const WhoStep = lazyStep(loaders.who)
export const AddressStep = lazyStep(loaders.address)
export const MethodStep = lazyStep(loaders.method)
export const ConfirmStep = lazyStep(loaders.confirm)

/**
 * Starts loading every step's code. The browser fetches a module once, so a second call costs only
 * the settled imports; a failed load is tried again when its step renders.
 */
export function preloadSteps(): void {
  for (const load of Object.values(loaders)) void load().catch(() => {})
}
