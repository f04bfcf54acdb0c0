import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStoreApiClient } from '../../api/index.ts'
import type { CmsElementType, CmsSlotDataMap, CmsSlotOf, UnsupportedCmsSlot } from '../../domain/cms.ts'
import type {
  CmsBlock,
  CmsPage as CmsPageData,
  CmsSection,
  CmsSlot,
  Media,
  ProductSummary,
  SessionContext,
} from '../../domain/types.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { SystemHost } from '../../system/host.ts'
import { renderWithRouter } from '../test-support/render.tsx'
import { ContentPage } from '../content/ContentPage.tsx'
import { CmsPage } from './CmsPage.tsx'
import { firstVisual } from './priority.ts'
import { LCP_ELEMENT_TIMING } from '../media/element-timing.ts'

const media = (id: string): Media => ({
  id,
  url: `/media/${id}.webp`,
  alt: `Alt ${id}`,
  title: null,
  width: 1600,
  height: 1000,
  thumbnails: [{ url: `/media/${id}-400.webp`, width: 400, height: 250 }],
})

const product: ProductSummary = {
  id: 'p'.repeat(32),
  apiAlias: 'product',
  parentId: null,
  name: 'Teak bench Aurora',
  productNumber: 'GW-1',
  description: null,
  seoPathInfo: 'Teak-bench-Aurora/GW-1',
  cover: media('bench'),
  price: { unitPrice: 1299, totalPrice: 1299, listPrice: null, regulationPrice: null, referencePrice: null },
  tiers: [],
  hasPriceRange: false,
  cheapestPrice: null,
  badges: { topseller: false, sale: false, isNew: false },
  available: true,
  ratingAverage: null,
  deliveryTime: null,
}

const slot = <T extends CmsElementType>(
  id: string,
  type: T,
  data: CmsSlotDataMap[T],
  config: CmsSlot['config'] = {},
): CmsSlotOf<T> => ({ id, apiAlias: 'cms_slot', type, slot: 'content', config, data })

const unsupported = (id: string, elementType: string): UnsupportedCmsSlot => ({
  id,
  apiAlias: 'cms_slot',
  type: 'unsupported',
  elementType,
  slot: 'content',
  config: {},
  data: null,
})

const block = (id: string, position: number, slots: CmsSlot[], extra: Partial<CmsBlock> = {}): CmsBlock => ({
  id,
  type: 'custom',
  position,
  sectionPosition: 'main',
  name: null,
  cssClass: null,
  backgroundColor: null,
  backgroundMedia: null,
  backgroundMediaMode: null,
  margins: { top: null, right: null, bottom: null, left: null },
  visibility: { mobile: true, tablet: true, desktop: true },
  slots,
  ...extra,
})

const section = (blocks: CmsBlock[], extra: Partial<CmsSection> = {}): CmsSection => ({
  id: 's1',
  type: 'default',
  position: 0,
  name: null,
  cssClass: 'hero',
  backgroundColor: '#f1ebe1',
  backgroundMedia: null,
  backgroundMediaMode: null,
  sizingMode: 'boxed',
  mobileBehavior: null,
  visibility: { mobile: true, tablet: true, desktop: true },
  blocks,
  ...extra,
})

const page: CmsPageData = {
  id: 'page',
  name: null,
  type: 'landingpage',
  cssClass: null,
  sections: [
    section([
      // Deliberately out of order: positions decide.
      block('b2', 2, [
        slot('img2', 'image', { media: media('second'), url: null, newTab: false }),
        slot('box', 'product-box', { product }),
      ]),
      block('b1', 1, [slot('img1', 'image', { media: media('first'), url: '/Lounge/', newTab: false })], {
        visibility: { mobile: false, tablet: true, desktop: true },
      }),
      block('b3', 3, [
        slot('txt', 'text', { content: '<h1>Made to last</h1><p>Teak <script>alert(1)</script>oiled.</p>' }),
        unsupported('odd', 'acme-3d-viewer'),
      ]),
    ]),
  ],
}

const session = {
  currency: { id: 'c', isoCode: 'EUR', name: 'Euro', symbol: '€', shortName: 'EUR', factor: 1, decimals: 2 },
} as Partial<SessionContext> as SessionContext

async function renderPage(shown: CmsPageData = page) {
  const api = createStoreApiClient({
    baseURL: 'http://store.invalid',
    fetch: () => Promise.reject(new Error('offline')),
  })
  const system = createRootSystem({ api, sessionSnapshot: session })
  return renderWithRouter(() => (
    <SystemProvider system={SystemHost.running(system)}>
      <CmsPage page={shown} />
    </SystemProvider>
  ))
}

afterEach(() => vi.unstubAllEnvs())

describe('CmsPage', () => {
  it('renders blocks by position with visibility classes and section styling', async () => {
    const { container } = await renderPage()
    const blocks = Array.from(container.querySelectorAll('.cms-block'))
    expect(blocks.map((node) => node.querySelector('.cms-slot')?.getAttribute('data-slot'))).toHaveLength(3)
    expect(blocks[0]?.classList.contains('cms-hidden-mobile')).toBe(true)
    const sectionNode = container.querySelector('.cms-section') as HTMLElement
    expect(sectionNode.classList.contains('hero')).toBe(true)
    expect(sectionNode.style.backgroundColor).not.toBe('')
  })

  it('loads only the first image eagerly with high priority, the rest lazily', async () => {
    await renderPage()
    const first = screen.getByRole('img', { name: 'Alt first' })
    const second = screen.getByRole('img', { name: 'Alt second' })
    expect(first.getAttribute('loading')).toBe('eager')
    expect(first.getAttribute('fetchpriority')).toBe('high')
    expect(first.getAttribute('width')).toBe('1600')
    expect(first.getAttribute('srcset')).toBe('/media/first-400.webp 400w, /media/first.webp 1600w')
    expect(second.getAttribute('loading')).toBe('lazy')
    // Chromium reports when the priority image is painted (element timing); no other image is named.
    expect(first.getAttribute('elementtiming')).toBe(LCP_ELEMENT_TIMING)
    expect(second.hasAttribute('elementtiming')).toBe(false)
    expect(screen.getByRole('link', { name: 'Alt first' }).getAttribute('href')).toBe('/Lounge')
    // Only the priority image is preloaded, with the same srcset and sizes as its <img>.
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
    // (React leaves href out when a srcset is given: the browser picks from the srcset.)
    expect(preloads.map((link) => link.getAttribute('imagesrcset'))).toEqual([first.getAttribute('srcset')])
    expect(preloads[0]?.getAttribute('imagesizes')).toBe(first.getAttribute('sizes'))
    expect(preloads[0]?.getAttribute('fetchpriority')).toBe('high')
  })

  it('renders a hero background as the priority <img>, preloaded alone with its srcset and sizes', async () => {
    const hero = block('hero', 0, [slot('t', 'text', { content: '<h1>Hi</h1>' })], {
      backgroundMedia: media('hero'),
      backgroundMediaMode: 'contain',
    })
    const heroSection = section([hero], { id: 'top', sizingMode: 'full_width', backgroundColor: null })
    const withHero = { ...page, sections: [heroSection, { ...page.sections[0]!, position: 1 }] }
    // React hoists preloads into the shared document head: start from an empty one.
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove()
    const { container } = await renderPage(withHero)
    const heroBox = container.querySelector('.cms-block') as HTMLElement
    expect(heroBox.style.backgroundImage).toBe('')
    const image = screen.getByRole('img', { name: 'Alt hero' })
    expect(image.parentElement).toBe(heroBox)
    expect(image.getAttribute('fetchpriority')).toBe('high')
    expect(image.getAttribute('elementtiming')).toBe(LCP_ELEMENT_TIMING)
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.getAttribute('srcset')).toBe('/media/hero-400.webp 400w, /media/hero.webp 1600w')
    expect(image.getAttribute('sizes')).toBe('100vw')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '1000'])
    expect(image.getAttribute('data-fit')).toBe('contain')
    // The first image slot is no longer the priority one: the hero came first.
    expect(screen.getByRole('img', { name: 'Alt first' }).getAttribute('loading')).toBe('lazy')
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
    expect(preloads.map((link) => link.getAttribute('imagesrcset'))).toEqual([image.getAttribute('srcset')])
    expect(preloads[0]?.getAttribute('imagesizes')).toBe('100vw')
  })

  it('renders a product box with link, formatted price and image', async () => {
    await renderPage()
    const link = screen.getByRole('link', { name: 'Teak bench Aurora' })
    expect(link.getAttribute('href')).toBe('/Teak-bench-Aurora/GW-1')
    expect(screen.getByText('€1,299')).toBeTruthy()
  })

  it('sanitises text and demotes its h1 below the page title', async () => {
    const { container } = await renderPage()
    expect(screen.getByRole('heading', { level: 2, name: 'Made to last' })).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(container.textContent).toContain('Teak oiled.')
  })

  it('renders an image slider as a labelled carousel; only its first slide may be the priority image', async () => {
    const sliderPage: CmsPageData = {
      ...page,
      sections: [
        section([
          block('s', 0, [
            slot('slider', 'image-slider', {
              sliderItems: [
                { media: media('slide1'), url: null, newTab: false },
                { media: media('slide2'), url: '/Sale/', newTab: false },
              ],
            }),
          ]),
        ]),
      ],
    }
    const api = createStoreApiClient({
      baseURL: 'http://store.invalid',
      fetch: () => Promise.reject(new Error('offline')),
    })
    const system = createRootSystem({ api, sessionSnapshot: session })
    await renderWithRouter(() => (
      <SystemProvider system={SystemHost.running(system)}>
        <CmsPage page={sliderPage} />
      </SystemProvider>
    ))
    const carousel = screen.getByRole('region', { name: 'Image gallery' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    expect(screen.getByRole('img', { name: 'Alt slide1' }).getAttribute('fetchpriority')).toBe('high')
    expect(screen.getByRole('img', { name: 'Alt slide2' }).getAttribute('loading')).toBe('lazy')
    expect(screen.getByRole('link', { name: 'Alt slide2' }).getAttribute('href')).toBe('/Sale')
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy()
  })

  it('marks unknown elements in development and renders nothing for shoppers', async () => {
    const dev = await renderPage()
    expect(dev.container.querySelector('[data-cms-type="acme-3d-viewer"]')).not.toBeNull()
    dev.unmount()
    vi.stubEnv('DEV', false)
    const prod = await renderPage()
    expect(prod.container.querySelector('[data-cms-type]')).toBeNull()
  })
})

describe('firstVisual', () => {
  it('prefers a hero background that comes before any image slot', () => {
    const hero = block('hero', 0, [slot('t', 'text', { content: '<h1>Hi</h1>' })], {
      backgroundMedia: media('hero'),
    })
    const withHero = { ...page, sections: [section([hero, ...page.sections[0]!.blocks])] }
    expect(firstVisual(withHero)).toEqual({ slotId: null, backgroundOf: 'hero' })
    expect(firstVisual(page)).toEqual({ slotId: 'img1', backgroundOf: null })
  })
})

describe('ContentPage headings', () => {
  async function renderContent(cmsPage: CmsPageData) {
    const api = createStoreApiClient({
      baseURL: 'http://store.invalid',
      fetch: () => Promise.reject(new Error('offline')),
    })
    const system = createRootSystem({ api, sessionSnapshot: session })
    return renderWithRouter(() => (
      <SystemProvider system={SystemHost.running(system)}>
        <ContentPage title="Lounge" cmsPage={cmsPage} />
      </SystemProvider>
    ))
  }

  it('uses the CMS hero h1 as the only h1 when the layout has one', async () => {
    const hero = {
      ...page,
      sections: [section([block('h', 0, [slot('t', 'text', { content: '<h1>At home outdoors</h1>' })])])],
    }
    await renderContent(hero)
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s.map((h) => h.textContent)).toEqual(['At home outdoors'])
  })

  it('keeps the outline in order: no level is skipped after the page title', async () => {
    const teasers = {
      ...page,
      sections: [
        section([
          block('a', 0, [slot('t1', 'text', { content: '<h3 class="t">Lounge</h3>' })]),
          block('b', 1, [
            slot('t2', 'text', { content: '<h4>Teak</h4><h2>About us</h2><h3>Since 1998</h3>' }),
          ]),
        ]),
      ],
    }
    await renderContent(teasers)
    const outline = screen.getAllByRole('heading').map((h) => `${h.tagName}:${h.textContent}`)
    expect(outline).toEqual(['H1:Lounge', 'H2:Lounge', 'H3:Teak', 'H2:About us', 'H3:Since 1998'])
  })

  it('renders its own h1 and demotes CMS headings otherwise', async () => {
    const plain = {
      ...page,
      sections: [section([block('h', 0, [slot('t', 'text', { content: '<h2>Care</h2>' })])])],
    }
    await renderContent(plain)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Lounge'])
    expect(screen.getByRole('heading', { level: 2, name: 'Care' })).toBeTruthy()
  })
})
