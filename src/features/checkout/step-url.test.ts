import { describe, expect, it } from 'vitest'
import type { CheckoutStep } from '../../domain/checkout.ts'
import { STEP_URL_START, type StepUrlAction, type StepUrlMemory, stepUrlAction } from './step-url.ts'

// Defect 16: browser Back on the shipping step left the checkout (every step replaced the history
// entry). Steps are history entries now; Back and Forward ask the machine, which owns the step.

/** Replays renders (machine step, URL step) and collects the actions. */
function replay(renders: [CheckoutStep | null, CheckoutStep | undefined][]): StepUrlAction[] {
  let memory: StepUrlMemory = STEP_URL_START
  return renders.map(([machine, url]) => {
    const result = stepUrlAction(memory, machine, url)
    memory = result.memory
    return result.action
  })
}

describe('stepUrlAction', () => {
  it('replaces the entry that opened the checkout with its first step, then adds one entry per step', () => {
    expect(
      replay([
        [null, undefined],
        ['addresses', undefined],
        ['addresses', 'addresses'],
        ['shipping', 'addresses'],
        ['shipping', 'shipping'],
      ]),
    ).toEqual([
      { kind: 'none' },
      { kind: 'write', step: 'addresses', replace: true },
      { kind: 'none' },
      { kind: 'write', step: 'shipping', replace: false },
      { kind: 'none' },
    ])
  })

  it('asks the machine for the step Back or Forward moved the URL to', () => {
    expect(
      replay([
        ['addresses', 'addresses'],
        ['shipping', 'addresses'],
        ['shipping', 'shipping'],
        // Back
        ['shipping', 'addresses'],
        ['addresses', 'addresses'],
        // Forward
        ['addresses', 'shipping'],
        ['shipping', 'shipping'],
      ]),
    ).toEqual([
      { kind: 'none' },
      { kind: 'write', step: 'shipping', replace: false },
      { kind: 'none' },
      { kind: 'ask', step: 'addresses' },
      { kind: 'none' },
      { kind: 'ask', step: 'shipping' },
      { kind: 'none' },
    ])
  })

  it('puts the machine’s step back, replacing the entry, when the machine refuses', () => {
    expect(
      replay([
        ['shipping', 'shipping'],
        ['shipping', 'confirm'],
        // The machine stayed (confirm is not reachable yet): the page asks again for a decision.
        ['shipping', 'confirm'],
        ['shipping', 'shipping'],
      ]),
    ).toEqual([
      { kind: 'none' },
      { kind: 'ask', step: 'confirm' },
      { kind: 'write', step: 'shipping', replace: true },
      { kind: 'none' },
    ])
  })

  it('resumes a reloaded step without a new entry', () => {
    expect(
      replay([
        [null, 'confirm'],
        ['confirm', 'confirm'],
      ]),
    ).toEqual([{ kind: 'none' }, { kind: 'none' }])
  })

  it('replaces a step the URL asked for on opening but the machine could not resume', () => {
    expect(
      replay([
        [null, 'confirm'],
        ['payment', 'confirm'],
      ]),
    ).toEqual([{ kind: 'none' }, { kind: 'write', step: 'payment', replace: true }])
  })
})
