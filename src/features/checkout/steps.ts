// The checkout's steps as the URL names them (`/checkout?step=…`) and what the confirm page shows of
// each earlier one.
import type { ReactNode } from 'react'

export const CHECKOUT_STEPS = ['who', 'addresses', 'shipping', 'payment', 'confirm'] as const

export type StepName = (typeof CHECKOUT_STEPS)[number]

/** Steps the confirm page links back to (who is logged in is changed by logging out). */
export type EditableStep = Exclude<StepName, 'who' | 'confirm'>

export function isStepName(value: unknown): value is StepName {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value)
}

/** One choice made earlier, as the confirm page lists it with a way back to its step. */
export interface StepSummary {
  step: EditableStep
  title: string
  /** Accessible name of the "Change" button (which choice it changes). */
  editLabel: string
  content: ReactNode
}
