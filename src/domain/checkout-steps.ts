// The checkout's steps on their own: the /checkout route's search schema needs them, and the route
// tree is part of the code every page hydrates with, so the rest of the checkout's rules stay out.

/** The steps the shopper sees (and the /checkout route's `step` search parameter). */
export const CHECKOUT_STEPS = ['who', 'addresses', 'shipping', 'payment', 'confirm'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value)
}
