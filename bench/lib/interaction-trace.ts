/**
 * Where an interaction's time went, from a Chromium trace (devtools.timeline categories) of the
 * page: the renderer main thread's work between the input and the end of the interaction's longest
 * event entry, as self time per trace event (script, style, layout, paint, parsing, garbage
 * collection …) and the tasks that overlap the interaction, longest first. Used by bench/inp.ts
 * `--trace` to say what a slow interaction waited for (bench/lib/inp.ts records the entry's input
 * delay, processing and presentation delay, this says what ran meanwhile).
 */

/** The trace categories the summary needs (the same as the Performance panel's main thread). */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'toplevel',
  'loading',
]

interface TraceEvent {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: Record<string, unknown>
}

export interface TraceTask {
  /** Start relative to the interaction's start, ms. */
  at: number
  ms: number
  /** The task's three largest kinds of work (self time), e.g. "FunctionCall 40 (chunk-abc.js)". */
  what: string
}

export interface InteractionTrace {
  /** Self time (ms) per trace event name on the main thread inside the window, largest first. */
  selfMs: Array<[string, number]>
  /** Tasks overlapping the window (their whole length), longest first. */
  tasks: TraceTask[]
  /** The window: input start to the end of the longest entry, ms. */
  windowMs: number
}

/** A `performance.mark` name the page sets right before the input: it maps the page's clock to the trace's. */
export const MARK = 'inp-trace-anchor'

function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  // The renderer whose main thread recorded our mark.
  const mark = events.find((event) => event.name === MARK)
  if (!mark) return undefined
  const names = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === mark.pid,
  )
  const main = names.find((event) => event.args?.name === 'CrRendererMain')
  return { pid: mark.pid, tid: main?.tid ?? mark.tid }
}

function sourceOf(event: TraceEvent): string {
  const data = (event.args?.data ?? event.args?.beginData) as Record<string, unknown> | undefined
  const url =
    typeof data?.url === 'string' ? data.url : typeof data?.scriptName === 'string' ? data.scriptName : ''
  const fn = typeof data?.functionName === 'string' ? data.functionName : ''
  const type = typeof data?.type === 'string' ? data.type : ''
  const file = url.split('/').pop() ?? ''
  return [type, fn, file].filter(Boolean).join(' ')
}

interface TraceNode {
  event: TraceEvent
  end: number
  children: TraceNode[]
}

const isTask = (event: TraceEvent) =>
  event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'

/**
 * Summarises `trace` (Chromium's JSON trace) for the window [start, start + durationMs] in the
 * page's clock (performance.now()), where the page's `performance.mark(MARK)` was set at `markAt`.
 */
export function summariseInteraction(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  window: { markAt: number; start: number; durationMs: number },
): InteractionTrace | undefined {
  const events = Array.isArray(trace) ? trace : trace.traceEvents
  const thread = mainThread(events)
  const mark = events.find((event) => event.name === MARK)
  if (!thread || !mark) return undefined
  // Trace µs = the mark's trace ts + (page ms - the mark's page ms) × 1000.
  const from = mark.ts + (window.start - window.markAt) * 1000
  const to = from + window.durationMs * 1000
  const complete = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .filter((event) => (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  // The events nested by time (a child starts and ends inside its parent).
  const roots: TraceNode[] = []
  const stack: TraceNode[] = []
  for (const event of complete) {
    const node: TraceNode = { event, end: event.ts + (event.dur ?? 0), children: [] }
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= event.ts) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(node)
    else roots.push(node)
    stack.push(node)
  }
  const clip = (node: TraceNode) => Math.max(0, Math.min(node.end, to) - Math.max(node.event.ts, from))
  const labelOf = (node: TraceNode) => {
    const source = sourceOf(node.event)
    return isTask(node.event) ? 'task (other)' : `${node.event.name}${source ? ` (${source})` : ''}`
  }
  /** Adds each node's self time (whole, or clipped to the window) under its name or label. */
  const addSelf = (
    node: TraceNode,
    into: Map<string, number>,
    key: (node: TraceNode) => string,
    clipped: boolean,
  ) => {
    const length = (n: TraceNode) => (clipped ? clip(n) : n.end - n.event.ts)
    const own = length(node) - node.children.reduce((sum, child) => sum + length(child), 0)
    into.set(key(node), (into.get(key(node)) ?? 0) + own)
    for (const child of node.children) addSelf(child, into, key, clipped)
  }
  const self = new Map<string, number>()
  const tasks: TraceTask[] = []
  for (const root of roots) {
    if (root.end <= from || root.event.ts >= to) continue
    addSelf(root, self, (node) => (isTask(node.event) ? 'task (other)' : node.event.name), true)
    const shares = new Map<string, number>()
    addSelf(root, shares, labelOf, false)
    tasks.push({
      at: Math.round((root.event.ts - from) / 100) / 10,
      ms: Math.round((root.end - root.event.ts) / 100) / 10,
      what: [...shares]
        .filter(([, us]) => us >= 1000)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([label, us]) => `${label} ${Math.round(us / 1000)}`)
        .join(', '),
    })
  }
  return {
    selfMs: [...self]
      .map(([name, us]): [string, number] => [name, Math.round(us / 100) / 10])
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1]),
    tasks: tasks.filter((task) => task.ms >= 5).sort((a, b) => b.ms - a.ms),
    windowMs: window.durationMs,
  }
}
