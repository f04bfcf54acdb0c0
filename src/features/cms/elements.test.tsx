import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CmsElementType, CmsSlotDataMap, CmsSlotOf } from '../../domain/cms.ts'
import type { Media, NavigationEntry } from '../../domain/types.ts'
import { openingHoursRows } from '../content/opening-hours.ts'
import { SHOWROOM } from '../content/showroom.ts'
import { ShowroomMap } from '../content/ShowroomMap.tsx'
import { renderWithRouter } from '../test-support/render.tsx'
import { CmsElement } from './CmsElement.tsx'
import { CmsImageGallery } from './elements/CmsImageGallery.tsx'
import { CmsVimeo, CmsYouTube } from './elements/CmsVideo.tsx'
import { vimeoEmbed, vimeoId, youtubeEmbed, youtubeId } from './video.ts'

const slot = <T extends CmsElementType>(
  type: T,
  config: Record<string, unknown>,
  data: CmsSlotDataMap[T] | null = null,
): CmsSlotOf<T> => ({
  id: `${type}-slot`,
  apiAlias: 'cms_slot',
  type,
  slot: 'content',
  config: Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, { source: 'static', value }]),
  ),
  // Only types whose data may be null are built without data here.
  data: data as CmsSlotDataMap[T],
})

const media = (id: string, width = 1200, height = 800): Media => ({
  id,
  url: `/media/${id}.webp`,
  alt: `Alt ${id}`,
  title: null,
  width,
  height,
  thumbnails: [{ url: `/media/${id}-400.webp`, width: 400, height: Math.round((400 * height) / width) }],
})

describe('video ids and players', () => {
  it.each([
    ['aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://evil.example/watch?v=aqz-KE-bpKQ', null],
    ['aqz-KE-bpKQ"><script>', null],
    [42, null],
  ])('youtubeId(%s) = %s', (raw, id) => {
    expect(youtubeId(raw)).toBe(id)
  })

  it.each([
    ['1084537', '1084537'],
    ['https://vimeo.com/1084537', '1084537'],
    ['https://player.vimeo.com/video/1084537?h=x', '1084537'],
    ['https://vimeo.evil.example/1084537', null],
    ['javascript:alert(1)', null],
  ])('vimeoId(%s) = %s', (raw, id) => {
    expect(vimeoId(raw)).toBe(id)
  })

  it('builds a no-cookie YouTube player with start, end, controls and loop', () => {
    const embed = youtubeEmbed(
      slot('youtube-video', { videoID: 'aqz-KE-bpKQ', start: '10', end: 5, showControls: false, loop: true }),
    )
    expect(embed?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&playsinline=1&start=10&controls=0&loop=1&playlist=aqz-KE-bpKQ',
    )
    expect(embed?.watchUrl).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ')
  })

  it('builds a Vimeo player with do-not-track and the configured colour', () => {
    const embed = vimeoEmbed(
      slot('vimeo-video', { videoID: '1084537', color: '#4f6b46', byLine: false, mute: true }),
    )
    expect(embed?.embedUrl).toBe(
      'https://player.vimeo.com/video/1084537?autoplay=1&dnt=1&byline=0&muted=1&color=4f6b46',
    )
  })
})

describe('video elements in privacy mode', () => {
  it('requests nothing from YouTube until play is pressed, then shows the player in place', async () => {
    const view = await renderWithRouter(() => (
      <CmsYouTube slot={slot('youtube-video', { videoID: 'aqz-KE-bpKQ', iframeTitle: 'Workshop film' })} />
    ))
    expect(view.container.querySelector('iframe, script, img')).toBeNull()
    // The only reference to the host is a plain link (no request until followed).
    const sources = [...view.container.querySelectorAll('[src]')].map((node) => node.getAttribute('src'))
    expect(sources).toEqual([])
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Workshop film' }))
    const frame = view.container.querySelector('iframe')
    expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/,
    )
    expect(frame?.getAttribute('title')).toBe('Workshop film')
  })

  it('shows the preview image the Store API resolved, and nothing for an invalid id', async () => {
    const view = await renderWithRouter(() => (
      <>
        <CmsVimeo slot={slot('vimeo-video', { videoID: '1084537' }, { previewMedia: media('poster') })} />
        <CmsVimeo slot={slot('vimeo-video', { videoID: 'not-a-video' })} />
      </>
    ))
    expect(view.container.querySelectorAll('.cms-video')).toHaveLength(1)
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/media/poster.webp')
    expect(screen.getByRole('button', { name: 'Play video: Video' })).toBeTruthy()
  })
})

describe('image gallery', () => {
  const data = {
    sliderItems: [media('a'), media('b', 800, 800), media('c')].map((m) => ({
      media: m,
      url: null,
      newTab: false,
    })),
  }

  it('shows one image in a fixed-ratio stage and switches with the thumbnails', async () => {
    const view = await renderWithRouter(() => (
      <CmsImageGallery slot={slot('image-gallery', {}, data)} sizes="100vw" />
    ))
    const stage = view.container.querySelector<HTMLElement>('.cms-gallery__stage')
    expect(stage?.style.aspectRatio).toBe('1200 / 800')
    expect(stage?.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp')
    const second = screen.getByRole('link', { name: 'Show image 2 of 3' })
    expect(second.getAttribute('href')).toBe('/media/b.webp')
    fireEvent.click(second)
    expect(stage?.querySelector('img')?.getAttribute('src')).toBe('/media/b.webp')
    expect(second.getAttribute('aria-current')).toBe('true')
    expect(stage?.style.aspectRatio).toBe('1200 / 800')
  })
})

describe('showroom', () => {
  it('groups opening hours by day ranges with closed days', () => {
    expect(openingHoursRows('en-GB', SHOWROOM.hours)).toEqual([
      { days: 'Monday – Friday', hours: { opens: '10:00', closes: '19:00' } },
      { days: 'Saturday', hours: { opens: '10:00', closes: '18:00' } },
      { days: 'Sunday', hours: null },
    ])
    expect(openingHoursRows('de-DE', SHOWROOM.hours)[0]?.days).toBe('Montag – Freitag')
  })

  it('without a maps key shows the static fallback and an external directions link, and loads no script', async () => {
    const view = await renderWithRouter(() => <ShowroomMap />)
    expect(view.container.querySelector('[data-map="static"]')).not.toBeNull()
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull()
    const directions = screen.getByRole('link', { name: 'Get directions (opens Google Maps)' })
    expect(directions.getAttribute('href')).toContain('https://www.google.com/maps/dir/?api=1&destination=')
    expect(screen.getByRole('table', { name: 'Opening hours' })).toBeTruthy()
    const ld = JSON.parse(
      view.container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    )
    expect(ld).toMatchObject({ '@type': 'FurnitureStore', address: { streetAddress: 'Große Elbstraße 84' } })
  })
})

describe('maps script', () => {
  it('asks for the places library and the weekly version in the page language', async () => {
    const { mapsScriptUrl } = await import('../content/maps-config.ts')
    const url = new URL(mapsScriptUrl('KEY123', 'fr-FR', 'ready'))
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'KEY123',
      libraries: 'places',
      v: 'weekly',
      language: 'fr',
      region: 'FR',
      callback: 'ready',
    })
  })
})

describe('category navigation', () => {
  const entry = (id: string, children: NavigationEntry[] = []): NavigationEntry => ({
    id,
    parentId: null,
    name: id,
    type: 'page',
    linkType: null,
    externalLink: null,
    internalLink: null,
    linkNewTab: false,
    seoPathInfo: `${id}/`,
    media: null,
    breadcrumb: [],
    level: 1,
    childCount: children.length,
    children,
  })

  it('finds the branch from the top level down to the current category', async () => {
    const { pathTo } = await import('./elements/CmsCategoryNavigation.tsx')
    const tree = [entry('lounge', [entry('sofas'), entry('chairs', [entry('rocking')])]), entry('tables')]
    expect(pathTo(tree, 'rocking')).toEqual(['lounge', 'chairs', 'rocking'])
    expect(pathTo(tree, 'tables')).toEqual(['tables'])
    expect(pathTo(tree, 'unknown')).toEqual([])
    expect(pathTo(tree, null)).toEqual([])
  })

  it('shows the menus the layout has, with the current branch open, and nothing outside a layout', async () => {
    const { CmsCategoryNavigation } = await import('./elements/CmsCategoryNavigation.tsx')
    const { MenusContext } = await import('../layout/menus.ts')
    const { IslandData } = await import('../../components/island-data.ts')
    const { CmsPageEntityContext } = await import('./page-context.ts')
    const tree = [entry('lounge', [entry('sofas'), entry('chairs')]), entry('tables')]
    const menus = IslandData.of({ main: tree, footer: [], service: [] })
    const view = await renderWithRouter(() => (
      <MenusContext value={menus}>
        <CmsPageEntityContext value="chairs">
          <CmsCategoryNavigation />
        </CmsPageEntityContext>
      </MenusContext>
    ))
    const nav = await screen.findByRole('navigation', { name: 'Categories' })
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'lounge',
      'sofas',
      'chairs',
      'tables',
    ])
    expect(screen.getByRole('link', { name: 'chairs' }).getAttribute('aria-current')).toBe('page')
    view.unmount()
    await renderWithRouter(() => <CmsCategoryNavigation />)
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull()
  })
})

describe('html element', () => {
  it('renders its markup through the allow-list sanitiser, from the element map', async () => {
    const content =
      '<h1>Care table</h1><table><tbody><tr><td onclick="alert(1)">Teak</td></tr></tbody></table>' +
      '<img src="x" onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">x</a>'
    const view = await renderWithRouter(() => (
      <CmsElement slot={slot('html', {}, { content })} sizes="100vw" />
    ))
    const html = view.container.querySelector('.cms-html')
    expect(html?.querySelector('td')?.textContent).toBe('Teak')
    expect(html?.querySelector('h2')?.textContent).toBe('Care table')
    expect(html?.innerHTML).not.toMatch(/onclick|onerror|<script|javascript:|<h1/)
  })

  it('renders nothing for empty markup', async () => {
    const view = await renderWithRouter(() => (
      <CmsElement slot={slot('html', {}, { content: '' })} sizes="100vw" />
    ))
    expect(view.container.querySelector('.cms-html')).toBeNull()
  })
})
