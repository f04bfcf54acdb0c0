// Writes docs/statecharts.md: one Mermaid state diagram per machine, drawn from the machine
// definitions themselves, so developers, QA and product owners read the charts the code runs.
// `tsx scripts/statecharts.ts` rewrites the file; `--check` exits 1 when it is out of date
// (npm test runs the check through scripts/statecharts.test.ts). The machines and their words come
// from scripts/statecharts/ (machines.ts, describe.ts), which the statechart book reads too.

import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type ChartModel, describeMachine, eventLabel, type StateInfo } from './statecharts/describe.ts'
import { CHARTED_MACHINES } from './statecharts/machines.ts'

export { CHARTED_MACHINES }

const OUTPUT = fileURLToPath(new URL('../docs/statecharts.md', import.meta.url))

/** Mermaid ids may not contain dots; state ids do (`session.activity.idle`). */
function nodeId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, '_')
}

function drawNode(model: ChartModel, state: StateInfo, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth)
  const children = state.children.flatMap((id) => model.byId.get(id) ?? [])
  if (children.length > 0) {
    lines.push(`${indent}state ${nodeId(state.id)} {`)
    if (state.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}  --`)
        drawNode(model, child, depth + 1, lines)
      })
    } else {
      if (state.initial) lines.push(`${indent}  [*] --> ${nodeId(state.initial)}`)
      for (const child of children) drawNode(model, child, depth + 1, lines)
    }
    lines.push(`${indent}}`)
  } else {
    lines.push(`${indent}state "${state.key}" as ${nodeId(state.id)}`)
    if (state.type === 'final') lines.push(`${indent}${nodeId(state.id)} --> [*]`)
  }
}

/** Transitions in the order the old drawing walked them: per state, evented ones before `always`. */
function drawTransitions(model: ChartModel, lines: string[]): void {
  for (const state of model.states) {
    for (const transition of model.transitions) {
      if (transition.source !== state.id) continue
      const guard = transition.guardCode ? ` [${transition.guardCode}]` : ''
      for (const target of transition.targets) {
        lines.push(`  ${nodeId(state.id)} --> ${nodeId(target)}: ${eventLabel(transition.eventType)}${guard}`)
      }
    }
  }
}

/** Events handled without changing state (self-transitions with actions only), per state. */
function listActionOnlyEvents(model: ChartModel, rows: string[]): void {
  for (const state of model.states) {
    const events = [
      ...new Set(
        model.transitions
          .filter((t) => t.source === state.id && t.eventType !== '' && t.inPlace)
          .map((t) => eventLabel(t.eventType)),
      ),
    ]
    if (events.length > 0) rows.push(`| \`${state.id}\` | ${events.map((e) => `\`${e}\``).join(', ')} |`)
  }
}

/** What each state means, where the machine says it (`description`). */
function meanings(model: ChartModel): string[] {
  const rows = model.states
    .filter((state) => state.description)
    .map((state) => `| \`${state.id}\` | ${state.description} |`)
  return rows.length > 0 ? ['What the states mean:', '', '| state | meaning |', '|---|---|', ...rows, ''] : []
}

export function renderStatecharts(): string {
  const out: string[] = [
    '# Statecharts',
    '',
    'Generated from the machine definitions by `npx tsx scripts/statecharts.ts`; `npm test` fails when',
    'this file no longer matches the code. GitHub and most Markdown viewers draw the Mermaid blocks.',
    'The model-based tests in `tests/model/` replay the paths of these graphs against the embedded back end.',
    '',
    'The same charts as a book for QA and product owners (diagram, what each state means, the paths to',
    'test, one page per machine, no network needed): `npm run statecharts:book` writes it to',
    '`test-results/statechart-book/` (`--out <dir>` elsewhere); `npm run dev` serves it at `/_dev/statecharts/`.',
    '`npm run test:paths` writes the paths the model tests replayed, with pass/fail and coverage, to',
    '`test-results/paths/index.html` and `coverage.json`.',
    '',
    '**Watching a live checkout:** start `npm run dev`, open a page with `?inspect` in the URL (for example',
    '`http://localhost:3000/?inspect`, or set `VITE_XSTATE_INSPECT=1`) and allow the pop-up: the Stately',
    'inspector opens in a second window (it is loaded from stately.ai, so it needs the network) and shows',
    'the root system once it starts, at the first action that needs it. Put something in the cart, go to',
    '`/checkout` and follow the `checkout` actor: its state, each event sent and each answer. Production',
    'builds leave the inspector out (src/app/client-boot.ts).',
    '',
  ]
  for (const { title, file, machine, note, words } of CHARTED_MACHINES) {
    const model = describeMachine(machine, words)
    const rows: string[] = []
    listActionOnlyEvents(model, rows)
    const root = model.states[0]
    if (!root || root.children.length === 0) {
      out.push(`## ${title}`, '', `Source: \`${file}\``, '', note ?? 'No states.', '')
      if (rows.length > 0) out.push('Events handled:', '', '| state | events |', '|---|---|', ...rows, '')
      continue
    }
    const lines: string[] = ['```mermaid', 'stateDiagram-v2']
    drawNode(model, root, 1, lines)
    drawTransitions(model, lines)
    lines.push('```')
    out.push(`## ${title}`, '', `Source: \`${file}\``, '', ...(note ? [note, ''] : []), ...lines, '')
    if (rows.length > 0) {
      out.push(
        'Events handled in place (actions, no change of state):',
        '',
        '| state | events |',
        '|---|---|',
      )
      out.push(...rows, '')
    }
    out.push(...meanings(model))
  }
  return out.join('\n')
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const rendered = renderStatecharts()
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUTPUT, 'utf8')
    if (current !== rendered) {
      console.error('docs/statecharts.md is out of date: run `npx tsx scripts/statecharts.ts`')
      process.exit(1)
    }
  } else {
    writeFileSync(OUTPUT, rendered)
    console.log(`wrote ${OUTPUT}`)
  }
}
