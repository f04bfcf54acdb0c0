import { type FormEvent, type MouseEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A field of the listing's forms, found again in its remounted copy by name (and a box's value); or
 * the place of a link that removes itself (an active filter's chip): the link now there, else the
 * root's heading.
 */
type FieldKey = { name: string; value: string | null } | { link: number }

type KeptField = HTMLInputElement | HTMLSelectElement | HTMLButtonElement

export interface KeptFocus<T extends HTMLElement> {
  /** The element around the remounted fields. */
  root: RefObject<T | null>
  /**
   * For the root's change and submit events (React's bubble there): notes the field the shopper
   * used, the submitter of a submit.
   */
  keep: (event: FormEvent<T>) => void
  /** For the root's clicks: notes the place of a link (a chip that removes its filter). */
  keepLink: (event: MouseEvent<T>) => void
}

/**
 * Keeps the keyboard's place when the listing shows a new state. The filter form and the toolbar's
 * selects are remounted when the URL's state changes (their `key`), so that they show it after back
 * and forward too; the field the shopper had just changed (Space on a box, an arrow key on a select,
 * Enter in a price) was then removed with the focus in it, and the focus fell back to `<body>`: the
 * next Tab started at the top of the page and a screen reader lost its place. Once the listing
 * shown changes (`shown`, the remount's key), the new copy of that field gets the focus back, unless
 * the shopper has put it somewhere else meanwhile. An active filter's chip (or "Reset all filters")
 * goes away with its filter: the focus goes to the link now in its place, else to the heading.
 */
export function useKeptFocus<T extends HTMLElement>(shown: string): KeptFocus<T> {
  const root = useRef<T>(null)
  const kept = useRef<FieldKey | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the listing shown changes
  useLayoutEffect(() => {
    const wanted = kept.current
    const scope = root.current
    kept.current = null
    if (!wanted || !scope) return
    const { activeElement, body } = scope.ownerDocument
    if (activeElement !== null && activeElement !== body) return
    if ('link' in wanted) {
      const next = scope.querySelectorAll('a[href]')[wanted.link] ?? scope.querySelector('h2[tabindex="-1"]')
      if (next instanceof HTMLElement) next.focus({ preventScroll: true })
      return
    }
    const fields = scope.querySelectorAll<KeptField>('input[name], select[name], button[type="submit"]')
    const field = [...fields].find(
      (candidate) =>
        candidate.name === wanted.name && (wanted.value === null || candidate.value === wanted.value),
    )
    field?.focus({ preventScroll: true })
  }, [shown])
  const keep = useCallback((event: FormEvent<T>) => {
    const { nativeEvent } = event
    const target = 'submitter' in nativeEvent ? (nativeEvent as SubmitEvent).submitter : event.target
    if (
      !(
        target instanceof HTMLInputElement ||
        target instanceof HTMLSelectElement ||
        target instanceof HTMLButtonElement
      )
    ) {
      return
    }
    // Enter in a price field submits the form: the field has the focus, not the submitter.
    const focused = target.ownerDocument.activeElement
    const field = focused instanceof HTMLInputElement && focused.form === target.form ? focused : target
    const box = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    kept.current = { name: field.name, value: box ? field.value : null }
  }, [])
  const keepLink = useCallback((event: MouseEvent<T>) => {
    const scope = root.current
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!scope || !link) return
    kept.current = { link: [...scope.querySelectorAll('a[href]')].indexOf(link) }
  }, [])
  return { root, keep, keepLink }
}
