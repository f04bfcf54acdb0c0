// The statechart book is what product owners and QA read instead of the code: these tests hold it to
// that (every state and path shown, well-formed pages that load nothing, paths that light up only
// what the diagram draws, every state of a shopper's machine explained).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeBook } from './statechart-book.ts'
import { bookPaths, renderBook } from './statecharts/book.ts'
import { describeMachine, words } from './statecharts/describe.ts'
import { CHARTED_MACHINES } from './statecharts/machines.ts'
import { chartPaths, initialConfiguration, take } from './statecharts/qa-paths.ts'

const VOID = new Set(['meta', 'link', 'br', 'hr', 'img', 'input', 'source', 'wbr', 'col', 'area', 'base'])

/** The first tag that is not closed in order, or null when every element closes where it should. */
function unbalanced(html: string): string | null {
  const open: string[] = []
  const body = html.replace(/<!doctype html>/i, '').replace(/<(script|style)>[\s\S]*?<\/\1>/g, '')
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match
    const tag = name.toLowerCase()
    if (VOID.has(tag) || selfClosing) continue
    if (!closing) open.push(tag)
    else if (open.pop() !== tag) return tag
  }
  return open.length > 0 ? (open.at(-1) ?? null) : null
}

const fromHtml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

const book = renderBook()
const checkout = CHARTED_MACHINES.find((chart) => chart.slug === 'checkout')
if (!checkout) throw new Error('checkout is not charted')
const checkoutHtml = book.get('checkout.html') ?? ''

describe('statechart book', () => {
  it('has an index and a page per machine, each linked from the index', () => {
    const index = book.get('index.html') ?? ''
    for (const chart of CHARTED_MACHINES.filter((c) => c.slug !== 'root')) {
      expect(book.has(`${chart.slug}.html`), chart.slug).toBe(true)
      expect(index).toContain(`href="${chart.slug}.html"`)
    }
    expect(index).toContain('?inspect')
  })

  it('every page is well-formed and loads nothing: no URL, no external script or style', () => {
    for (const [name, html] of book) {
      expect(unbalanced(html), name).toBeNull()
      expect(html, name).not.toMatch(/https?:|\/\//)
      expect(html, name).not.toMatch(/<(script|link|img)[^>]*\s(src|href)=/)
      for (const [, href] of html.matchAll(/href="([^"]*)"/g))
        expect(href, name).toMatch(/^(#[\w-]+|[\w-]+\.html)$/)
      expect(html, name).toMatch(/<main>/)
      expect(html, name).toMatch(/<h1[ >]/)
    }
  })

  it('the checkout page draws and explains every state of the machine', () => {
    const model = describeMachine(checkout.machine, checkout.words)
    for (const state of model.states.slice(1)) {
      expect(checkoutHtml).toContain(`data-state="${state.id}"`)
      expect(checkoutHtml).toContain(`<code>${state.id}</code>`)
      if (state.description) expect(fromHtml(checkoutHtml)).toContain(state.description)
    }
  })

  it('lists every path of the checkout with its steps, and a chosen path lights up only what the diagram has', () => {
    const model = describeMachine(checkout.machine, checkout.words)
    const paths = bookPaths(model, chartPaths(model))
    const text = fromHtml(checkoutHtml)
    for (const [index, path] of paths.entries()) {
      expect(text).toContain(`Path ${index + 1}: ${path.title}`)
      for (const step of path.steps) expect(text).toContain(step)
    }
    const drawnStates = new Set([...checkoutHtml.matchAll(/data-state="([^"]+)"/g)].map((m) => m[1]))
    const drawnTransitions = new Set(
      [...checkoutHtml.matchAll(/data-transition="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')),
    )
    for (const button of checkoutHtml.matchAll(
      /<button[^>]*data-states="([^"]*)" data-transitions="([^"]*)"/g,
    )) {
      for (const id of (button[1] ?? '').split(' ')) expect(drawnStates.has(id), id).toBe(true)
      const moving = (button[2] ?? '')
        .split(' ')
        .filter((id) => !model.transitions.find((t) => t.id === id)?.inPlace)
      for (const id of moving) expect(drawnTransitions.has(id), id).toBe(true)
    }
    expect(checkoutHtml.match(/<button type="button" aria-pressed="false"/g)?.length).toBe(paths.length)
  })

  it('the paths of every machine with states take every transition of its chart', () => {
    for (const chart of CHARTED_MACHINES) {
      const model = describeMachine(chart.machine, chart.words)
      if (model.states.length === 1) continue
      const taken = new Set(chartPaths(model).flatMap((path) => path.transitions))
      expect(
        model.transitions.filter((t) => !taken.has(t.id)).map((t) => t.id),
        chart.slug,
      ).toEqual([])
    }
  })

  it('walks parallel regions as the machine does: a move in one region leaves the other where it is', () => {
    const session = CHARTED_MACHINES.find((chart) => chart.slug === 'session')
    if (!session) throw new Error('session is not charted')
    const model = describeMachine(session.machine)
    const start = initialConfiguration(model)
    expect(start).toEqual(['session.activity.starting', 'session.identity.deriving'])
    const toUnknown = model.transitions.find(
      (t) => t.source === 'session.identity.deriving' && t.targets[0] === 'session.identity.unknown',
    )
    if (!toUnknown) throw new Error('no deriving → unknown')
    expect(take(model, start, toUnknown)).toEqual(['session.activity.starting', 'session.identity.unknown'])
  })

  it('says what every state of the machines a shopper drives means', () => {
    for (const chart of CHARTED_MACHINES.filter((c) => c.shopperFacing)) {
      const model = describeMachine(chart.machine, chart.words)
      expect(
        model.states
          .slice(1)
          .filter((state) => !state.description)
          .map((state) => state.id),
        chart.slug,
      ).toEqual([])
    }
  })

  it('names guards, actions and events in words', () => {
    expect(words('hasPaymentRedirect')).toBe('has payment redirect')
    expect(words('loggedIn')).toBe('logged in')
    const model = describeMachine(checkout.machine, checkout.words)
    const guards = model.transitions.flatMap((t) => (t.guard ? [t.guard] : []))
    expect(guards.every((guard) => !/[A-Z]/.test(guard.replace(/^[A-Z]/, '')))).toBe(true)
    expect(checkoutHtml).toContain('only if')
  })

  it('`--out` writes the pages into the folder given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'statechart-book-'))
    try {
      const files = writeBook(dir)
      expect(files.length).toBe(book.size)
      expect(readFileSync(join(dir, 'checkout.html'), 'utf8')).toBe(checkoutHtml)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
