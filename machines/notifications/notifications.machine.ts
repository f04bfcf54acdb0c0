// Toast notifications: pushed by anyone (UI hooks, other actors), dismissed by the visitor or
// expired after NOTIFICATION_TIMEOUT_MS unless persistent. Ids come from the sender (the browser
// hook uses crypto.randomUUID), never from inside the machine. The UI announces them (aria-live).

import { assertEvent, assign, cancel, enqueueActions, setup } from 'xstate'
import {
  NOTIFICATION_TIMEOUT_MS,
  type Notification,
  type NotificationType,
} from '../../src/domain/notifications.ts'

export interface NotificationInput {
  id: string
  type: NotificationType
  message: string
  persistent?: boolean
}

export type NotificationsEvent =
  | { type: 'notifications.push'; notification: NotificationInput }
  | { type: 'notifications.dismiss'; id: string }
  /** Raised by the machine itself when a toast's timeout elapses. */
  | { type: 'notifications.expire'; id: string }
  | { type: 'notifications.clear' }

export interface NotificationsContext {
  /** Oldest first. */
  items: Notification[]
}

/** Id of the delayed expiry of one toast, so a manual dismiss can cancel it. */
export const expiryId = (id: string) => `notifications.expire:${id}`

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  delays: {
    notificationTimeout: NOTIFICATION_TIMEOUT_MS,
  },
  guards: {
    // A second push with a known id is a duplicate (e.g. a double click) and is ignored.
    isNew: ({ context, event }) => {
      assertEvent(event, 'notifications.push')
      return !context.items.some((item) => item.id === event.notification.id)
    },
    isShown: ({ context, event }) => {
      assertEvent(event, ['notifications.dismiss', 'notifications.expire'])
      return context.items.some((item) => item.id === event.id)
    },
  },
  actions: {
    add: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'notifications.push')
        return [
          ...context.items,
          { ...event.notification, persistent: event.notification.persistent ?? false },
        ]
      },
    }),
    scheduleExpiry: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'notifications.push')
      if (event.notification.persistent) return
      const { id } = event.notification
      enqueue.raise({ type: 'notifications.expire', id }, { id: expiryId(id), delay: 'notificationTimeout' })
    }),
    remove: assign({
      items: ({ context, event }) => {
        assertEvent(event, ['notifications.dismiss', 'notifications.expire'])
        return context.items.filter((item) => item.id !== event.id)
      },
    }),
    cancelExpiry: cancel(({ event }) => {
      assertEvent(event, 'notifications.dismiss')
      return expiryId(event.id)
    }),
    cancelAll: enqueueActions(({ enqueue, context }) => {
      for (const item of context.items) enqueue.cancel(expiryId(item.id))
    }),
    removeAll: assign({ items: [] }),
  },
}).createMachine({
  id: 'notifications',
  context: { items: [] },
  initial: 'active',
  states: {
    active: {
      on: {
        'notifications.push': { guard: 'isNew', actions: ['add', 'scheduleExpiry'] },
        'notifications.dismiss': { guard: 'isShown', actions: ['cancelExpiry', 'remove'] },
        'notifications.expire': { guard: 'isShown', actions: 'remove' },
        'notifications.clear': { actions: ['cancelAll', 'removeAll'] },
      },
    },
  },
})
