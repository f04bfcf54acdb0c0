/**
 * Import-rule checker for the layering of docs/architecture.md (`tsx scripts/check-imports.ts`).
 * dependency-cruiser needs the TypeScript JS API, which TypeScript 7 does not ship, so this walks the
 * sources itself.
 * Prints `file:line: rule` per violation and exits 1 when there is any. Besides the layering it
 * fails on any runtime import cycle (static, non-type imports) anywhere in the scanned trees, on any
 * import circle between the back end's folders (every import of non-test code counts there,
 * type-only and dynamic ones too; see `backendFolderCycles`), and on hook modules named in kebab-case.
 *
 * Test code (`*.test.ts(x)`, `*.spec.ts(x)`, `tests/**`, `test-support/**`, `test-support.ts`) obeys the same layering
 * but may also import test tooling (vitest, @testing-library/*, fast-check, happy-dom) and the
 * embedded back end's test harness (`backend/test-support/**`); route tests may build the services
 * (src/api, createRootSystem) that the app's entry would put into the router context.
 *
 * One rule is about code rather than imports: no file, test or not, reads a private field of React,
 * TanStack Router or XState (`PRIVATE_FIELDS`).
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { extractImports, type ImportRef } from './lib/extract-imports.ts'
import { withoutComments } from './lib/without-comments.ts'

export interface Violation {
  file: string
  line: number
  rule: string
}

/** A path alias such as tsconfig's `"~/*": ["src/*"]`, as prefix → repo-relative target prefix. */
export interface Alias {
  prefix: string
  target: string
}

type Target = { kind: 'package'; name: string } | { kind: 'local'; path: string }

export const SCAN_ROOTS = ['src', 'machines', 'server', 'backend', 'tests', 'scripts', 'bench'] as const

export const RULES = {
  srcNoServerSide: 'src/** must not import backend/ or server/',
  backendIsolated: 'backend/** must not import src/, machines/ or server/',
  machinesOnly: 'machines/** may import only xstate, xstate/* and src/domain',
  domainPure: 'src/domain must not import anything outside src/domain (no packages)',
  apiNoUi: 'src/api must not import react, react-dom, xstate, @xstate/*, @lingui/* or react-aria*',
  apiLayer: 'src/api may import only src/api and src/domain',
  racOnlyInUi: 'only src/components/ui may import react-aria-components',
  routesNoApi: 'src/routes must not import src/api (use the router context; `import type` is allowed)',
  routesNoSystem:
    'src/routes must not import createRootSystem (the system comes through the router context; `import type` is allowed)',
  featuresNoRoutes: 'src/features must not import src/routes',
  routerOnlyInWiring:
    'in src/ only src/routes, src/router.tsx, the entries and src/app/router-*, document-page-server.tsx may import the router (@tanstack/react-router, router-core, history; types too): features navigate through the app context',
  onlySystemImportsMachines:
    'in src/ only src/system may import machines/ (features and routes read actors through src/system)',
  hookFileName: 'a hook module is named after its hook in camelCase (useThing.ts), not use-thing.ts',
  cycle: 'runtime import cycle',
  backendFolderCycle: 'import circle between backend folders (type imports count)',
  privateField: 'reads a private field of React, TanStack Router or XState (use their public API)',
} as const

/**
 * Private fields of the libraries the storefront builds on. Their public API does not offer them,
 * no release promises to keep them, and reading them ties the code to one version's internals.
 * Matched in code, strings included (such keys are read by name), comments left out; a pattern's
 * first group, if any, is the key it reports.
 */
export const PRIVATE_FIELDS: readonly { library: string; pattern: RegExp }[] = [
  // React DOM keeps a node's fiber, props, root container and listeners under `__reactFiber$<random>`,
  // `__reactProps$…`, `__reactContainer$…` …; `_reactRootContainer` is the legacy root on a container.
  { library: 'React', pattern: /\b_{1,2}react[A-Z]\w*/ },
  // React's shared internals objects, named to be left alone.
  { library: 'React', pattern: /\w*_DO_NOT_USE_\w*/ },
  // TanStack Router's global dehydration stream (`window.$_TSR`) and the keys it owns.
  { library: 'TanStack Router', pattern: /\$_TSR\b|\.(__TSR\w*)/ },
  // Underscore members of an XState actor: its parent, snapshot, scope, system id …
  {
    library: 'XState',
    pattern: /(?:\.|\[\s*['"`])(_(?:parent|snapshot|state|actorScope|systemId|processingStatus))\b/,
  },
]

/** The files that define and test `PRIVATE_FIELDS` must name the keys they look for. */
const NAMES_PRIVATE_FIELDS = new Set(['scripts/check-imports.ts', 'scripts/check-imports.test.ts'])

const TEST_TOOLING = [/^vitest(\/|$)/, /^@vitest\//, /^@testing-library\//, /^fast-check$/, /^happy-dom$/]
const API_FORBIDDEN = [
  /^react(-dom)?$/,
  /^xstate$/,
  /^@xstate\//,
  /^@lingui\//,
  /^react-aria/,
  /^@react-aria\//,
]

/** The router's packages: its React bindings (and their /ssr entries), its core and its history. */
const ROUTER_PACKAGE = /^@tanstack\/(react-router|router-core|history)(\/|$)/
/** Where the router is wired into the app; everything else reads `useApp().navigation`. */
const ROUTER_WIRING = new Set([
  'src/router.tsx',
  'src/entry-client.tsx',
  'src/entry-server.tsx',
  'src/app/router-navigation.tsx',
  'src/app/router-serialization.ts',
  'src/app/document-page-server.tsx',
])
/** A module outside the wiring that may still name one of the router's values, and which. */
const ROUTER_VALUE_READERS: Readonly<Record<string, readonly string[]>> = {
  // classifyError must recognise the router's not-found value; isNotFound is the public way.
  'src/features/errors/status.ts': ['isNotFound'],
}

const under = (p: string, dir: string): boolean => p === dir || p.startsWith(`${dir}/`)
const stripExt = (p: string): string => p.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '')

export function isTestFile(file: string): boolean {
  return (
    /\.(test|spec)\.tsx?$/.test(file) || under(file, 'tests') || /(^|\/)test-support(\/|\.tsx?$)/.test(file)
  )
}

export function resolveTarget(file: string, specifier: string, aliases: Alias[] = []): Target {
  const spec = specifier.replace(/[?#].*$/, '') // Vite suffixes such as `?url`
  if (spec.startsWith('.')) return { kind: 'local', path: path.posix.join(path.posix.dirname(file), spec) }
  if (spec.startsWith('/')) return { kind: 'local', path: path.posix.normalize(spec.slice(1)) }
  for (const alias of aliases) {
    if (spec.startsWith(alias.prefix)) {
      return { kind: 'local', path: path.posix.join(alias.target, spec.slice(alias.prefix.length)) }
    }
  }
  const parts = spec.split('/')
  return { kind: 'package', name: spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! }
}

/** Returns every rule the edge file → ref breaks. */
function rulesFor(file: string, ref: ImportRef, target: Target): string[] {
  const broken: string[] = []
  const test = isTestFile(file)
  const pkg = target.kind === 'package' ? target.name : null
  const local = target.kind === 'local' ? stripExt(target.path) : null
  const testHarness = test && local !== null && under(local, 'backend/test-support')
  const tooling = test && pkg !== null && TEST_TOOLING.some((re) => re.test(pkg))

  if (pkg !== null && /^react-aria-components$/.test(pkg) && !under(file, 'src/components/ui')) {
    broken.push(RULES.racOnlyInUi)
  }
  if (under(file, 'src')) {
    if (local && (under(local, 'backend') || under(local, 'server')) && !testHarness)
      broken.push(RULES.srcNoServerSide)
  }
  if (under(file, 'backend')) {
    if (local && (under(local, 'src') || under(local, 'machines') || under(local, 'server'))) {
      broken.push(RULES.backendIsolated)
    }
  }
  if (under(file, 'machines')) {
    const okPackage = pkg !== null && (pkg === 'xstate' || tooling)
    const okLocal = local !== null && (under(local, 'machines') || under(local, 'src/domain') || testHarness)
    if (!okPackage && !okLocal) broken.push(RULES.machinesOnly)
  }
  if (under(file, 'src/domain')) {
    if ((pkg !== null && !tooling) || (local !== null && !under(local, 'src/domain')))
      broken.push(RULES.domainPure)
  }
  if (under(file, 'src/api')) {
    if (pkg !== null && API_FORBIDDEN.some((re) => re.test(pkg))) broken.push(RULES.apiNoUi)
    if (local && !under(local, 'src/api') && !under(local, 'src/domain') && !testHarness)
      broken.push(RULES.apiLayer)
  }
  // A route test builds the services it hands to the route, as the app's entry does.
  if (under(file, 'src/routes') && !ref.typeOnly && local && !test) {
    if (under(local, 'src/api')) broken.push(RULES.routesNoApi)
    // The module may be named createRootSystem.ts or create-root-system.ts.
    const rootSystemModule = /^src\/system\/create-?root-?system$/i.test(local)
    if (rootSystemModule || (under(local, 'src/system') && ref.names.includes('createRootSystem'))) {
      broken.push(RULES.routesNoSystem)
    }
  }
  if (under(file, 'src') && !test && pkg !== null && ROUTER_PACKAGE.test(pkg)) {
    const wiring = under(file, 'src/routes') || ROUTER_WIRING.has(file)
    const reader = ROUTER_VALUE_READERS[file]
    const named =
      reader !== undefined && ref.names.length > 0 && ref.names.every((name) => reader.includes(name))
    if (!wiring && !named) broken.push(RULES.routerOnlyInWiring)
  }
  if (under(file, 'src/features') && local && (under(local, 'src/routes') || local === 'src/routeTree.gen')) {
    broken.push(RULES.featuresNoRoutes)
  }
  // Types count too: a feature that names a machine's event or context type is coupled to it; the
  // registry in src/system derives what features may see.
  if (under(file, 'src') && !under(file, 'src/system') && !test && local && under(local, 'machines')) {
    broken.push(RULES.onlySystemImportsMachines)
  }
  return broken
}

/** Rules about the file itself rather than its imports. */
function fileRules(file: string): string[] {
  const name = path.posix.basename(file)
  return under(file, 'src') && /^use-/.test(name) ? [RULES.hookFileName] : []
}

/** Every read of a `PRIVATE_FIELDS` key in the code of `source`, with its line. */
export function privateFieldReads(file: string, source: string): Violation[] {
  if (NAMES_PRIVATE_FIELDS.has(file)) return []
  const lines = withoutComments(source).split('\n')
  const violations: Violation[] = []
  lines.forEach((text, index) => {
    for (const { library, pattern } of PRIVATE_FIELDS) {
      const match = pattern.exec(text)
      const key = match?.[1] ?? match?.[0]
      if (key)
        violations.push({ file, line: index + 1, rule: `${RULES.privateField}: ${library} \`${key}\`` })
    }
  })
  return violations
}

/** Checks one file; `file` is repo-relative with forward slashes. */
export function checkSource(file: string, source: string, aliases: Alias[] = []): Violation[] {
  const violations: Violation[] = fileRules(file).map((rule) => ({ file, line: 1, rule }))
  for (const ref of extractImports(source)) {
    for (const rule of rulesFor(file, ref, resolveTarget(file, ref.specifier, aliases))) {
      violations.push({ file, line: ref.line, rule })
    }
  }
  violations.push(...privateFieldReads(file, source))
  return violations
}

export function listSourceFiles(root: string, dirs: readonly string[] = SCAN_ROOTS): string[] {
  const files: string[] = []
  const walk = (rel: string): void => {
    let entries: Dirent[]
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true })
    } catch {
      return // a scan root that does not exist yet
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && !entry.name.startsWith('.')) walk(child)
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) files.push(child)
    }
  }
  for (const dir of dirs) walk(dir)
  return files.sort()
}

/** Reads `compilerOptions.paths` of the form `"x/*": ["dir/*"]` from tsconfig.json, if any. */
export function readAliases(root: string): Alias[] {
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions?: { paths?: Record<string, string[]> }
    }
    return Object.entries(config.compilerOptions?.paths ?? {}).flatMap(([key, targets]) => {
      const first = targets[0]
      if (!key.endsWith('*') || !first?.endsWith('*')) return []
      return [
        { prefix: key.slice(0, -1), target: path.posix.normalize(first.slice(0, -1).replace(/^\.\//, '')) },
      ]
    })
  } catch {
    return [] // tsconfig with comments or missing: no aliases, relative imports still checked
  }
}

/** The file a local import path names: as written, or with .ts/.tsx, or its index module. */
function resolveFile(target: string, files: ReadonlySet<string>): string | undefined {
  const bare = stripExt(target)
  const candidates = [target, `${bare}.ts`, `${bare}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]
  return candidates.find((candidate) => files.has(candidate))
}

/**
 * Every runtime import cycle, as the list of files around it (each cycle once, starting at its
 * smallest file name). Runtime edges are static imports and re-exports that are not type-only:
 * those run at module evaluation, where a cycle means a module may see another half-initialised.
 * Dynamic `import()` is left out: it runs later, when both modules have finished evaluating.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const components: string[][] = []
  let counter = 0
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const edges = graph.get(frame.node) ?? []
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, next: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node)
      if (component.length > 1 || selfLoop) components.push(component.sort())
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** One import as written in `file`, resolved to the file it names. */
export interface FileImport {
  file: string
  line: number
  target: string
  typeOnly: boolean
}

/** Folders of backend/ that hold test code: they may import any folder, nothing imports them. */
const BACKEND_TEST_FOLDERS = new Set(['tests', 'test-support'])

/**
 * The backend folder a module counts in: `backend/cart/calculate.ts` and
 * `backend/payment/gateway/routes.ts` are in `backend/cart` and `backend/payment`, the app's files at
 * the top in `backend/(root)`. Null outside backend/ and for test code.
 */
export function backendFolderOf(file: string): string | null {
  if (!under(file, 'backend') || isTestFile(file)) return null
  const parts = file.split('/')
  if (parts.length === 2) return 'backend/(root)'
  return BACKEND_TEST_FOLDERS.has(parts[1]!) ? null : `backend/${parts[1]}`
}

/** At most this many import sites are named per folder edge of a circle. */
const SITES_SHOWN = 3

/**
 * Every circle among the back end's folders, one violation per strongly connected group, from all
 * imports of non-test modules: type-only and dynamic ones count, because a folder that names
 * another's types depends on it as much as one that calls it. The folders form layers (the order is
 * in docs/architecture.md), and a circle means some import points up: the message names each
 * import between the circle's folders, so the one pointing the wrong way can be found and moved.
 */
export function backendFolderCycles(imports: readonly FileImport[]): Violation[] {
  const graph = new Map<string, string[]>()
  const sites = new Map<string, FileImport[]>()
  for (const ref of imports) {
    const from = backendFolderOf(ref.file)
    const to = backendFolderOf(ref.target)
    if (!from || !to || from === to) continue
    const edges = graph.get(from)
    if (!edges) graph.set(from, [to])
    else if (!edges.includes(to)) edges.push(to)
    const key = `${from} → ${to}`
    const found = sites.get(key)
    if (found) found.push(ref)
    else sites.set(key, [ref])
  }
  return findCycles(graph).map((folders) => {
    const inside = [...sites]
      .filter(([key]) => key.split(' → ').every((folder) => folders.includes(folder)))
      .sort(([a], [b]) => a.localeCompare(b))
    const lines = inside.flatMap(([key, refs]) => [
      `  ${key}:`,
      ...refs
        .slice(0, SITES_SHOWN)
        .map((r) => `    ${r.file}:${r.line} imports ${r.target}${r.typeOnly ? ' (type only)' : ''}`),
      ...(refs.length > SITES_SHOWN ? [`    … and ${refs.length - SITES_SHOWN} more`] : []),
    ])
    const first = inside[0]![1][0]!
    return {
      file: first.file,
      line: first.line,
      rule: [
        `${RULES.backendFolderCycle}: ${folders.join(', ')}; one of these edges points up the layers:`,
        ...lines,
      ].join('\n'),
    }
  })
}

/** Checks every file under the scan roots. */
export function checkRepository(root: string): { files: number; violations: Violation[] } {
  const aliases = readAliases(root)
  const files = listSourceFiles(root)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  const firstLine = new Map<string, number>()
  const imports: FileImport[] = []
  const violations: Violation[] = []
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8')
    violations.push(...checkSource(file, source, aliases))
    const edges: string[] = []
    for (const ref of extractImports(source)) {
      const target = resolveTarget(file, ref.specifier, aliases)
      const resolved = target.kind === 'local' ? resolveFile(target.path, known) : undefined
      if (!resolved) continue
      imports.push({ file, line: ref.line, target: resolved, typeOnly: ref.typeOnly })
      if (ref.typeOnly || ref.kind === 'dynamic') continue
      edges.push(resolved)
      const key = `${file}>${resolved}`
      if (!firstLine.has(key)) firstLine.set(key, ref.line)
    }
    graph.set(file, edges)
  }
  for (const cycle of findCycles(graph)) {
    const head = cycle[0]!
    const next = (graph.get(head) ?? []).find((to) => cycle.includes(to)) ?? head
    violations.push({
      file: head,
      line: firstLine.get(`${head}>${next}`) ?? 1,
      rule: `${RULES.cycle}: ${cycle.join(' → ')}`,
    })
  }
  violations.push(...backendFolderCycles(imports))
  return { files: files.length, violations }
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const { files, violations } = checkRepository(root)
  for (const v of violations) console.log(`${v.file}:${v.line}: ${v.rule}`)
  if (violations.length > 0) {
    console.log(`check-imports: ${violations.length} violation(s) in ${files} files`)
    process.exit(1)
  }
  console.log(`check-imports: ${files} files, no violations`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
