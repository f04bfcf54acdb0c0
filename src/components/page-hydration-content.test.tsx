import { act } from '@testing-library/react'
import { type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { HydrationBoundary } from '../features/layout/hydration-boundary.tsx'
import { HydrationContext } from './island.tsx'
import { PageHydration } from './page-hydration.ts'

// The document has hydrated only when the page's content has: a route or lazily loaded element
// below the chrome suspends once while hydrating, and React hydrates that boundary in a later
// commit than the root's. Until then `<html data-hydrated>` is not set and contentHydrated() waits
// (the browser entry holds client-side navigations on it).

function Content() {
  return <p>The page's content</p>
}

function Document({ hydration, children }: { hydration: PageHydration; children: ReactNode }) {
  useLayoutEffect(() => hydration.documentHasHydrated(), [hydration])
  return (
    <div {...hydration.probe}>
      <header>
        <button type="button">chrome</button>
      </header>
      <main>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
    </div>
  )
}

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrated
})

async function hydrate(hydration: PageHydration, Page: ComponentType): Promise<void> {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <Document hydration={hydration}>
      <Content />
    </Document>,
  )
  document.body.append(container)
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <Document hydration={hydration}>
          <Page />
        </Document>,
      ),
    )
  })
}

const frames = (count: number) => new Promise((resolve) => setTimeout(resolve, 20 * count))

describe('PageHydration: the document has hydrated when its content has', () => {
  it('waits for a content boundary that hydrates after the root', async () => {
    const hydration = new PageHydration(window)
    let arrive: (component: { default: ComponentType }) => void = () => {}
    const Late = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve
        }),
    )
    let settled = false
    void hydration.contentHydrated().then(() => {
      settled = true
    })
    await hydrate(hydration, Late)
    await act(() => frames(3))
    expect(document.documentElement.dataset.hydrated).toBeUndefined()
    expect(settled).toBe(false)

    await act(async () => {
      arrive({ default: Content })
      await frames(3)
    })
    // React hydrates the resumed boundary on a later task (a retry), then the next look sees it.
    await act(() => frames(5))
    expect(document.querySelector('main p')?.textContent).toBe("The page's content")
    expect(document.documentElement.dataset.hydrated).toBe('')
    expect(settled).toBe(true)
  })

  it('says so at once when the content hydrated with the root', async () => {
    const hydration = new PageHydration(window)
    await hydrate(hydration, Content)
    await act(() => frames(2))
    expect(document.documentElement.dataset.hydrated).toBe('')
    await expect(hydration.contentHydrated()).resolves.toBeUndefined()
  })
})

/** A search field in the site header, as the chrome's header search shows it (a controlled field). */
function HeaderField() {
  const [term, setTerm] = useState('')
  return (
    <label>
      Search
      <input value={term} onChange={(event) => setTerm(event.target.value)} />
      <output>{term}</output>
    </label>
  )
}

/** The chrome as src/features/layout/DefaultLayout.tsx hydrates it: header and content boundaries. */
function Chrome({ hydration, header }: { hydration: PageHydration; header: ReactNode }) {
  useLayoutEffect(() => hydration.documentHasHydrated(), [hydration])
  return (
    <HydrationContext value={hydration}>
      <div {...hydration.probe}>
        <header className="site-header">
          <HydrationBoundary>{header}</HydrationBoundary>
        </header>
        <main>
          <HydrationBoundary>
            <Content />
          </HydrationBoundary>
        </main>
      </div>
    </HydrationContext>
  )
}

describe('PageHydration: the header and the content hydrate after the root', () => {
  it('counts the document hydrated once the header has too, and hands it what was typed before', async () => {
    const hydration = new PageHydration(window)
    hydration.holdEarlyInput()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Chrome hydration={hydration} header={<HeaderField />} />)
    document.body.append(container)
    const field = container.querySelector('input')
    if (!field) throw new Error('no field')
    // Typed before any of the page's code ran: React never saw it.
    field.value = 'Sofa'

    let arrive: (component: { default: ComponentType }) => void = () => {}
    const LateField = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve
        }),
    )
    await act(async () => {
      roots.push(hydrateRoot(container, <Chrome hydration={hydration} header={<LateField />} />))
    })
    await act(() => frames(3))
    // The content has hydrated, the header's code has not arrived: the document waits for it.
    expect(document.documentElement.dataset.hydrated).toBeUndefined()
    expect(container.querySelector('output')?.textContent).toBe('')

    await act(async () => {
      arrive({ default: HeaderField })
      await frames(3)
    })
    await act(() => frames(3))
    expect(document.documentElement.dataset.hydrated).toBe('')
    // The component took the text shown before it hydrated, and the field still shows it.
    expect(container.querySelector('output')?.textContent).toBe('Sofa')
    expect(field.value).toBe('Sofa')
  })
})
