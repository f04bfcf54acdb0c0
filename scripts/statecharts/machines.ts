// The machines the statecharts show, in the order they are shown, with what the chart cannot say
// itself (who spawns the machine, who provides its actors). docs/statecharts.md, the statechart book
// and the path report all list these; a new machine is added here once (docs/architecture.md).

import type { AnyStateMachine } from 'xstate'
import { cartMachine } from '../../machines/cart/cart.machine.ts'
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts'
import { cmsFormMachine } from '../../machines/forms/cms-form.machine.ts'
import { orderActionMachine } from '../../machines/orders/order-action.machine.ts'
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts'
import { reviewFormMachine } from '../../machines/product/review-form.machine.ts'
import { rootMachine } from '../../machines/root.machine.ts'
import { sessionMachine } from '../../machines/session/session.machine.ts'
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine.ts'

import type { WordMap } from './describe.ts'

export interface ChartedMachine {
  title: string
  /** The file name of its book page and its key in the path report (`checkout`). */
  slug: string
  file: string
  machine: AnyStateMachine
  /** Said in words where the machine has no states to draw. */
  note?: string
  /** Words for guard, action, delay or event names that their names do not say well. */
  words?: WordMap
  /** Reached through the shopper's pages: its paths belong in the book for QA. */
  shopperFacing?: boolean
}

/** The root's actors, read from its definition so the note cannot drift from the code. */
const rootActors = Object.keys(rootMachine.implementations.actors).map((id) => `\`${id}\``)
const rootForwards = Object.keys(rootMachine.implementations.actions)
  .filter((name) => name.startsWith('forwardTo'))
  .map((name) => `\`${name}\``)
const listed = (items: string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? 'nothing')

export const CHARTED_MACHINES: readonly ChartedMachine[] = [
  {
    title: 'Root system',
    slug: 'root',
    file: 'machines/root.machine.ts',
    machine: rootMachine,
    note: `No states of its own: it spawns ${listed(rootActors)} and keeps their refs in its context (the ids of src/system/registry.ts). The session tells it about every new context (\`session.changed\`) and about a first load without one (\`session.loadFailed\`); it forwards both to the actors that depend on the session (${listed(rootForwards)}), and \`session.changed\` to the checkout (\`forwardSessionToCheckout\`). The checkout tells it the context and the cart after its own changes (\`checkout.contextChanged\`): it hands them to the session (\`session.adopt\`) and the cart (\`cart.adopt\`). The cart tells it every cart the server answered (\`cart.updated\`): it forwards that to the checkout.`,
  },
  {
    title: 'Session',
    slug: 'session',
    shopperFacing: true,
    file: 'machines/session/session.machine.ts',
    machine: sessionMachine,
    note: 'Spawned by the root as `session`; src/system/actors/session.ts provides its Store API actors. It reports every new context to the root (the `parent` ref the root passes as input, machines/parent.ts), never to another actor.',
  },
  {
    title: 'Notifications',
    slug: 'notifications',
    file: 'machines/notifications/notifications.machine.ts',
    machine: notificationsMachine,
    note: 'Spawned by the root as `notifications`; it needs nothing from outside (timers only).',
  },
  {
    title: 'Product review form',
    slug: 'review-form',
    shopperFacing: true,
    file: 'machines/product/review-form.machine.ts',
    machine: reviewFormMachine,
    note: 'One actor per review form (src/features/product/ReviewForm.tsx through `useFormMachine` of src/system/forms.ts); src/system/actors/forms.ts provides `save`.',
  },
  {
    title: 'CMS form',
    slug: 'cms-form',
    shopperFacing: true,
    file: 'machines/forms/cms-form.machine.ts',
    machine: cmsFormMachine,
    note: 'One actor per contact or newsletter form on a CMS page (src/features/cms/elements/CmsForm.tsx through `useFormMachine` of src/system/forms.ts); src/system/actors/forms.ts provides `submit`.',
  },
  {
    title: 'Order action',
    slug: 'order-action',
    shopperFacing: true,
    file: 'machines/orders/order-action.machine.ts',
    machine: orderActionMachine,
    note: "One actor per order form (guest access of the mail link, withdrawal, cancellation; src/features/orders through `useOrderAction` of src/system/order-actions.ts); src/system/actors/orders.ts provides `perform`. Paying an order again is not here: the order pages use the checkout's states after placing (`checkout.resumeOrder` with a `returnPath`).",
  },
  {
    title: 'Cart',
    slug: 'cart',
    shopperFacing: true,
    file: 'machines/cart/cart.machine.ts',
    machine: cartMachine,
    note: 'Spawned by the root as `cart`; src/system/actors/cart.ts provides `loadCart` and `syncChange`. Without a server-rendered session its first load waits for the session (`awaitSession`). `errors` is derived from the confirmed cart (errors that block an order); `cart.adopt` stores a cart the checkout read.',
  },
  {
    title: 'Checkout',
    slug: 'checkout',
    shopperFacing: true,
    words: {
      standingIs: 'the order’s payment standing is the one this arrow leads to',
      redirectDelay: 'short',
    },
    file: 'machines/checkout/checkout.machine.ts',
    machine: checkoutMachine,
    note: 'Spawned by the root as `checkout` (not dehydrated); src/system/actors/checkout.ts provides `loadCheckout`, `saveAddresses`, `saveShipping`, `savePayment`, `placeOrder`, `startPayment`, `loadOrder` and `changePayment`. The states after the order button are in checkout.order.ts. The generated paths QA reviews are written by `npm run test:paths`.',
  },
  {
    title: 'Wishlist',
    slug: 'wishlist',
    shopperFacing: true,
    words: { isServer: 'the list lives in the customer’s account', ownerChanged: 'the owner changed' },
    file: 'machines/wishlist/wishlist.machine.ts',
    machine: wishlistMachine,
    note: 'Spawned by the root as `wishlist`; src/system/actors/wishlist.ts provides `loadList`, `mergeLocal` and `syncChange` (the Store API and local storage). The owner comes from the session through the root.',
  },
]
