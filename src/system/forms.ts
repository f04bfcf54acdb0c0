// The form actors of the components that show a form (CMS contact and newsletter forms, the product
// review form): one actor per mounted form, created with its real Store API actors, so features
// never import a machine. Loads XState and the form machines: only the form components import it,
// and they load on demand.

import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { type AnyActorRef, createActor } from 'xstate'
import type { StoreApi } from '../api/index.ts'
import {
  bindCmsForm,
  bindReviewForm,
  type CmsFormTarget,
  cmsFormOnSystem,
  reviewFormOnSystem,
} from './actors/forms.ts'

export type { CmsFormTarget }

export interface FormTargets {
  cms: CmsFormTarget
  review: { productId: string }
}

type FormMachine<K extends keyof FormTargets> = K extends 'cms'
  ? typeof cmsFormOnSystem
  : typeof reviewFormOnSystem

const machines = { cms: cmsFormOnSystem, review: reviewFormOnSystem }

/** Decided once per runtime, so every render of a component calls the same hooks. */
const ON_SERVER = typeof window === 'undefined'

/**
 * On the server, one never-started actor per kind of form for the whole process: a server render
 * only reads the initial state (what the browser's actor starts in, so hydration matches), and
 * making an actor per form per render (the footer's newsletter form is on every page) computed that
 * state afresh each time. Nothing is ever sent to it: events come from interactions and effects,
 * neither of which a server render has; `send` is a no-op there all the same.
 */
const serverForms = new Map<keyof FormTargets, AnyActorRef>()

function useServerFormMachine<K extends keyof FormTargets>(
  kind: K,
  _api: StoreApi,
  _target: FormTargets[K],
): ReturnType<typeof useBrowserFormMachine<K>> {
  let actor = serverForms.get(kind)
  if (!actor) {
    actor = createActor(machines[kind] as FormMachine<K>)
    serverForms.set(kind, actor)
  }
  const form = actor as ReturnType<typeof createActor<FormMachine<K>>>
  const send: typeof form.send = () => {}
  return [form.getSnapshot(), send, form]
}

/**
 * `[state, send, actor]` of a form of `kind` sent to `target`. The actor lives as long as the
 * component; it submits with the latest `api` and target, bound to the actor rather than provided
 * into the machine (the machines are provided once per process, src/system/actors/forms.ts).
 * They are bound after the actor started, in an effect: a submit needs an interaction, which only
 * comes after the effects ran; a server render never starts the actor at all.
 */
export const useFormMachine: typeof useBrowserFormMachine = ON_SERVER
  ? useServerFormMachine
  : useBrowserFormMachine

function useBrowserFormMachine<K extends keyof FormTargets>(kind: K, api: StoreApi, target: FormTargets[K]) {
  // Targets are plain data: compared by value, so a new object with the same fields binds nothing new.
  const key = JSON.stringify(target)
  // `kind` picks the machine; TypeScript cannot follow that through the generic.
  const result = useMachine(machines[kind] as FormMachine<K>)
  const system = result[2].system
  useEffect(() => {
    if (kind === 'cms') bindCmsForm(system, { api, target: JSON.parse(key) as CmsFormTarget })
    else bindReviewForm(system, { api, productId: (JSON.parse(key) as FormTargets['review']).productId })
  }, [kind, system, api, key])
  return result
}
