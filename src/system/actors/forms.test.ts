import { createActor, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { StoreApi } from '../../api/index.ts'
import type { FormValues } from '../../domain/forms.ts'
import { bindCmsForm, type CmsFormTarget, cmsFormOnSystem } from './forms.ts'

function recordingForms(sent: unknown[]): Pick<StoreApi, 'forms'> {
  const forms = {
    sendContact: async (body: unknown) => {
      sent.push(body)
    },
    subscribeNewsletter: async (body: unknown) => {
      sent.push(body)
    },
    unsubscribeNewsletter: async (email: string) => {
      sent.push(email)
    },
  }
  return { forms: forms as unknown as StoreApi['forms'] }
}

const VALUES: FormValues = { email: 'ada@example.com' }

describe('form machines provided once per process', () => {
  it('each actor submits with the client and target bound to its own system', async () => {
    const sent: unknown[] = []
    const api = recordingForms(sent)
    const targets: CmsFormTarget[] = [
      { kind: 'newsletter', storefrontUrl: 'http://a.example' },
      { kind: 'newsletter', storefrontUrl: 'http://b.example' },
    ]
    const actors = targets.map((target) => {
      const actor = createActor(cmsFormOnSystem)
      bindCmsForm(actor.system, { api, target })
      return actor.start()
    })
    for (const actor of actors) {
      actor.send({ type: 'form.submit', values: VALUES })
      await waitFor(actor, (snapshot) => snapshot.matches('sent'))
    }
    expect(sent).toEqual([
      expect.objectContaining({ email: 'ada@example.com', storefrontUrl: 'http://a.example' }),
      expect.objectContaining({ email: 'ada@example.com', storefrontUrl: 'http://b.example' }),
    ])
  })

  it('an actor without bound ports fails the submit instead of sending anything', async () => {
    const actor = createActor(cmsFormOnSystem).start()
    actor.send({ type: 'form.submit', values: VALUES })
    const snapshot = await waitFor(actor, (state) => state.context.failure !== null)
    expect(snapshot.value).toBe('editing')
    expect(snapshot.context.failure?.kind).toBe('failed')
  })
})
