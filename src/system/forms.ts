// The form actors of the components that show a form (CMS contact and newsletter forms, the product
// review form): one actor per mounted form, created with its real Store API actors, so features
// never import a machine. Loads XState and the form machines: only the form components import it,
// and they load on demand.

import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import type { StoreApi } from '../api/index.ts'
import { type CmsFormTarget, cmsFormWithApi, reviewFormWithApi } from './actors/forms.ts'

export type { CmsFormTarget }

type CmsFormMachine = ReturnType<typeof cmsFormWithApi>
type ReviewFormMachine = ReturnType<typeof reviewFormWithApi>

export interface FormTargets {
  cms: CmsFormTarget
  review: { productId: string }
}

type FormMachine<K extends keyof FormTargets> = K extends 'cms' ? CmsFormMachine : ReviewFormMachine

function formMachine<K extends keyof FormTargets>(
  kind: K,
  api: StoreApi,
  target: FormTargets[K],
): FormMachine<K> {
  // The union of targets is narrowed by `kind`; TypeScript cannot follow it through the generic.
  if (kind === 'cms') return cmsFormWithApi(api, target as CmsFormTarget) as FormMachine<K>
  return reviewFormWithApi(api, (target as FormTargets['review']).productId) as FormMachine<K>
}

/**
 * `[state, send, actor]` of a form of `kind` sent to `target`. The actor lives as long as the
 * component; a new target (another page's slot, another product) gives a new machine.
 */
export function useFormMachine<K extends keyof FormTargets>(kind: K, api: StoreApi, target: FormTargets[K]) {
  // Targets are plain data: compared by value, so a new object with the same fields keeps the actor.
  const key = JSON.stringify(target)
  const machine = useMemo(() => formMachine(kind, api, JSON.parse(key) as FormTargets[K]), [kind, api, key])
  return useMachine(machine as FormMachine<K>)
}
