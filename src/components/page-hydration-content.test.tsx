import { act } from '@testing-library/react'
import { type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
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
