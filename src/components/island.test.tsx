import { act, render, screen } from '@testing-library/react'
import { type ComponentType, type ReactNode, Suspense, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrationContext, island } from './island.tsx'
import { PageHydration } from './page-hydration.ts'

interface CounterProps {
  label: string
}

function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0)
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        pressed {count}
      </button>
      <a href="#elsewhere">elsewhere</a>
    </section>
  )
}

/** The page's hydration, as the browser entry creates it: one per page (here, per file). */
const hydration = new PageHydration(window)

/**
 * Stands for the page's `<body>`, which provides the hydration and answers its probe (React runs the
 * handler only for elements it has hydrated); server and browser render it alike.
 */
function Page({ children }: { children: ReactNode }) {
  return (
    <HydrationContext value={hydration}>
      <div {...hydration.probe}>{children}</div>
    </HydrationContext>
  )
}

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  document.body.innerHTML = ''
})

/**
 * What the server renders for an island (the SSR branch of island()) in a container, hydrated
 * with the island whose code comes from `load`; `props` must be one stable object.
 */
async function hydrateIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  props: P,
  load: () => Promise<ComponentType<P>> = async () => Component,
  live = false,
): Promise<HTMLElement> {
  const Island = island(name, load, { live })
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <Page>
      <div data-island={name}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    </Page>,
  )
  document.body.append(container)
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <Page>
          <Island {...props} />
        </Page>,
      ),
    )
  })
  return container
}

/** A counter island hydrated from server HTML, with its wrapper and the server's button node. */
async function hydrated(name: string, load: () => Promise<typeof Counter>, props: CounterProps) {
  const container = await hydrateIsland(name, Counter, props, load)
  const button = container.querySelector('button')
  const wrapper = container.querySelector(`[data-island="${name}"]`)
  if (!(wrapper instanceof HTMLElement) || !button) throw new Error('no server HTML')
  return { container, wrapper, button }
}

async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

describe('island', () => {
  it('renders in the browser at once when not hydrating (client-side navigation)', async () => {
    const load = vi.fn(async () => Counter)
    const Island = island('fresh', load)
    render(<Island label="Fresh" />)
    expect(await screen.findByRole('heading', { name: 'Fresh' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the server HTML without loading its code until the visitor reaches for it', async () => {
    const load = vi.fn(async () => Counter)
    const props = { label: 'Server' }
    const { wrapper, button } = await hydrated('waits', load, props)
    await settle()
    expect(load).not.toHaveBeenCalled()
    expect(wrapper.dataset.hydrated).toBeUndefined()
    expect(wrapper.querySelector('h2')?.textContent).toBe('Server')

    button.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(wrapper.dataset.hydrated).toBe('')
    // Hydrated, not rendered afresh: the very same DOM node is in the document.
    expect(wrapper.querySelector('button')).toBe(button)
    await act(async () => button.click())
    expect(button.textContent).toBe('pressed 1')
  })

  it('holds a click that comes before the code and replays it on the same element afterwards', async () => {
    const load = vi.fn(async () => Counter)
    const props = { label: 'Early' }
    const { wrapper, button } = await hydrated('held', load, props)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    button.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await settle()
    expect(wrapper.dataset.hydrated).toBe('')
    await vi.waitFor(() => expect(button.textContent).toBe('pressed 1'))
  })

  it('lets a click with a modifier key through (open in a new tab)', async () => {
    const load = vi.fn(async () => Counter)
    const props = { label: 'Modified' }
    const { container } = await hydrated('modified', load, props)
    const link = container.querySelector('a')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    link?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('renders only once its prerequisite (the texts beyond the chrome) has loaded too', async () => {
    let texts = (): void => {}
    hydration.setPrerequisite(() => new Promise<void>((resolve) => (texts = resolve)))
    try {
      const load = vi.fn(async () => Counter)
      const props = { label: 'Texts' }
      const { wrapper, button } = await hydrated('texts', load, props)
      button.dispatchEvent(new Event('pointerover', { bubbles: true }))
      await settle()
      expect(load).toHaveBeenCalledTimes(1)
      expect(wrapper.dataset.hydrated).toBeUndefined()
      texts()
      await settle()
      expect(wrapper.dataset.hydrated).toBe('')
      expect(wrapper.querySelector('button')).toBe(button)
    } finally {
      hydration.setPrerequisite(() => Promise.resolve())
    }
  })

  it('loads every waiting island when a client-side navigation starts', async () => {
    const load = vi.fn(async () => Counter)
    const props = { label: 'Navigation' }
    const { wrapper } = await hydrated('navigation', load, props)
    await settle()
    expect(load).not.toHaveBeenCalled()
    hydration.startAll()
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(wrapper.dataset.hydrated).toBe('')
  })

  it('loads a live island whose code arrived after the actor system had started', async () => {
    // The browser starts the system when idle, which can be before a route's chunk (and the
    // islands it declares) has arrived: such an island must not wait for an intent.
    hydration.startLive()
    const load = vi.fn(async () => Counter)
    const container = await hydrateIsland('late-live', Counter, { label: 'Late' }, load, true)
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector<HTMLElement>('[data-island="late-live"]')?.dataset.hydrated).toBe('')
  })
})

function SearchField() {
  const [term, setTerm] = useState('')
  return (
    <label>
      Term
      <input value={term} onChange={(event) => setTerm(event.target.value)} />
      <output>{term ? `looking for ${term}` : 'nothing yet'}</output>
    </label>
  )
}

/** The header search on a results page: opened with the term searched for; edits are the shopper's. */
function PrefilledSearch() {
  const [term, setTerm] = useState('Sofa')
  const [edits, setEdits] = useState(0)
  return (
    <label>
      Term
      <input
        value={term}
        onChange={(event) => {
          setTerm(event.target.value)
          setEdits((count) => count + 1)
        }}
      />
      <output>{`${term}, edited ${edits} times`}</output>
    </label>
  )
}

describe('island: text typed before hydration', () => {
  it('reaches the component when the text typed is the text the server rendered (cleared, typed again)', async () => {
    const container = await hydrateIsland('retyped', PrefilledSearch, {})
    const field = container.querySelector('input')
    if (!field) throw new Error('no field')
    field.dispatchEvent(new Event('focusin', { bubbles: true }))
    field.value = ''
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.value = 'Sofa'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe('Sofa, edited 1 times'),
    )
    expect(field.value).toBe('Sofa')
  })

  it('keeps text typed once hydrated while the early text still waited for its replay', async () => {
    // A click on an island that is still loading holds the replay queue: the field's early text
    // waits behind it, while the field itself hydrates and is typed into again.
    let release = () => {}
    const counterLoaded = new Promise<void>((resolve) => {
      release = resolve
    })
    const { button } = await hydrated(
      'held-queue',
      async () => {
        await counterLoaded
        return Counter
      },
      { label: 'Queue' },
    )
    const container = await hydrateIsland('typed-twice', SearchField, {})
    const field = container.querySelector('input')
    if (!field) throw new Error('no field')
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
    field.dispatchEvent(new Event('focusin', { bubbles: true }))
    field.value = 'So'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() => expect(container.querySelector('[data-island][data-hydrated]')).not.toBeNull())
    await act(async () => {
      // As the browser types: past React's value tracker on the element.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, 'Sofa')
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(container.querySelector('output')?.textContent).toBe('looking for Sofa')
    await act(async () => release())
    await vi.waitFor(() => expect(button.textContent).toBe('pressed 1'))
    await settle()
    expect(field.value).toBe('Sofa')
    expect(container.querySelector('output')?.textContent).toBe('looking for Sofa')
  })

  it('keeps the text selected that the visitor selected to type over', async () => {
    const container = await hydrateIsland('selected', SearchField, {})
    const field = container.querySelector('input')
    if (!field) throw new Error('no field')
    field.focus()
    field.value = 'So'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    // Selected to be typed over, as a fill does, while the replay waits for the code.
    field.setSelectionRange(0, 2)
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('looking for So'))
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 2])
  })

  it('keeps the caret after the text typed when the field was set back before its replay', async () => {
    // A shopper types "s" while the search's code loads; hydrating the controlled field sets it back
    // to the state's empty value (caret at 0) before the replay runs. The replay must not put the
    // caret before the "s": the rest of "sofa", typed next, came out as "ofas".
    const container = await hydrateIsland('set-back', SearchField, {})
    const field = container.querySelector('input')
    if (!field) throw new Error('no field')
    field.focus()
    field.value = 's'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.value = ''
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('looking for s'))
    expect(field.value).toBe('s')
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1])
  })

  it('reaches the component once it has hydrated', async () => {
    const container = await hydrateIsland('typed', SearchField, {})
    const field = container.querySelector('input')
    if (!field) throw new Error('no field')
    field.dispatchEvent(new Event('focusin', { bubbles: true }))
    field.value = 'Teak'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('looking for Teak'))
    expect(field.value).toBe('Teak')
  })
})

function Controls() {
  const [agreed, setAgreed] = useState(false)
  const [keys, setKeys] = useState<string[]>([])
  return (
    <div>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        Agree
      </label>
      <output>{agreed ? 'agreed' : 'not agreed'}</output>
      <button type="button" onKeyDown={(event) => setKeys((all) => [...all, event.key])}>
        keys: {keys.join(',')}
      </button>
    </div>
  )
}

describe('island: controls used before hydration', () => {
  it('keeps a checkbox ticked before hydration and tells the component afterwards', async () => {
    const container = await hydrateIsland('checkbox', Controls, {})
    const box = container.querySelector('input')
    if (!box) throw new Error('no checkbox')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    box.dispatchEvent(click)
    // The browser's own toggle is not undone: the box shows what the visitor did at once.
    expect(click.defaultPrevented).toBe(false)
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('agreed'))
    expect(box.checked).toBe(true)
  })

  it('replays arrow keys pressed on a control before hydration', async () => {
    const container = await hydrateIsland('keys', Controls, {})
    const button = container.querySelector('button')
    if (!button) throw new Error('no button')
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
    button.dispatchEvent(key)
    expect(key.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(button.textContent).toBe('keys: ArrowRight'))
  })
})

describe('island: values shown before any code ran', () => {
  /** Server HTML of `Component` in an island, with `prepare` run on it before the code hydrates it. */
  async function hydrateAfter(
    name: string,
    Component: ComponentType<object>,
    prepare: (root: HTMLElement) => void,
  ) {
    const Island = island(name, async () => Component)
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Page>
        <div data-island={name}>
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        </div>
      </Page>,
    )
    document.body.append(container)
    prepare(container)
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <Page>
            <Island />
          </Page>,
        ),
      )
    })
    return container
  }

  it('hands an autofilled value (set without any event) to the component, and loads the island for it', async () => {
    const container = await hydrateAfter('autofilled', SearchField, (root) => {
      const field = root.querySelector('input')
      if (field) field.value = 'Teak'
    })
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('looking for Teak'))
    expect(container.querySelector('input')?.value).toBe('Teak')
  })

  it('hands a box ticked before the code ran to the component, once', async () => {
    const container = await hydrateAfter('ticked-early', Controls, (root) => {
      const box = root.querySelector('input')
      if (box) box.checked = true
    })
    act(() => hydration.startAll())
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('agreed'))
    await settle()
    expect(container.querySelector('input')?.checked).toBe(true)
  })

  it('leaves fields alone that show what the server rendered', async () => {
    const container = await hydrateAfter('untouched', SearchField, () => {})
    act(() => hydration.startAll())
    await settle()
    expect(container.querySelector('output')?.textContent).toBe('nothing yet')
  })
})

function SignUp({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('')
  return (
    <div>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="button" onClick={() => onSend(email)}>
        Subscribe
      </button>
    </div>
  )
}

describe('island: acting right after it hydrated', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands text typed before hydration to the component before a click that comes next', async () => {
    // The replay of early text waits for the field's element, polled on a timer (faked here, so it
    // does not fire): a click that reaches the hydrated button before that timer fires must not act
    // on the component's state without the text (the newsletter said the address was missing).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let release = () => {}
    const loaded = new Promise<void>((resolve) => {
      release = resolve
    })
    const sent: string[] = []
    const props = { onSend: (email: string) => sent.push(email) }
    const container = await hydrateIsland('sign-up', SignUp, props, async () => {
      await loaded
      return SignUp
    })
    const field = container.querySelector('input')
    const button = container.querySelector('button')
    if (!field || !button) throw new Error('no form')
    field.dispatchEvent(new Event('focusin', { bubbles: true }))
    field.value = 'ada@example.org'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    // The import starts after the next frame, and the code reaches React after the one after it
    // (./island.tsx): each frame comes, then its task.
    const paint = () =>
      act(async () => {
        // Two frames: the island asks for its frame after this test's first request.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        vi.advanceTimersByTime(0)
      })
    await paint()
    await act(async () => release())
    await paint()
    expect(container.querySelector<HTMLElement>('[data-island]')?.dataset.hydrated).toBe('')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    await act(async () => {
      button.dispatchEvent(click)
    })
    expect(click.defaultPrevented).toBe(false)
    expect(sent).toEqual(['ada@example.org'])
    expect(field.value).toBe('ada@example.org')
    // The poll then finds nothing left (and replays nothing twice); later replays start it afresh.
    await act(async () => vi.runOnlyPendingTimers())
    expect(sent).toEqual(['ada@example.org'])
  })
})

describe('island: its code after the press has painted', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it("keeps a press's mouse and touch down and up inside the waiting island from React's root, and only those", async () => {
    // React's listeners on its root answer a discrete event inside a part it has not hydrated by
    // rendering that part synchronously; a listener on the same root stands for them here. The
    // pointer's down and up go on: React Aria reads the input's modality from them on the document.
    const { container, wrapper, button } = await hydrated('press-kept', async () => Counter, {
      label: 'Kept',
    })
    const outside = document.createElement('button')
    container.append(outside)
    const types = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend']
    const reached: string[] = []
    for (const type of types) {
      container.addEventListener(type, (event) => reached.push(`${type} ${event.target === button}`), true)
    }
    for (const type of types) {
      button.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }))
      outside.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }))
    }
    expect(reached).toEqual([
      'pointerdown true',
      'pointerdown false',
      'mousedown false',
      'touchstart false',
      'pointerup true',
      'pointerup false',
      'mouseup false',
      'touchend false',
    ])
    // The press still started the island's code (the window's own listener for intent ran).
    await settle()
    expect(wrapper.dataset.hydrated).toBe('')
    reached.length = 0
    button.dispatchEvent(new Event('mousedown', { bubbles: true, cancelable: true }))
    expect(reached).toEqual(['mousedown true'])
  })

  it('imports its code after a frame and hydrates only after a frame since the code arrived', async () => {
    // A press inside the waiting island makes React hydrate it synchronously once its code is
    // there: handed over at once, the code's arrival hydrated the whole island before the press's
    // frame; and the import's module preloads ran in the press's task. The frames here are the
    // test's: nothing paints until it says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    let release = () => {}
    const loaded = new Promise<void>((resolve) => {
      release = resolve
    })
    let imported = false
    const container = await hydrateIsland('painted-first', Counter, { label: 'Painted' }, async () => {
      imported = true
      await loaded
      return Counter
    })
    const paint = () =>
      act(async () => {
        for (const frame of frames.splice(0)) frame(performance.now())
        vi.advanceTimersByTime(0)
      })
    const button = container.querySelector('button')
    if (!button) throw new Error('no button')
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    expect(imported).toBe(false)
    await paint()
    expect(imported).toBe(true)
    await act(async () => release())
    const wrapper = container.querySelector<HTMLElement>('[data-island]')
    expect(wrapper?.dataset.hydrated).toBeUndefined()
    await paint()
    expect(wrapper?.dataset.hydrated).toBe('')
  })
})
