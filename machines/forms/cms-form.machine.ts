// One CMS form (contact or newsletter): editing → submitting → sent, or back to editing with the
// failure (violations per field, rate limit, anything else). The values live in the form's inputs;
// the machine keeps the last submitted values so a failure never loses what the shopper typed.
// The `submit` actor is provided by src/system (the Store API call); it rejects with the call's
// StoreApiFailure, which the machine keeps as the FormFailure the form shows.

import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { type FormFailure, type FormValues, formFailure } from '../../src/domain/forms.ts'

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
    // Provided by src/system; the default fails so a missing provide is noticed.
    submit: fromPromise<void, FormValues>(async () => {
      throw new Error('The form actor "submit" is not provided')
    }),
  },
  actions: {
    keepValues: assign(({ event }) => {
      assertEvent(event, 'form.submit')
      return { values: event.values, failure: null }
    }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: formFailure(params.error) })),
    clearField: assign(({ context, event }) => {
      assertEvent(event, 'form.edit')
      if (context.failure?.kind !== 'violations') return {}
      const fields = { ...context.failure.fields }
      delete fields[event.field]
      return { failure: Object.keys(fields).length > 0 ? { kind: 'violations' as const, fields } : null }
    }),
    clear: assign({ values: {}, failure: null }),
  },
}).createMachine({
  id: 'cmsForm',
  context: { values: {}, failure: null },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The shopper fills in the contact or newsletter form; the fields the shop refused are marked until they are changed.',
      on: {
        'form.submit': { target: 'submitting', actions: 'keepValues' },
        'form.edit': { actions: 'clearField' },
      },
    },
    submitting: {
      description: 'The form is with the shop; it waits for the answer.',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: 'The shop accepted the form: the page thanks the shopper; they may send another.',
      on: { 'form.reset': { target: 'editing', actions: 'clear' } },
    },
  },
})
