// The statechart book's pages: one self-contained HTML page per machine (diagram, what each state
// means, every transition in words, the paths QA tests, each lighting up its route on the diagram)
// and an index. Written to a folder by scripts/statechart-book.ts, served by the dev server at
// /_dev/statecharts/ (server/dev-statecharts.ts), and reused by the path report of
// `npm run test:paths` (tests/model/paths-reporter.ts). A page loads nothing: styles, the SVG and
// the few lines of script that choose a path are inline, so it opens from a file with no network.

import { type ChartModel, describeMachine, stateTitle, type TransitionInfo } from './describe.ts'
import { CHARTED_MACHINES, type ChartedMachine } from './machines.ts'
import { activeIn, type ChartPath, chartPaths } from './qa-paths.ts'
import { escapeXml, renderChartSvg, transitionSentence } from './svg.ts'

/** A path as a page lists it: its steps in words and the states and transitions it lights up. */
export interface BookPath {
  title: string
  steps: string[]
  states: string[]
  transitions: string[]
  /** The test's outcome, for paths a test replayed. */
  status?: 'passed' | 'failed' | 'skipped' | 'not run'
  /** The command that replays this path alone. */
  command?: string
  /** UI replay: a screenshot per step, relative to the page. */
  shots?: string[]
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#fff;line-height:1.5}
body{margin:0}
header,main,footer{padding:0 1.25rem}
header{border-bottom:1px solid #c5ccd6;padding-block:.5rem}
header a,main a{color:#0b4f8a}
h1{font-size:1.6rem;margin:.8rem 0 .4rem}
h2{font-size:1.25rem;margin:1.6rem 0 .5rem}
h3{font-size:1.05rem;margin:1rem 0 .3rem}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{border:1px solid #c5ccd6;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f5}
code{background:#eef1f5;padding:0 .2rem;border-radius:3px;font-size:.9em}
.diagram{position:sticky;top:0;z-index:1;background:#fff;border:1px solid #c5ccd6;border-radius:6px;max-height:55vh;overflow:auto;margin:0}
.diagram:focus-visible{outline:3px solid #0b4f8a}
.diagram .caption{margin:0;font-size:.85rem;padding:.3rem .6rem;border-bottom:1px solid #c5ccd6;background:#f7f9fb}
.chart{display:block;font-size:12px}
.chart text{fill:#1f2933;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
.chart .guard{font-style:italic;fill:#3d4752}
.state rect{fill:#eef4fb;stroke:#4a5563;stroke-width:1.2}
.state.compound>rect{fill:none}
.state.region>rect{fill:none;stroke:none}
.state.final .inner{fill:none}
.state.on>rect{stroke:#a33a00;stroke-width:3;fill:#fff0e6}
.state.region.on>rect{fill:none;stroke:none}
.state.compound.on>rect{fill:none}
.separator{stroke:#4a5563;stroke-dasharray:6 5}
.start circle{fill:#1f2933}.start line{stroke:#1f2933}
.transition path{fill:none;stroke:#4a5563;stroke-width:1.3}
.transition.on path{stroke:#a33a00;stroke-width:3}
.transition.on text{font-weight:700;fill:#7a2b00}
.has-path .transition:not(.on){opacity:.35}
.paths{list-style:none;padding:0}
.paths>li{border-top:1px solid #c5ccd6;padding:.4rem 0}
.paths button{font:inherit;font-weight:600;text-align:left;background:#eef4fb;color:#0b3a66;border:1px solid #4a5563;border-radius:6px;padding:.3rem .7rem;cursor:pointer}
.paths button[aria-pressed=true]{background:#a33a00;color:#fff;border-color:#7a2b00}
.paths button{scroll-margin-top:58vh}
.paths button:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
.passed{color:#17622e;font-weight:700}.failed{color:#a3141c;font-weight:700}.skipped,.not-run{color:#4a5563;font-weight:700}
.command{font-size:.85rem}
`

const SCRIPT = `
document.addEventListener('click',function(e){
  var b=e.target.closest&&e.target.closest('button[data-path]');if(!b)return;
  var svg=document.getElementById(b.getAttribute('data-chart'));if(!svg)return;
  var on=b.getAttribute('aria-pressed')!=='true';
  document.querySelectorAll('button[data-chart="'+b.getAttribute('data-chart')+'"]').forEach(function(x){x.setAttribute('aria-pressed','false')});
  svg.querySelectorAll('.on').forEach(function(x){x.classList.remove('on')});
  svg.classList.toggle('has-path',on);
  var status=document.getElementById('path-status');
  if(!on){if(status)status.textContent='No path shown.';return}
  b.setAttribute('aria-pressed','true');
  (b.getAttribute('data-states')||'').split(' ').concat((b.getAttribute('data-transitions')||'').split(' ')).forEach(function(id){
    if(!id)return;svg.querySelectorAll('[data-state="'+id+'"],[data-transition~="'+id+'"]').forEach(function(x){x.classList.add('on')});
  });
  if(status)status.textContent=b.textContent+' is shown on the diagram.';
});
`

export function page(title: string, body: string, nav: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><nav aria-label="Statechart book">${nav}</nav></header>`,
    `<main>${body}<div id="path-status" role="status" style="position:absolute;left:-9999px"></div></main>`,
    '<footer><p>Generated from the machine definitions (scripts/statecharts); do not edit by hand.</p></footer>',
    `<script>${SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/** The chart's own paths (qa-paths.ts) as numbered steps in words. */
export function bookPaths(model: ChartModel, paths: readonly ChartPath[]): BookPath[] {
  const byId = new Map(model.transitions.map((transition) => [transition.id, transition]))
  const leaves = (configuration: readonly string[]) =>
    configuration.map((id) => stateTitle(model, id)).join(' and ')
  return paths.map((path) => {
    const last = byId.get(path.transitions.at(-1) ?? '')
    const steps = [`Start: ${leaves(path.configurations[0] ?? [])}.`]
    path.transitions.forEach((id, index) => {
      const transition = byId.get(id)
      if (!transition) return
      const before = path.configurations[index] ?? []
      const after = path.configurations[index + 1] ?? []
      const entered = after.filter((leaf) => !before.includes(leaf))
      const where = transition.inPlace
        ? 'stays where it is'
        : `now in ${leaves(entered.length > 0 ? entered : after)}`
      steps.push(`${capital(transitionSentence(transition))} → ${where}.`)
    })
    return {
      title: last
        ? `“${last.event}” in ${stateTitle(model, last.source)}${last.inPlace ? '' : ` → ${last.targets.map((t) => stateTitle(model, t)).join(', ')}`}`
        : 'start',
      steps,
      states: [...new Set(path.configurations.flatMap((c) => [...activeIn(model, c)]))].filter(
        (id) => id !== model.states[0]?.id,
      ),
      transitions: path.transitions,
    }
  })
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function stateRows(model: ChartModel): string {
  return model.states
    .slice(1)
    .map((state) => {
      const kind =
        state.type === 'parallel' ? ' (parallel regions)' : state.type === 'final' ? ' (final)' : ''
      const meaning = state.description ?? '—'
      return `<tr><th scope="row">${escapeXml(stateTitle(model, state.id))}${kind}</th><td>${escapeXml(meaning)}</td><td><code>${escapeXml(state.id)}</code></td></tr>`
    })
    .join('\n')
}

function transitionRow(model: ChartModel, transition: TransitionInfo): string {
  const to = transition.inPlace
    ? 'stays (handled in place)'
    : transition.targets.map((t) => stateTitle(model, t)).join(', ')
  const cells = [
    stateTitle(model, transition.source),
    transition.event + (transition.description ? ` (${transition.description})` : ''),
    transition.guard ?? '',
    to,
    transition.actions.join(', '),
  ]
  return `<tr>${cells.map((cell) => `<td>${escapeXml(cell)}</td>`).join('')}</tr>`
}

/** A step's screenshot (UI replay): a small image that opens the full one. */
function shotLink(shot: string | undefined, step: number): string {
  if (!shot) return ''
  const src = escapeXml(shot)
  return `<br><a href="${src}"><img src="${src}" alt="Screenshot after step ${step + 1}" width="320" loading="lazy"></a>`
}

function pathItem(path: BookPath, index: number, chartId: string): string {
  const status = path.status ? ` <span class="${path.status.replace(' ', '-')}">${path.status}</span>` : ''
  const command = path.command
    ? `<p class="command">Replay alone: <code>${escapeXml(path.command)}</code></p>`
    : ''
  return [
    `<li><button type="button" aria-pressed="false" data-path="${index + 1}" data-chart="${chartId}" data-states="${escapeXml(path.states.join(' '))}" data-transitions="${escapeXml(path.transitions.join(' '))}">Path ${index + 1}: ${escapeXml(path.title)}</button>${status}`,
    `<ol>${path.steps.map((step, n) => `<li>${escapeXml(step)}${shotLink(path.shots?.[n], n)}</li>`).join('')}</ol>${command}</li>`,
  ].join('\n')
}

/** A note as HTML: escaped, its `code spans` (Markdown, as docs/statecharts.md shows them) as <code>. */
function noteHtml(note: string): string {
  return escapeXml(note).replace(/`([^`]+)`/g, '<code>$1</code>')
}

/** A machine's diagram, states, transitions and paths: the body of its book page or report section. */
export function machineSection(
  chart: ChartedMachine,
  paths: readonly BookPath[],
  options: { level: 1 | 2; pathsIntro: string; summary?: string },
): string {
  const model = describeMachine(chart.machine, chart.words)
  const h = (n: number) => `h${options.level + n}`
  const chartId = `chart-${chart.slug}`
  const svg = renderChartSvg(model, chartId, `${chart.title} statechart`)
  const out = [
    `<${h(0)} id="${chart.slug}">${escapeXml(chart.title)}</${h(0)}>`,
    `<p>Source: <code>${escapeXml(chart.file)}</code>. ${noteHtml(chart.note ?? '')}</p>`,
    options.summary ?? '',
  ]
  if (!svg) return out.join('\n')
  out.push(
    `<section class="diagram" tabindex="0" aria-label="${escapeXml(chart.title)} diagram (scrollable)"><p class="caption">Boxes are states (a box inside a box is a step within a step; dashed lines separate parts that run side by side); arrows are what moves the flow on. Choose a path below to light up its route.</p>${svg}</section>`,
    `<${h(1)}>What each state means</${h(1)}>`,
    `<table><thead><tr><th scope="col">State</th><th scope="col">Meaning</th><th scope="col">Id in the code</th></tr></thead><tbody>${stateRows(model)}</tbody></table>`,
    `<${h(1)}>What moves the flow on</${h(1)}>`,
    `<table><thead><tr><th scope="col">In</th><th scope="col">When</th><th scope="col">Only if</th><th scope="col">Goes to</th><th scope="col">Does</th></tr></thead><tbody>${model.transitions.map((t) => transitionRow(model, t)).join('\n')}</tbody></table>`,
    `<${h(1)}>Paths for QA (${paths.length})</${h(1)}>`,
    `<p>${escapeXml(options.pathsIntro)}</p>`,
    `<ol class="paths">${paths.map((path, index) => pathItem(path, index, chartId)).join('\n')}</ol>`,
  )
  return out.join('\n')
}

const BOOK_PATHS_INTRO =
  'Together these paths take every arrow of the diagram at least once, each by the shortest route from the start. A step marked “only if” needs that condition to hold: arrange it when you test. The paths the automated tests replayed, with their results, are in the path report of npm run test:paths.'

function bookNav(current: string): string {
  const links = CHARTED_MACHINES.filter((chart) => chart.slug !== 'root').map(
    (chart) =>
      `<a href="${chart.slug}.html"${chart.slug === current ? ' aria-current="page"' : ''}>${escapeXml(chart.title)}</a>`,
  )
  return [
    `<a href="index.html"${current === 'index' ? ' aria-current="page"' : ''}>Contents</a>`,
    ...links,
  ].join(' · ')
}

export function renderMachinePage(chart: ChartedMachine): string {
  const model = describeMachine(chart.machine, chart.words)
  const body = machineSection(chart, bookPaths(model, chartPaths(model)), {
    level: 1,
    pathsIntro: BOOK_PATHS_INTRO,
  })
  return page(`${chart.title} – statechart book`, body, bookNav(chart.slug))
}

const INSPECTOR = `<h2 id="inspector">Watching a live checkout (developers)</h2>
<ol>
<li>Start the shop in development: <code>npm run dev</code>.</li>
<li>Open a page with <code>?inspect</code> in its address, for example <code>localhost:3000/?inspect</code> (or start with <code>VITE_XSTATE_INSPECT=1</code> to inspect every page). Allow the pop-up.</li>
<li>The Stately inspector opens in a second window. It is loaded from stately.ai, so this needs the network; production builds leave it out.</li>
<li>The actor system starts at the first action that needs it: put a product in the cart. The inspector now lists the root and its actors (session, cart, wishlist, notifications, checkout).</li>
<li>Go to the checkout and choose the <code>checkout</code> actor: the inspector draws its statechart, lights up the current state and lists every event as you choose addresses, shipping and payment and place the order, and every answer from the Store API.</li>
</ol>`

export function renderIndexPage(): string {
  const rows = CHARTED_MACHINES.filter((chart) => chart.slug !== 'root').map((chart) => {
    const model = describeMachine(chart.machine, chart.words)
    const paths = chartPaths(model)
    return `<tr><th scope="row"><a href="${chart.slug}.html">${escapeXml(chart.title)}</a></th><td>${model.states.length - 1}</td><td>${model.transitions.length}</td><td>${paths.length}</td><td>${chart.shopperFacing ? 'yes' : 'no'}</td></tr>`
  })
  const root = CHARTED_MACHINES.find((chart) => chart.slug === 'root')
  const body = [
    '<h1>Statechart book</h1>',
    '<p>Every flow of the shop is a statechart that the code runs. Each page below shows one of them: a diagram, what each state means, what moves the flow from one state to another (in the shopper’s or the system’s words, with the conditions and what happens), and the paths QA tests. Choosing a path lights up its route on the diagram. The pages are generated from the machine definitions, so they always show what the code does.</p>',
    '<h2>The machines</h2>',
    `<table><thead><tr><th scope="col">Machine</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths</th><th scope="col">Driven by the shopper</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`,
    root ? `<p>${noteHtml(root.note ?? '')}</p>` : '',
    '<h2>How to read a diagram</h2>',
    '<ul><li>A rounded box is a state; a box holding boxes is a state with steps inside; the dot and short arrow mark the step it starts in.</li><li>Parts separated by a dashed line run side by side (for example who the shopper is, and what the session is busy with).</li><li>An arrow is labelled with what makes the flow move on: something the shopper does (“checkout: submit”), an answer from the shop’s server (“place order answered”, “… failed”) or a timer. “if …” under it is the condition.</li><li>Things handled without changing state are listed in the table of each page.</li></ul>',
    '<h2>Test results</h2>',
    '<p><code>npm run test:paths</code> replays the generated paths against the shop’s real back end and writes <code>test-results/paths/index.html</code> (every path with pass or fail and the command that replays it alone) and <code>test-results/paths/coverage.json</code>.</p>',
    INSPECTOR,
  ].join('\n')
  return page('Statechart book', body, bookNav('index'))
}

/** Every page of the book by file name. */
export function renderBook(): Map<string, string> {
  const pages = new Map<string, string>([['index.html', renderIndexPage()]])
  for (const chart of CHARTED_MACHINES)
    if (chart.slug !== 'root') pages.set(`${chart.slug}.html`, renderMachinePage(chart))
  return pages
}
