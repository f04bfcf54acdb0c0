// Writes docs/statecharts.md: one Mermaid state diagram per machine, drawn from the machine
// definitions themselves, so developers, QA and product owners read the charts the code runs.
// `tsx scripts/statecharts.ts` rewrites the file; `--check` exits 1 when it is out of date
// (npm test runs the check through scripts/statecharts.test.ts).

import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { cartMachine } from '../machines/cart/cart.machine.ts'
import { checkoutMachine } from '../machines/checkout/checkout.machine.ts'
import { cmsFormMachine } from '../machines/forms/cms-form.machine.ts'
import { orderActionMachine } from '../machines/orders/order-action.machine.ts'
import { notificationsMachine } from '../machines/notifications/notifications.machine.ts'
import { reviewFormMachine } from '../machines/product/review-form.machine.ts'
import { rootMachine } from '../machines/root.machine.ts'
import { sessionMachine } from '../machines/session/session.machine.ts'
import { wishlistMachine } from '../machines/wishlist/wishlist.machine.ts'

interface ChartedMachine {
  title: string
  file: string
  machine: AnyStateMachine
  /** Said in words where the machine has no states to draw. */
  note?: string
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
    file: 'machines/root.machine.ts',
    machine: rootMachine,
    note: `No states of its own: it spawns ${listed(rootActors)} and keeps their refs in its context (the ids of src/system/registry.ts). The session tells it about every new context (\`session.changed\`) and about a first load without one (\`session.loadFailed\`); it forwards both to the actors that depend on the session (${listed(rootForwards)}), and \`session.changed\` to the checkout (\`forwardSessionToCheckout\`). The checkout tells it the context and the cart after its own changes (\`checkout.contextChanged\`): it hands them to the session (\`session.adopt\`) and the cart (\`cart.adopt\`). The cart tells it every cart the server answered (\`cart.updated\`): it forwards that to the checkout.`,
  },
  {
    title: 'Session',
    file: 'machines/session/session.machine.ts',
    machine: sessionMachine,
    note: 'Spawned by the root as `session`; src/system/actors/session.ts provides its Store API actors. It reports every new context to the root (the `parent` ref the root passes as input, machines/parent.ts), never to another actor.',
  },
  {
    title: 'Notifications',
    file: 'machines/notifications/notifications.machine.ts',
    machine: notificationsMachine,
    note: 'Spawned by the root as `notifications`; it needs nothing from outside (timers only).',
  },
  {
    title: 'Product review form',
    file: 'machines/product/review-form.machine.ts',
    machine: reviewFormMachine,
    note: 'One actor per review form (src/features/product/ReviewForm.tsx through `useFormMachine` of src/system/forms.ts); src/system/actors/forms.ts provides `save`.',
  },
  {
    title: 'CMS form',
    file: 'machines/forms/cms-form.machine.ts',
    machine: cmsFormMachine,
    note: 'One actor per contact or newsletter form on a CMS page (src/features/cms/elements/CmsForm.tsx through `useFormMachine` of src/system/forms.ts); src/system/actors/forms.ts provides `submit`.',
  },
  {
    title: 'Order action',
    file: 'machines/orders/order-action.machine.ts',
    machine: orderActionMachine,
    note: "One actor per order form (guest access of the mail link, withdrawal, cancellation; src/features/orders through `useOrderAction` of src/system/order-actions.ts); src/system/actors/orders.ts provides `perform`. Paying an order again is not here: the order pages use the checkout's states after placing (`checkout.resumeOrder` with a `returnPath`).",
  },
  {
    title: 'Cart',
    file: 'machines/cart/cart.machine.ts',
    machine: cartMachine,
    note: 'Spawned by the root as `cart`; src/system/actors/cart.ts provides `loadCart` and `syncChange`. Without a server-rendered session its first load waits for the session (`awaitSession`). `errors` and `methods` are derived from the confirmed cart (blocking errors; a switched method until `cart.acknowledgeChange`); `cart.adopt` stores a cart the checkout read.',
  },
  {
    title: 'Checkout',
    file: 'machines/checkout/checkout.machine.ts',
    machine: checkoutMachine,
    note: 'Spawned by the root as `checkout` (not dehydrated); src/system/actors/checkout.ts provides `loadCheckout`, `saveAddresses`, `saveShipping`, `savePayment`, `placeOrder`, `startPayment`, `loadOrder` and `changePayment`. The states after the order button are in checkout.order.ts. The generated paths QA reviews are written by `npm run test:paths`.',
  },
  {
    title: 'Wishlist',
    file: 'machines/wishlist/wishlist.machine.ts',
    machine: wishlistMachine,
    note: 'Spawned by the root as `wishlist`; src/system/actors/wishlist.ts provides `loadList`, `mergeLocal` and `syncChange` (the Store API and local storage). The owner comes from the session through the root.',
  },
]

const OUTPUT = fileURLToPath(new URL('../docs/statecharts.md', import.meta.url))

/** Mermaid ids may not contain dots; state ids do (`session.activity.idle`). */
function nodeId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, '_')
}

/** Internal event names read better shortened: delays, actor completion and errors. */
function eventLabel(eventType: string): string {
  if (eventType === '') return 'always'
  const after = /^xstate\.after\.(\w+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error: ${error[1]}`
  return eventType
}

function guardLabel(guard: unknown): string {
  if (!guard) return ''
  if (typeof guard === 'string') return ` [${guard}]`
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown }
    const detail =
      params && typeof params === 'object' && !Array.isArray(params)
        ? `(${Object.values(params as Record<string, unknown>).join(', ')})`
        : ''
    return ` [${type}${detail}]`
  }
  return ' [guarded]'
}

function drawNode(node: AnyStateNode, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth)
  const children = Object.values(node.states) as AnyStateNode[]
  if (children.length > 0) {
    lines.push(`${indent}state ${nodeId(node)} {`)
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}  --`)
        drawNode(child, depth + 1, lines)
      })
    } else {
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined
      if (initial) lines.push(`${indent}  [*] --> ${nodeId(initial)}`)
      for (const child of children) drawNode(child, depth + 1, lines)
    }
    lines.push(`${indent}}`)
  } else {
    lines.push(`${indent}state "${node.key}" as ${nodeId(node)}`)
    if (node.type === 'final') lines.push(`${indent}${nodeId(node)} --> [*]`)
  }
}

function drawTransitions(node: AnyStateNode, lines: string[]): void {
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) {
      for (const target of (transition.target ?? []) as AnyStateNode[]) {
        lines.push(
          `  ${nodeId(node)} --> ${nodeId(target)}: ${eventLabel(eventType)}${guardLabel(transition.guard)}`,
        )
      }
    }
  }
  for (const transition of node.always ?? []) {
    for (const target of (transition.target ?? []) as AnyStateNode[]) {
      lines.push(`  ${nodeId(node)} --> ${nodeId(target)}: always${guardLabel(transition.guard)}`)
    }
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) drawTransitions(child, lines)
}

/** Events handled without changing state (self-transitions with actions only), per state. */
function listActionOnlyEvents(node: AnyStateNode, rows: string[]): void {
  const events = [...node.transitions.entries()]
    .filter(([, transitions]) => transitions.some((t) => !t.target || t.target.length === 0))
    .map(([eventType]) => eventLabel(eventType))
  if (events.length > 0) rows.push(`| \`${node.id}\` | ${events.map((e) => `\`${e}\``).join(', ')} |`)
  for (const child of Object.values(node.states) as AnyStateNode[]) listActionOnlyEvents(child, rows)
}

export function renderStatecharts(): string {
  const out: string[] = [
    '# Statecharts',
    '',
    'Generated from the machine definitions by `npx tsx scripts/statecharts.ts`; `npm test` fails when',
    'this file no longer matches the code. GitHub and most Markdown viewers draw the Mermaid blocks.',
    'The model-based tests in `tests/model/` replay the paths of these graphs against the embedded back end.',
    '',
  ]
  for (const { title, file, machine, note } of CHARTED_MACHINES) {
    if (Object.keys(machine.root.states).length === 0) {
      out.push(`## ${title}`, '', `Source: \`${file}\``, '', note ?? 'No states.', '')
      const rows: string[] = []
      listActionOnlyEvents(machine.root, rows)
      if (rows.length > 0) out.push('Events handled:', '', '| state | events |', '|---|---|', ...rows, '')
      continue
    }
    const lines: string[] = ['```mermaid', 'stateDiagram-v2']
    drawNode(machine.root, 1, lines)
    drawTransitions(machine.root, lines)
    lines.push('```')
    const rows: string[] = []
    listActionOnlyEvents(machine.root, rows)
    out.push(`## ${title}`, '', `Source: \`${file}\``, '', ...(note ? [note, ''] : []), ...lines, '')
    if (rows.length > 0) {
      out.push(
        'Events handled in place (actions, no change of state):',
        '',
        '| state | events |',
        '|---|---|',
      )
      out.push(...rows, '')
    }
  }
  return out.join('\n')
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const rendered = renderStatecharts()
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUTPUT, 'utf8')
    if (current !== rendered) {
      console.error('docs/statecharts.md is out of date: run `npx tsx scripts/statecharts.ts`')
      process.exit(1)
    }
  } else {
    writeFileSync(OUTPUT, rendered)
    console.log(`wrote ${OUTPUT}`)
  }
}
