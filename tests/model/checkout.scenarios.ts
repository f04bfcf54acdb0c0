// The journeys of the checkout path tests: what the shopper does in each, and where every
// generated path ends. QA reads the generated paths in test-results/paths/checkout.txt.

export type Identity = 'anonymous' | 'guest' | 'customer'
export type PaymentName = 'payment_card' | 'payment_prepayment' | 'payment_invoice'
export type ShippingName = 'shipping_standard' | 'shipping_express' | 'shipping_freight'
export type StepName = 'who' | 'addresses' | 'shipping' | 'payment' | 'confirm'

/**
 * One leg of a walk through the steps once the goal is reached: the browser's history to a step
 * (`navigate`), a step's Back or the summary's Change button (`edit`), or Continue (`continue`).
 */
export interface TourLeg {
  via: 'navigate' | 'edit' | 'continue'
  to: StepName
}

export interface Scenario {
  name: string
  /** Back-end option: guest orders allowed. */
  guestCheckout: boolean
  /** Who the shopper is when the checkout starts, and after the `who` step (login, guest registration). */
  identity: Identity
  becomes: Identity
  /** A cart of downloads only (virtual: no shipping step; the waiver is required). */
  downloads: boolean
  /** Lines in the cart once the shopper is known (a login merges the saved cart's lines). */
  lines: number
  linesAfterWho: number
  payment: PaymentName
  /** The shopper picks the billing and shipping address from the address book (else keeps them). */
  choosesAddresses: boolean
  /** The shopper first picks express, then moves the delivery to Switzerland (express → standard). */
  swiss: boolean
  /** The cart changes between confirming and placing (another tab raises a quantity). */
  cartChangesAtSubmit: boolean
  /**
   * A sofa (over 30 kg: freight only) for a guest who registers with a Swiss address: nothing can
   * deliver it (`shipping-method-blocked`), so the order button stays off after the terms.
   */
  blocked: boolean
  /** On the confirm step the shopper raises a quantity through the cart (the cart actor, not the checkout). */
  raiseOnConfirm: boolean
  /**
   * What happens on the provider's card page at each visit (the replay fills it in for real): the
   * first card is declined, the next one pays. Empty: the shopper does not pay there.
   */
  cardAttempts: readonly ('declined' | 'paid')[]
  /** After the provider's page: back without paying, then pays by prepayment instead. */
  retryWithPrepayment: boolean
  /** At the shipping step the shopper picks express (else keeps the preselected method). */
  choosesExpress?: boolean
  /**
   * States in which the shopper comes back to the checkout page while it waits for the shop: the
   * page, mounted again in the same tab, starts the checkout again there. Before the order, by
   * “Continue shopping” and the browser's Back; while its payment starts (`placed`), by Back from
   * the success page; while the payment method of a retry changes (`changingPayment`), by the mini
   * cart's “Proceed to checkout” with a product added meanwhile.
   */
  comesBack?: readonly string[]
  /**
   * A transfer order (awaitingTransfer) paid another way instead: the account's order page offers
   * the other methods while the payment is changeable (“Pay another way”), and this one is chosen.
   */
  paysAnotherWay?: PaymentName
  /** The success page, once the order stands (awaitingTransfer), asks the checkout for it. */
  successPageAsks?: boolean
  /** Where every generated path of the scenario ends (before its tour). */
  goal: string
  /** After the goal, the shortest way through each leg in turn (the steps' own transitions). */
  tour?: readonly TourLeg[]
}

const BASE: Omit<Scenario, 'name' | 'goal'> = {
  guestCheckout: true,
  identity: 'anonymous',
  becomes: 'guest',
  downloads: false,
  lines: 1,
  linesAfterWho: 1,
  payment: 'payment_prepayment',
  swiss: false,
  cartChangesAtSubmit: false,
  raiseOnConfirm: false,
  retryWithPrepayment: false,
  cardAttempts: [],
  blocked: false,
  choosesAddresses: false,
}

/**
 * Every step to every other by the browser's history, from the confirm step of a guest, once each
 * (who, addresses, shipping, payment and confirm are all in the history by then): an Euler tour of
 * the 20 moves. Then each Back and Change button, with Continue to get to the next one.
 */
const WALK: readonly StepName[] = [
  'who',
  'addresses',
  'who',
  'shipping',
  'who',
  'payment',
  'who',
  'confirm',
  'addresses',
  'shipping',
  'addresses',
  'payment',
  'addresses',
  'confirm',
  'shipping',
  'payment',
  'shipping',
  'confirm',
  'payment',
  'confirm',
]
const TOUR: readonly TourLeg[] = [
  ...WALK.map((to) => ({ via: 'navigate' as const, to })),
  { via: 'edit', to: 'shipping' },
  { via: 'continue', to: 'payment' },
  { via: 'continue', to: 'confirm' },
  { via: 'edit', to: 'payment' },
  { via: 'edit', to: 'shipping' },
  { via: 'edit', to: 'addresses' },
]

/** The journeys QA reviews; each is replayed along every shortest path to its goal (and its tour). */
export const SCENARIOS: readonly Scenario[] = [
  { ...BASE, name: 'guest pays by prepayment', goal: 'awaitingTransfer' },
  {
    ...BASE,
    name: 'customer orders by card, stays on the page, comes back unpaid and pays by prepayment',
    identity: 'customer',
    becomes: 'customer',
    payment: 'payment_card',
    retryWithPrepayment: true,
    goal: 'awaitingTransfer',
  },
  {
    ...BASE,
    name: 'customer pays by card: the first card is declined, the retry with another card pays',
    identity: 'customer',
    becomes: 'customer',
    payment: 'payment_card',
    cardAttempts: ['declined', 'paid'],
    goal: 'paid',
  },
  {
    ...BASE,
    name: 'customer pays a prepayment order another way from the order page: by card, the countdown starts',
    identity: 'customer',
    becomes: 'customer',
    paysAnotherWay: 'payment_card',
    goal: 'redirecting',
  },
  {
    ...BASE,
    name: 'customer logs in at checkout and the saved cart is merged',
    becomes: 'customer',
    linesAfterWho: 2,
    goal: 'awaitingTransfer',
  },
  {
    ...BASE,
    name: 'guest moves the delivery to Switzerland: express is switched to standard',
    payment: 'payment_card',
    swiss: true,
    goal: 'redirecting',
  },
  {
    ...BASE,
    name: 'guest buys a download: no shipping step, the waiver is required',
    downloads: true,
    payment: 'payment_card',
    goal: 'redirecting',
  },
  {
    ...BASE,
    name: 'the cart changes while the order is placed: back to confirm, then placed',
    identity: 'customer',
    becomes: 'customer',
    cartChangesAtSubmit: true,
    goal: 'awaitingTransfer',
  },
  {
    ...BASE,
    name: 'the shopper raises a quantity in the cart on the confirm step: placed without a detour',
    identity: 'customer',
    becomes: 'customer',
    raiseOnConfirm: true,
    goal: 'awaitingTransfer',
  },
  {
    ...BASE,
    name: 'a sofa for a Swiss guest: nothing can deliver it, the order button stays off',
    blocked: true,
    // Prepayment is not offered for Switzerland.
    payment: 'payment_card',
    // The seeded cart rules add two free gifts and the automatic promotion to a sofa.
    lines: 4,
    linesAfterWho: 4,
    goal: 'confirm',
  },
  {
    ...BASE,
    name: 'a guest goes back and forth between the steps (browser history, Back, Change): nothing is lost',
    goal: 'confirm',
    tour: TOUR,
  },
  {
    ...BASE,
    name: 'the shopper leaves the checkout while it loads, saves or places and comes back: it carries on',
    choosesAddresses: true,
    choosesExpress: true,
    comesBack: ['preparing', 'savingAddresses', 'savingShipping', 'savingPayment', 'placing'],
    successPageAsks: true,
    goal: 'awaitingTransfer',
  },
  {
    ...BASE,
    name: 'the shopper goes back from the success page while the payment starts: the order stays placed',
    comesBack: ['placed'],
    goal: 'awaitingTransfer',
  },
  {
    ...BASE,
    name: 'the shopper opens the checkout again while the payment method of a retry changes: the retry carries on',
    identity: 'customer',
    becomes: 'customer',
    payment: 'payment_card',
    retryWithPrepayment: true,
    comesBack: ['changingPayment'],
    goal: 'awaitingTransfer',
  },
  {
    ...BASE,
    name: 'guest with a download goes back from the payment step to the addresses (no shipping step)',
    downloads: true,
    goal: 'payment',
    tour: [{ via: 'edit', to: 'addresses' }],
  },
  {
    ...BASE,
    name: 'guest checkout off: the shopper logs in to order',
    guestCheckout: false,
    becomes: 'customer',
    choosesAddresses: true,
    goal: 'awaitingTransfer',
  },
]
