// One CMS form (contact or newsletter): editing → submitting → sent, or back to editing with the
// failure (violations per field, rate limit, anything else). The values live in the form's inputs;
// the machine keeps the last submitted values so a failure never loses what the shopper typed.
// The `submit` actor is provided by the UI (the Store API call); it rejects with a FormFailure.

import { assign, fromPromise, setup } from 'xstate'
import { type FormFailure, type FormValues, isFormFailure } from '../../src/domain/forms.ts'

export type CmsFormEvent =
  | { type: 'form.submit'; values: FormValues }
  /** The shopper edits a field: its violation no longer applies. */
  | { type: 'form.edit'; field: string }
  /** "Send another message" after success. */
  | { type: 'form.reset' }

export interface CmsFormContext {
  values: FormValues
  failure: FormFailure | null
}

export const cmsFormMachine = setup({
  types: {
    context: {} as CmsFormContext,
    events: {} as CmsFormEvent,
  },
  actors: {
    // Replaced by the UI with the real call; the default fails so a missing provide is noticed.
    submit: fromPromise<void, FormValues>(async () => {
      throw { kind: 'failed' } satisfies FormFailure
    }),
  },
  actions: {
    keepValues: assign({
      values: ({ event }) => (event.type === 'form.submit' ? event.values : {}),
      failure: null,
    }),
    storeFailure: assign({
      failure: ({ event }) => {
        const error = (event as { error?: unknown }).error
        return isFormFailure(error) ? error : ({ kind: 'failed' } satisfies FormFailure)
      },
    }),
    clearField: assign({
      failure: ({ context, event }) => {
        if (event.type !== 'form.edit' || context.failure?.kind !== 'violations') return context.failure
        const fields = { ...context.failure.fields }
        delete fields[event.field]
        return Object.keys(fields).length > 0 ? { kind: 'violations' as const, fields } : null
      },
    }),
    clear: assign({ values: {}, failure: null }),
  },
}).createMachine({
  id: 'cmsForm',
  context: { values: {}, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': { target: 'submitting', actions: 'keepValues' },
        'form.edit': { actions: 'clearField' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: 'storeFailure' },
      },
    },
    sent: {
      on: { 'form.reset': { target: 'editing', actions: 'clear' } },
    },
  },
})
