import type { Db } from '../db/database.ts'
import { ApiProblem } from '../http/errors.ts'

/**
 * Shopware's order_transaction state machine, as far as the checkout moves it: the transitions by
 * action name with the states they leave from. Paying grants the access to the order's downloads
 * (Shopware's "grant download access" on entering paid).
 */
export type TransactionAction = 'paid' | 'fail' | 'cancel' | 'reopen'

const TRANSITIONS: Record<TransactionAction, { from: readonly string[]; to: string }> = {
  paid: {
    from: ['open', 'in_progress', 'unconfirmed', 'reminded', 'authorized', 'paid_partially', 'failed'],
    to: 'paid',
  },
  fail: { from: ['open', 'in_progress', 'unconfirmed', 'reminded', 'authorized'], to: 'failed' },
  cancel: {
    from: ['open', 'in_progress', 'unconfirmed', 'reminded', 'authorized', 'failed'],
    to: 'cancelled',
  },
  reopen: { from: ['failed', 'cancelled', 'reminded', 'in_progress', 'unconfirmed'], to: 'open' },
}

/** States in which the order counts as paid: its payment method can no longer change. */
export const PAID_STATES: ReadonlySet<string> = new Set([
  'paid',
  'paid_partially',
  'authorized',
  'refunded',
  'refunded_partially',
  'chargeback',
])

/**
 * States in which a transaction holds the shopper's money: taken or reserved and not given back in
 * full. While any transaction of an order is in one, the order is neither cancelled nor paid with
 * another method (Shopware: refund first); a refunded or charged-back one holds nothing.
 */
const MONEY_HELD: ReadonlySet<string> = new Set([
  'paid',
  'paid_partially',
  'authorized',
  'refunded_partially',
])

export function holdsMoney(state: string): boolean {
  return MONEY_HELD.has(state)
}

export interface TransactionRow {
  id: string
  order_id: string
  payment_method_id: string
  state: string
  amount: string
  created_at: string
}

export function transactionById(db: Db, id: string): TransactionRow | undefined {
  return db.prepare<[string], TransactionRow>('SELECT * FROM order_transaction WHERE id = ?').get(id)
}

/** The order's transactions, oldest first (the last one is the current). */
export function transactionsOf(db: Db, orderId: string): TransactionRow[] {
  return db
    .prepare<[string], TransactionRow>(
      'SELECT * FROM order_transaction WHERE order_id = ? ORDER BY created_at, rowid',
    )
    .all(orderId)
}

/** Shopware's StateMachineException::illegalStateTransition. */
function illegal(action: string, from: string): ApiProblem {
  const possible = (Object.keys(TRANSITIONS) as TransactionAction[]).filter((a) =>
    TRANSITIONS[a].from.includes(from),
  )
  return new ApiProblem(
    400,
    'SYSTEM__ILLEGAL_STATE_TRANSITION',
    `Illegal transition "${action}" from state "${from}". Possible transitions are: ${possible.join(', ')}`,
    { parameters: { transition: action, fromState: from, possibleTransitions: possible.join(', ') } },
  )
}

export function canTransition(state: string, action: TransactionAction): boolean {
  return TRANSITIONS[action].from.includes(state)
}

/** Moves a transaction along the state machine (call inside a transaction); returns the new state. */
export function transition(db: Db, transactionId: string, action: TransactionAction): string {
  const row = transactionById(db, transactionId)
  if (!row) throw new Error(`Unknown order transaction ${transactionId}`)
  if (!canTransition(row.state, action)) throw illegal(action, row.state)
  const to = TRANSITIONS[action].to
  db.prepare('UPDATE order_transaction SET state = ? WHERE id = ?').run(to, transactionId)
  if (to === 'paid') {
    db.prepare(
      `UPDATE order_line_item_download SET access_granted = 1
       WHERE order_line_item_id IN (SELECT id FROM order_line_item WHERE order_id = ?)`,
    ).run(row.order_id)
  }
  return to
}
