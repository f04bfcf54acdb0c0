// Draws a chart (describe.ts) as inline SVG for the statechart book and the path report: pages that
// must open from a file with no network and no script library, so the layout is done here, simply
// and deterministically. A compound state is a box holding its children in layers (breadth-first
// from its initial child along the transitions between them); a parallel state holds its regions
// side by side, separated by dashed lines; transitions are labelled arrows between the boxes.
// Every state box carries `data-state`, every arrow `data-transition`, so the page's script can
// light up a path. The same chart always gives the same drawing.

import { type ChartModel, isWithin, type StateInfo, type TransitionInfo, words } from './describe.ts'

interface Box {
  x: number
  y: number
  w: number
  h: number
}

const CHAR = 7
const LEAF_H = 34
const PAD = 14
const HEADER = 24
const GAP_X = 90
const GAP_Y = 96
const PER_ROW = 5

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The child of `parent` that holds `id` (or is it). */
function childHolding(model: ChartModel, parent: StateInfo, id: string): string | undefined {
  return parent.children.find((child) => isWithin(model, id, child))
}

/** The rows of a compound state's children: breadth-first layers from the initial child. */
function layers(model: ChartModel, node: StateInfo): string[][] {
  const next = new Map<string, string[]>(node.children.map((child) => [child, []]))
  for (const transition of model.transitions) {
    const from = childHolding(model, node, transition.source)
    if (!from) continue
    for (const target of transition.targets) {
      const to = childHolding(model, node, target)
      if (to && to !== from) next.get(from)?.push(to)
    }
  }
  const depth = new Map<string, number>()
  const first = node.initial ?? node.children[0]
  const queue = first ? [first] : []
  if (first) depth.set(first, 0)
  while (queue.length > 0) {
    const at = queue.shift() as string
    for (const to of next.get(at) ?? []) {
      if (depth.has(to)) continue
      depth.set(to, (depth.get(at) ?? 0) + 1)
      queue.push(to)
    }
  }
  const last = Math.max(0, ...depth.values())
  const rows: string[][] = []
  for (const child of node.children) {
    const index = depth.get(child) ?? last + 1
    rows[index] = [...(rows[index] ?? []), child]
  }
  return rows
    .filter((row) => row && row.length > 0)
    .flatMap((row) =>
      Array.from({ length: Math.ceil(row.length / PER_ROW) }, (_, i) =>
        row.slice(i * PER_ROW, i * PER_ROW + PER_ROW),
      ),
    )
}

/** Sizes of every box, children before parents; positions are relative to the parent for now. */
function measure(model: ChartModel, id: string, boxes: Map<string, Box>): Box {
  const node = model.byId.get(id)
  if (!node) throw new Error(`no state ${id}`)
  const label = words(node.key)
  if (node.children.length === 0) {
    const box = { x: 0, y: 0, w: Math.max(84, label.length * CHAR + 26), h: LEAF_H }
    boxes.set(id, box)
    return box
  }
  const sizes = new Map(node.children.map((child) => [child, measure(model, child, boxes)]))
  const size = (child: string) => sizes.get(child) ?? { x: 0, y: 0, w: 0, h: 0 }
  let w = 0
  let h = 0
  if (node.type === 'parallel') {
    // Regions side by side, each as tall as the tallest.
    let x = PAD
    for (const child of node.children) {
      const box = size(child)
      box.x = x
      box.y = HEADER
      x += box.w + GAP_X
      h = Math.max(h, box.h)
    }
    for (const child of node.children) size(child).h = h
    w = x - GAP_X + PAD
    h += HEADER + PAD
  } else {
    const rows = layers(model, node)
    const widths = rows.map(
      (row) => row.reduce((sum, child) => sum + size(child).w, 0) + GAP_X * (row.length - 1),
    )
    const inner = Math.max(label.length * CHAR + 20, ...widths)
    let y = HEADER + 10
    rows.forEach((row, index) => {
      let x = PAD + (inner - (widths[index] ?? 0)) / 2
      const rowH = Math.max(...row.map((child) => size(child).h))
      for (const child of row) {
        const box = size(child)
        box.x = x
        box.y = y + (rowH - box.h) / 2
        x += box.w + GAP_X
      }
      y += rowH + GAP_Y
    })
    w = inner + 2 * PAD
    h = y - GAP_Y + PAD
  }
  const box = { x: 0, y: 0, w, h }
  boxes.set(id, box)
  return box
}

/** Makes the positions absolute, parents first. */
function place(model: ChartModel, id: string, boxes: Map<string, Box>, dx: number, dy: number): void {
  const box = boxes.get(id)
  if (!box) return
  box.x += dx
  box.y += dy
  for (const child of model.byId.get(id)?.children ?? []) place(model, child, boxes, box.x, box.y)
}

function drawState(model: ChartModel, state: StateInfo, boxes: Map<string, Box>, out: string[]): void {
  const box = boxes.get(state.id)
  if (!box) return
  const region = model.byId.get(state.parent ?? '')?.type === 'parallel'
  const cls = state.children.length === 0 ? 'leaf' : region ? 'region' : 'compound'
  const title = state.description ? `${words(state.key)}: ${state.description}` : words(state.key)
  out.push(
    `<g class="state ${cls}${state.type === 'final' ? ' final' : ''}" data-state="${escapeXml(state.id)}">`,
  )
  out.push(`<title>${escapeXml(title)}</title>`)
  const rx = state.children.length === 0 ? 10 : 14
  out.push(`<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${rx}"/>`)
  if (state.type === 'final') {
    out.push(
      `<rect class="inner" x="${box.x + 3}" y="${box.y + 3}" width="${box.w - 6}" height="${box.h - 6}" rx="${rx - 3}"/>`,
    )
  }
  const ty = state.children.length === 0 ? box.y + box.h / 2 + 4 : box.y + 17
  const tx = state.children.length === 0 ? box.x + box.w / 2 : box.x + 10
  const anchor = state.children.length === 0 ? 'middle' : 'start'
  out.push(`<text x="${tx}" y="${ty}" text-anchor="${anchor}">${escapeXml(words(state.key))}</text>`)
  out.push('</g>')
  if (state.type === 'parallel') {
    state.children.slice(1).forEach((child) => {
      const b = boxes.get(child)
      if (b)
        out.push(
          `<line class="separator" x1="${b.x - GAP_X / 2}" y1="${box.y + HEADER}" x2="${b.x - GAP_X / 2}" y2="${box.y + box.h - 6}"/>`,
        )
    })
  }
  for (const child of state.children) {
    const next = model.byId.get(child)
    if (next) drawState(model, next, boxes, out)
  }
  if (state.initial) {
    const b = boxes.get(state.initial)
    if (b)
      out.push(
        `<g class="start"><circle cx="${b.x - 12}" cy="${b.y - 12}" r="5"/><line x1="${b.x - 8}" y1="${b.y - 8}" x2="${b.x}" y2="${b.y}"/></g>`,
      )
  }
}

/** Where the line from the centre of `box` towards (tx, ty) leaves the box. */
function border(box: Box, tx: number, ty: number): [number, number] {
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const dx = tx - cx
  const dy = ty - cy
  if (dx === 0 && dy === 0) return [cx, cy]
  const scale = Math.min(Math.abs(box.w / 2 / (dx || 1e-9)), Math.abs(box.h / 2 / (dy || 1e-9)))
  return [cx + dx * scale, cy + dy * scale]
}

function edgePath(
  from: Box,
  to: Box,
  bend: number,
  selfIndex: number,
): { d: string; lx: number; ly: number } {
  if (from === to) {
    const x = from.x + from.w
    const y = from.y + 6 + selfIndex * 4
    const r = 18 + selfIndex * 10
    return {
      d: `M${x} ${y} C${x + r} ${y - r} ${x + r} ${y + from.h} ${x} ${y + from.h - 12}`,
      lx: x + r + 4,
      ly: y + from.h / 2,
    }
  }
  const inside =
    from.x <= to.x && from.y <= to.y && from.x + from.w >= to.x + to.w && from.y + from.h >= to.y + to.h
  const [sx, sy] = inside ? [from.x + 8, from.y + HEADER] : border(from, to.x + to.w / 2, to.y + to.h / 2)
  const [ex, ey] = border(to, sx, sy)
  const mx = (sx + ex) / 2
  const my = (sy + ey) / 2
  const length = Math.hypot(ex - sx, ey - sy) || 1
  const cx = mx + (-(ey - sy) / length) * bend
  const cy = my + ((ex - sx) / length) * bend
  return {
    d: `M${sx.toFixed(1)} ${sy.toFixed(1)} Q${cx.toFixed(1)} ${cy.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}`,
    lx: (mx + cx) / 2,
    ly: (my + cy) / 2,
  }
}

/** Arrows: one per source, target and event (the guarded alternatives of an event share it). */
function drawTransitions(
  model: ChartModel,
  boxes: Map<string, Box>,
  lines: string[],
  labels: string[],
): void {
  const arrows = new Map<string, { source: string; target: string; list: TransitionInfo[] }>()
  for (const transition of model.transitions) {
    for (const target of transition.targets) {
      const key = `${transition.source} ${target} ${transition.eventType}`
      const arrow = arrows.get(key) ?? { source: transition.source, target, list: [] }
      arrow.list.push(transition)
      arrows.set(key, arrow)
    }
  }
  const seen = new Map<string, number>()
  for (const { source, target, list } of arrows.values()) {
    const from = boxes.get(source)
    const to = boxes.get(target)
    const first = list[0]
    if (!from || !to || !first) continue
    const pair = [source, target].sort().join(' ')
    const index = seen.get(pair) ?? 0
    seen.set(pair, index + 1)
    // The arrows between two states alternate sides, whichever way they point.
    const side = (index % 2 === 0 ? 1 : -1) * (source < target ? 1 : -1)
    const bend = side * (16 + 26 * Math.floor(index / 2))
    const { d, lx, ly } = edgePath(from, to, bend, index)
    const guards = list.flatMap((transition) => (transition.guard ? [transition.guard] : []))
    const ids = escapeXml(list.map((t) => t.id).join(' '))
    const title = `<title>${escapeXml(list.map(transitionSentence).join('; or '))}</title>`
    lines.push(`<g class="transition" data-transition="${ids}">${title}<path d="${d}"/></g>`)
    const out = labels
    out.push(`<g class="transition label" data-transition="${ids}">${title}`)
    out.push(`<text x="${lx.toFixed(1)}" y="${ly.toFixed(1)}">${escapeXml(clip(first.event, 30))}</text>`)
    if (guards.length > 0) {
      const text = clip(`if ${guards.join(' or ')}`, 34)
      out.push(
        `<text class="guard" x="${lx.toFixed(1)}" y="${(ly + 12).toFixed(1)}">${escapeXml(text)}</text>`,
      )
    }
    out.push('</g>')
  }
}

/** A transition in one sentence: the event, its condition and what it does. */
export function transitionSentence(transition: TransitionInfo): string {
  const guard = transition.guard ? `, only if ${transition.guard}` : ''
  const actions = transition.actions.length > 0 ? `; does: ${transition.actions.join(', ')}` : ''
  const description = transition.description ? ` (${transition.description})` : ''
  return `${transition.event}${guard}${description}${actions}`
}

/** The chart as an `<svg>` element; `prefix` keeps ids unique when a page holds several charts. */
export function renderChartSvg(model: ChartModel, prefix: string, title: string): string {
  const root = model.states[0]
  if (!root) return ''
  const boxes = new Map<string, Box>()
  measure(model, root.id, boxes)
  place(model, root.id, boxes, 30, 30)
  const rootBox = boxes.get(root.id) ?? { x: 0, y: 0, w: 0, h: 0 }
  const width = Math.ceil(rootBox.w + 120)
  const height = Math.ceil(rootBox.h + 60)
  const out: string[] = [
    `<svg id="${prefix}" class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${prefix}-title ${prefix}-desc">`,
    `<title id="${prefix}-title">${escapeXml(title)}</title>`,
    `<desc id="${prefix}-desc">${escapeXml(`${model.states.length - 1} states and ${model.transitions.filter((t) => !t.inPlace).length} arrows; the same states and transitions are listed in words below the diagram.`)}</desc>`,
    `<defs><marker id="${prefix}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#4a5563"/></marker>`,
    `<marker id="${prefix}-arrow-on" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#a33a00"/></marker></defs>`,
    `<style>#${prefix} .transition path{marker-end:url(#${prefix}-arrow)}#${prefix} .transition.on path{marker-end:url(#${prefix}-arrow-on)}</style>`,
  ]
  // Arrows under the boxes, their labels above them: a long arrow does not cross a state's name.
  const labels: string[] = []
  drawTransitions(model, boxes, out, labels)
  drawState(model, root, boxes, out)
  out.push(...labels, '</svg>')
  return out.join('\n')
}
