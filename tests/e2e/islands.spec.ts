import type { Page } from '@playwright/test'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'
import { StorefrontPage } from '../pages/storefront-page.ts'

// Islands (src/components/island.tsx): the page content and the header's menus keep their server
// HTML until the visitor reaches for them; then they hydrate (the same DOM nodes, not a new render),
// and whatever the visitor did meanwhile is not lost.

const SHOP_EN = origin('shop', 'en.localhost')
const CATEGORY = '/Garden-tables/Dining-tables'

/** Script URLs the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** Marks every element of the page content, to tell hydration (kept) from a new render (lost). */
async function markPageContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nodes = document.querySelectorAll('[data-island="page"] *')
    for (const node of nodes) node.setAttribute('data-server-node', '')
    return nodes.length
  })
}

test.describe('islands', () => {
  test('the page content hydrates on intent, keeping the server-rendered nodes', async ({ openPage }) => {
    const page = await openPage({ acceptLanguage: 'en-GB,en;q=0.9' })
    const shop = new StorefrontPage(page)
    const scripts = recordScripts(page)
    await shop.goto(`${SHOP_EN}${CATEGORY}`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const island = page.locator('[data-island="page"]')
    // Rendered, but its code is not there yet: nothing has asked for it.
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(island).not.toHaveAttribute('data-hydrated')
    const before = scripts.length
    const marked = await markPageContent(page)
    expect(marked).toBeGreaterThan(50)

    await shop.main.getByRole('heading', { level: 1 }).hover()
    await expect(island).toHaveAttribute('data-hydrated', '')
    expect(scripts.length, 'the page content loads its code on intent').toBeGreaterThan(before)
    // Hydrated, not rendered afresh: every marked node is still in the document.
    expect(await page.locator('[data-island="page"] [data-server-node]').count()).toBe(marked)
    await expectAccessible(page)
  })

  test('a link in the content leads on at once, before the content’s code has loaded', async ({
    openPage,
  }) => {
    const page = await openPage({ acceptLanguage: 'en-GB,en;q=0.9' })
    const shop = new StorefrontPage(page)
    // Slow down the page content's code: the click certainly comes first.
    await page.route(/\/assets\/catch-all-content-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await shop.goto(`${SHOP_EN}${CATEGORY}`)
    await waitForHydration(page)
    const island = page.locator('[data-island="page"]')
    await expectAccessible(page)
    await expect(island).not.toHaveAttribute('data-hydrated')
    const url = page.url()
    // A category is a document page: a product card's link is a plain link, followed by the browser
    // (a page load the shared page cache answers), not held until the code is there.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''))
    const firstProduct = shop.main.locator('.product-card :is(h2, h3) > a').first()
    const name = (await firstProduct.textContent())?.trim() ?? ''
    await firstProduct.click()
    await expect(page).not.toHaveURL(url)
    await expect(shop.main.getByRole('heading', { level: 1 })).toContainText(name)
    await expect(page.locator('html')).not.toHaveAttribute('data-same-document', '')
    await expect(page.locator('html')).toHaveAttribute('data-page', 'document')
    await expectAccessible(page)
  })

  test('hydrated islands keep the ids the server gave them, and a re-mounted field keeps its label', async ({
    openPage,
  }) => {
    const page = await openPage({ acceptLanguage: 'en-GB,en;q=0.9' })
    const shop = new StorefrontPage(page)
    await shop.goto(`${SHOP_EN}${CATEGORY}`)
    await waitForHydration(page)
    await expectAccessible(page)
    await shop.main.getByRole('heading', { level: 1 }).hover()
    await page.locator('header form[role="search"] input').hover()
    await expect(page.locator('[data-island="page"]')).toHaveAttribute('data-hydrated', '')
    await expect(page.locator('[data-island="search"]')).toHaveAttribute('data-hydrated', '')
    // React derives useId from the position in the tree: had the server's island one child less
    // than the browser's, every hydrated id would differ from the one React holds, and the first
    // re-render of a field would give it React's id while its label still names the server's.
    expect(await brokenIdReferences(page)).toEqual([])
    // The sorting select is mounted anew for each order: it must still be named by its label.
    await shop.main.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL(/order=price-asc/)
    await expect(shop.main.getByLabel('Sort by')).toHaveValue('price-asc')
    expect(await brokenIdReferences(page)).toEqual([])
    await expectAccessible(page)
  })
})

/**
 * Labels and ARIA references in hydrated islands that name an id no element has (after a re-render,
 * a field whose id React derived differently from the server's shows React's).
 */
function brokenIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        ['label[for]', '[aria-labelledby]', '[aria-describedby]', '[aria-controls]']
          .map((selector) => `[data-island][data-hydrated] ${selector}`)
          .join(', '),
      ),
    ].flatMap((element) => {
      const ids =
        element instanceof HTMLLabelElement
          ? [element.htmlFor]
          : ['aria-labelledby', 'aria-describedby', 'aria-controls'].flatMap((name) =>
              (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
            )
      return ids
        .filter((id) => document.getElementById(id) === null)
        .map((id) => `${element.tagName.toLowerCase()} → #${id}`)
    }),
  )
}
