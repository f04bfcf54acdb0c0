import { act } from '@testing-library/react'
import { type ReactNode, Suspense, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { EARLY_CLICKS_GLOBAL } from '../domain/constants.ts'
import { HydrationContext, island } from './island.tsx'
import { EARLY_CLICKS, PageHydration } from './page-hydration.ts'

// A file of its own: the entry loader's listener must be the first on the window, as in a page,
// where no code of the island runtime has run when it holds a press.

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" aria-label={label} onClick={() => setCount((value) => value + 1)}>
      pressed {count}
    </button>
  )
}

/** The page's hydration, as the browser entry creates it. */
const hydration = new PageHydration(window)

/** Stands for the page's `<body>`, which provides the hydration and answers its probe. */
function Page({ children }: { children: ReactNode }) {
  return (
    <HydrationContext value={hydration}>
      <div {...hydration.probe}>{children}</div>
    </HydrationContext>
  )
}

describe('presses before any of the page’s code ran', () => {
  it('are held by the entry loader and replayed once the island has hydrated; a submit posts natively', async () => {
    const name = 'held-by-loader'
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Page>
        <div data-island={name}>
          <Suspense fallback={null}>
            <Counter label="Keep" />
          </Suspense>
        </div>
      </Page>,
    )
    const form = document.createElement('form')
    form.innerHTML = '<button>Send</button>'
    document.body.append(container, form)
    // The entry loader's code, as the page runs it at the end of the body.
    new Function('d', 'w', EARLY_CLICKS)(document, window)

    const button = container.querySelector('button')
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    button?.dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true)
    // A press with a modifier (a new tab …) and a form's submit button are the browser's.
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    button?.dispatchEvent(modified)
    expect(modified.defaultPrevented).toBe(false)
    const submit = form.querySelector('button')
    // (jsdom cannot submit a form: this listener stops it, after the loader's has run.)
    submit?.addEventListener('click', (event) => event.preventDefault(), { once: true })
    const send = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    submit?.dispatchEvent(send)
    expect(send.cancelBubble).toBe(false)

    // The entry takes the presses over, then the page hydrates.
    hydration.holdEarlyInput()
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL]).toBeUndefined()
    const load = vi.fn(async () => Counter)
    const Island = island(name, load)
    const props = { label: 'Keep' }
    await act(async () => {
      hydrateRoot(
        container,
        <Page>
          <Island {...props} />
        </Page>,
      )
    })
    expect(load).not.toHaveBeenCalled()
    act(() => hydration.documentHasHydrated())
    await vi.waitFor(() => expect(button?.textContent).toBe('pressed 1'))
    expect(load).toHaveBeenCalledTimes(1)
    // The very node the visitor pressed, hydrated: pressed once, not twice.
    expect(container.querySelector('button')).toBe(button)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(button?.textContent).toBe('pressed 1')
  })
})
