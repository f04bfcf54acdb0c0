import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { NOTIFICATION_TIMEOUT_MS } from '../../src/domain/notifications.ts'
import { notificationsMachine } from './notifications.machine.ts'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(notificationsMachine, { clock }).start()
  const ids = () => actor.getSnapshot().context.items.map((item) => item.id)
  return { actor, clock, ids }
}

describe('notifications machine', () => {
  it('shows a pushed notification and removes it after 2500 ms', () => {
    const { actor, clock, ids } = start()

    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'success', message: 'Saved' } })

    expect(actor.getSnapshot().context.items).toEqual([
      { id: 'a', type: 'success', message: 'Saved', persistent: false },
    ])
    clock.increment(NOTIFICATION_TIMEOUT_MS - 1)
    expect(ids()).toEqual(['a'])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('keeps persistent notifications until dismissed', () => {
    const { actor, clock, ids } = start()

    actor.send({
      type: 'notifications.push',
      notification: { id: 'p', type: 'danger', message: 'Payment failed', persistent: true },
    })
    clock.increment(NOTIFICATION_TIMEOUT_MS * 10)
    expect(ids()).toEqual(['p'])

    actor.send({ type: 'notifications.dismiss', id: 'p' })
    expect(ids()).toEqual([])
  })

  it('expires each notification on its own timer', () => {
    const { actor, clock, ids } = start()

    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'info', message: 'A' } })
    clock.increment(1000)
    actor.send({ type: 'notifications.push', notification: { id: 'b', type: 'warning', message: 'B' } })
    clock.increment(1500)
    expect(ids()).toEqual(['b'])
    clock.increment(1000)
    expect(ids()).toEqual([])
  })

  it('cancels the timer of a dismissed notification (a re-pushed id gets a fresh timeout)', () => {
    const { actor, clock, ids } = start()

    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'info', message: 'A' } })
    clock.increment(2000)
    actor.send({ type: 'notifications.dismiss', id: 'a' })
    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'info', message: 'A again' } })
    clock.increment(600)
    expect(ids()).toEqual(['a'])
    clock.increment(1900)
    expect(ids()).toEqual([])
  })

  it('ignores a duplicate id and dismissing an unknown id', () => {
    const { actor, ids } = start()

    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'info', message: 'A' } })
    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'danger', message: 'other' } })
    actor.send({ type: 'notifications.dismiss', id: 'zzz' })

    expect(ids()).toEqual(['a'])
    expect(actor.getSnapshot().context.items[0]?.message).toBe('A')
  })

  it('clears everything, including pending timers', () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'info', message: 'A' } })
    actor.send({
      type: 'notifications.push',
      notification: { id: 'b', type: 'info', message: 'B', persistent: true },
    })

    actor.send({ type: 'notifications.clear' })
    actor.send({ type: 'notifications.push', notification: { id: 'a', type: 'info', message: 'A2' } })
    clock.increment(NOTIFICATION_TIMEOUT_MS - 1)

    expect(ids()).toEqual(['a'])
  })
})
