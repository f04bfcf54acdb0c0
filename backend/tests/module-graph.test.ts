import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { extractImports } from '../../scripts/lib/extract-imports.ts'

/**
 * The back end's module rules, read from the sources: no runtime import cycle, the running server
 * never reads seed code (only the composition root seeds an empty database), and routes/index.ts is
 * the one place that registers route modules.
 */

const BACKEND = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const isTest = (file: string) =>
  /\.test\.ts$/.test(file) || file.startsWith('tests/') || file.startsWith('test-support/')

function sources(dir = BACKEND): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return entry.name.endsWith('.ts') ? [path.relative(BACKEND, full).split(path.sep).join('/')] : []
  })
}

/** Runtime edges (type-only imports are erased) between back-end modules, by relative path. */
function runtimeGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sources().filter((f) => !isTest(f))) {
    const text = readFileSync(path.join(BACKEND, file), 'utf8')
    const edges = extractImports(text)
      .filter((ref) => !ref.typeOnly && ref.specifier.startsWith('.'))
      .map((ref) => path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.specifier)))
    graph.set(file, edges)
  }
  return graph
}

/** Strongly connected components with more than one module, or a module importing itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    let w: string | undefined
    do {
      w = stack.pop()
      if (w === undefined) break
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

describe('back-end module graph', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })

  it('has no runtime import cycle', () => {
    expect(cyclesOf(runtimeGraph())).toEqual([])
  })

  it('keeps seed code out of the running server (only app.ts seeds an empty database)', () => {
    const offenders = [...runtimeGraph()]
      .filter(([file]) => !file.startsWith('seed/') && file !== 'app.ts')
      .flatMap(([file, edges]) => edges.filter((e) => e.startsWith('seed/')).map((e) => `${file} → ${e}`))
    expect(offenders).toEqual([])
  })

  it('registers every route module in routes/index.ts and nowhere else', () => {
    const routeModules = sources().filter(
      (f) => f.startsWith('routes/') && f !== 'routes/index.ts' && !isTest(f),
    )
    const registering = routeModules.filter((f) => /export function register\w+Routes\(/.test(read(f)))
    const index = read('routes/index.ts')
    for (const file of registering) {
      const name = read(file).match(/export function (register\w+Routes)\(/)?.[1] ?? ''
      expect(index, `${file} is not registered in routes/index.ts`).toContain(`${name}(app)`)
    }
    const callers = routeModules.filter((f) => /\bregister\w+Routes\(app[,)]/.test(read(f)))
    expect(callers).toEqual([])
  })
})

function read(file: string): string {
  return readFileSync(path.join(BACKEND, file), 'utf8')
}
