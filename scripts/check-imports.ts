/**
 * Import-rule checker for GUIDE.md §2 (`tsx scripts/check-imports.ts`). dependency-cruiser needs the
 * TypeScript JS API, which TypeScript 7 does not ship, so this walks the sources itself.
 * Prints `file:line: rule` per violation and exits 1 when there is any.
 *
 * Test code (`*.test.ts(x)`, `*.spec.ts(x)`, `tests/**`, `test-support/**`, `test-support.ts`) obeys the same layering
 * but may also import test tooling (vitest, @testing-library/*, fast-check, happy-dom) and the
 * embedded back end's test harness (`backend/test-support/**`); route tests may build the services
 * (src/api, createRootSystem) that the app's entry would put into the router context.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { extractImports, type ImportRef } from './lib/extract-imports.ts'

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

export const SCAN_ROOTS = ['src', 'machines', 'server', 'backend', 'tests'] as const

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
} as const

const TEST_TOOLING = [/^vitest(\/|$)/, /^@vitest\//, /^@testing-library\//, /^fast-check$/, /^happy-dom$/]
const API_FORBIDDEN = [
  /^react(-dom)?$/,
  /^xstate$/,
  /^@xstate\//,
  /^@lingui\//,
  /^react-aria/,
  /^@react-aria\//,
]

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
  if (under(file, 'src/features') && local && (under(local, 'src/routes') || local === 'src/routeTree.gen')) {
    broken.push(RULES.featuresNoRoutes)
  }
  return broken
}

/** Checks one file; `file` is repo-relative with forward slashes. */
export function checkSource(file: string, source: string, aliases: Alias[] = []): Violation[] {
  const violations: Violation[] = []
  for (const ref of extractImports(source)) {
    for (const rule of rulesFor(file, ref, resolveTarget(file, ref.specifier, aliases))) {
      violations.push({ file, line: ref.line, rule })
    }
  }
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

export function checkRepository(root: string): { files: number; violations: Violation[] } {
  const aliases = readAliases(root)
  const files = listSourceFiles(root)
  const violations = files.flatMap((file) =>
    checkSource(file, readFileSync(path.join(root, file), 'utf8'), aliases),
  )
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
