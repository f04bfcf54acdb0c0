import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkRepository, checkSource, findCycles, RULES, resolveTarget } from './check-imports.ts'
import { extractImports } from './lib/extract-imports.ts'
import { withoutComments } from './lib/without-comments.ts'

const rulesOf = (file: string, source: string): string[] => checkSource(file, source).map((v) => v.rule)

describe('extractImports', () => {
  it('finds static, side-effect, re-export, dynamic and require specifiers with their lines', () => {
    const source = [
      "import a from 'pkg-a'",
      "import './side-effect.css'",
      'import {',
      '  b,',
      '  c as d,',
      "} from '../multi'",
      "export * from './star'",
      "export { e } from './named'",
      "const lazy = () => import('./lazy')",
      "const cjs = require('cjs-pkg')",
      "import * as ns from 'ns-pkg'",
    ].join('\n')
    expect(extractImports(source).map((r) => [r.specifier, r.line, r.kind])).toEqual([
      ['pkg-a', 1, 'import'],
      ['./side-effect.css', 2, 'import'],
      ['../multi', 3, 'import'],
      ['./star', 7, 'export-from'],
      ['./named', 8, 'export-from'],
      ['./lazy', 9, 'dynamic'],
      ['cjs-pkg', 10, 'require'],
      ['ns-pkg', 11, 'import'],
    ])
  })

  it('marks only `import type` / `export type` as type-only and collects named bindings', () => {
    const refs = extractImports(
      [
        "import type { A } from './a'",
        "import { type B, C as D } from './b'",
        "export type { E } from './e'",
        "import type from './default-named-type'",
      ].join('\n'),
    )
    expect(refs.map((r) => [r.specifier, r.typeOnly, r.names])).toEqual([
      ['./a', true, ['A']],
      ['./b', false, ['B', 'C']],
      ['./e', true, ['E']],
      ['./default-named-type', false, []],
    ])
  })

  it('ignores look-alikes in comments, strings, templates, regexes and property access', () => {
    const source = [
      "// import x from 'in-line-comment'",
      "/* import y from 'in-block-comment' */",
      'const s = "import z from \'in-string\'"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
      "const t = `import w from 'in-template' ${\"import('in-expression')\"}`",
      "const r = /import v from 'in-regex'/",
      "loader.import('not-a-module')",
      'const meta = import.meta.url',
      "const o = { import: 'key', from: 'value' }",
      "const p = <p>Don't import this from 'jsx'</p>",
      "import real from 'real'",
    ].join('\n')
    expect(extractImports(source).map((r) => [r.specifier, r.line])).toEqual([['real', 10]])
  })

  it('ignores dynamic imports whose specifier is not a literal', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
    expect(extractImports('const m = await import(`./locales/${lang}.ts`)\nimport(name)')).toEqual([])
  })
})

describe('resolveTarget', () => {
  it('resolves relative, root-relative and aliased specifiers to repo paths, others to package names', () => {
    expect(resolveTarget('src/routes/a/b.tsx', '../../api/index.ts')).toEqual({
      kind: 'local',
      path: 'src/api/index.ts',
    })
    expect(resolveTarget('src/x.ts', '/src/domain/money')).toEqual({
      kind: 'local',
      path: 'src/domain/money',
    })
    expect(resolveTarget('src/x.ts', '~/api', [{ prefix: '~/', target: 'src' }])).toEqual({
      kind: 'local',
      path: 'src/api',
    })
    expect(resolveTarget('src/x.ts', '@xstate/react/lib')).toEqual({ kind: 'package', name: '@xstate/react' })
    expect(resolveTarget('src/x.ts', 'xstate/graph')).toEqual({ kind: 'package', name: 'xstate' })
  })
})

describe('rules', () => {
  it('src never imports backend/ or server/', () => {
    expect(rulesOf('src/features/cart/x.ts', "import { createBackend } from '../../../backend/app'")).toEqual(
      [RULES.srcNoServerSide],
    )
    expect(rulesOf('src/entry-server.tsx', "import type { Config } from '../server/config'")).toEqual([
      RULES.srcNoServerSide,
    ])
    expect(rulesOf('src/features/cart/x.ts', "import { money } from '../../domain/money'")).toEqual([])
    // Test code may use the back end's test harness.
    expect(
      rulesOf(
        'src/api/client.test.ts',
        "import { createTestBackend } from '../../backend/test-support/backend'",
      ),
    ).toEqual([])
    expect(
      rulesOf('src/api/client.ts', "import { createTestBackend } from '../../backend/test-support/backend'"),
    ).toContain(RULES.srcNoServerSide)
  })

  it('backend never imports src/, machines/ or server/', () => {
    for (const spec of ['../../src/domain/locale', '../../machines/root.machine', '../../server/config']) {
      expect(rulesOf('backend/routes/x.ts', `import { a } from '${spec}'`)).toEqual([RULES.backendIsolated])
    }
    expect(
      rulesOf('backend/routes/x.ts', "import { Hono } from 'hono'\nimport { idFor } from '../lib/ids'"),
    ).toEqual([])
  })

  it('machines import only xstate, xstate/* and src/domain', () => {
    expect(rulesOf('machines/cart/cart.machine.ts', "import axios from 'axios'")).toEqual([
      RULES.machinesOnly,
    ])
    expect(rulesOf('machines/cart/cart.machine.ts', "import { useSelector } from '@xstate/react'")).toEqual([
      RULES.machinesOnly,
    ])
    expect(rulesOf('machines/cart/cart.machine.ts', "import { t } from '@lingui/core/macro'")).toEqual([
      RULES.machinesOnly,
    ])
    expect(rulesOf('machines/session/x.ts', "import { api } from '../../src/api'")).toEqual([
      RULES.machinesOnly,
    ])
    expect(
      rulesOf(
        'machines/session/session.machine.ts',
        [
          "import { setup, assign } from 'xstate'",
          "import { createTestModel } from 'xstate/graph'",
          "import type { Money } from '../../src/domain/money'",
          "import { helper } from '../shared/helper'",
        ].join('\n'),
      ),
    ).toEqual([])
    expect(rulesOf('machines/session/session.test.ts', "import { describe } from 'vitest'")).toEqual([])
    expect(rulesOf('machines/session/session.machine.ts', "import { describe } from 'vitest'")).toEqual([
      RULES.machinesOnly,
    ])
  })

  it('src/domain imports nothing outside src/domain', () => {
    expect(rulesOf('src/domain/money.ts', "import { z } from 'zod'")).toEqual([RULES.domainPure])
    expect(
      rulesOf('src/domain/money.ts', "import type { Schemas } from '@shopware/api-client/store-api-types'"),
    ).toEqual([RULES.domainPure])
    expect(rulesOf('src/domain/money.ts', "import { x } from '../api/x'")).toEqual([RULES.domainPure])
    expect(rulesOf('src/domain/links.ts', "import { type Locale, LOCALES } from './locale'")).toEqual([])
    expect(
      rulesOf('src/domain/money.test.ts', "import fc from 'fast-check'\nimport { it } from 'vitest'"),
    ).toEqual([])
    expect(rulesOf('src/api/test-support.ts', "import { vi } from 'vitest'")).toEqual([])
    expect(
      rulesOf('src/features/test-support/render.tsx', "import { render } from '@testing-library/react'"),
    ).toEqual([])
  })

  it('src/api imports no React, XState, Lingui or react-aria, and only src/api and src/domain', () => {
    const forbidden = [
      'react',
      'react-dom',
      'xstate',
      '@xstate/react',
      '@lingui/core',
      'react-aria',
      'react-aria-components',
    ]
    for (const pkg of forbidden) {
      expect(rulesOf('src/api/product.ts', `import x from '${pkg}'`), pkg).toContain(RULES.apiNoUi)
    }
    expect(rulesOf('src/api/product.ts', "import { useSession } from '../system/hooks'")).toEqual([
      RULES.apiLayer,
    ])
    expect(
      rulesOf(
        'src/api/product.ts',
        [
          "import axios from 'axios'",
          "import axiosRetry from 'axios-retry'",
          "import type { Schemas } from '@shopware/api-client/store-api-types'",
          "import type { Product } from '../domain/product'",
          "import { ApiError } from './errors'",
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('only src/components/ui imports react-aria-components', () => {
    expect(
      rulesOf('src/features/cart/CartButton.tsx', "import { Button } from 'react-aria-components'"),
    ).toEqual([RULES.racOnlyInUi])
    expect(rulesOf('src/components/ui/Button.tsx', "import { Button } from 'react-aria-components'")).toEqual(
      [],
    )
    expect(
      rulesOf('src/features/cart/CartButton.tsx', "import { Button } from '../../components/ui/Button'"),
    ).toEqual([])
  })

  it('routes get services from the router context: no value imports of src/api or createRootSystem', () => {
    expect(rulesOf('src/routes/detail.$id.tsx', "import { createStoreApiClient } from '../api'")).toEqual([
      RULES.routesNoApi,
    ])
    expect(rulesOf('src/routes/a/b.tsx', "export { productApi } from '../../api/product'")).toEqual([
      RULES.routesNoApi,
    ])
    expect(rulesOf('src/routes/a.tsx', "const m = await import('../api/product')")).toEqual([
      RULES.routesNoApi,
    ])
    expect(rulesOf('src/routes/a.tsx', "type Api = typeof import('../api/product')")).toEqual([])
    // A route test builds the services the entry would put into the router context.
    expect(
      rulesOf('src/routes/-lib/page.test.ts', "import { createStoreApiClient } from '../../api/index.ts'"),
    ).toEqual([])
    expect(
      rulesOf('src/routes/index.tsx', "import { createRootSystem } from '../system/createRootSystem'"),
    ).toEqual([RULES.routesNoSystem])
    expect(
      rulesOf('src/routes/index.tsx', "import { createRootSystem, useSession } from '../system'"),
    ).toEqual([RULES.routesNoSystem])
    expect(rulesOf('src/routes/index.tsx', "import { X } from '../system/create-root-system.ts'")).toEqual([
      RULES.routesNoSystem,
    ])
    expect(
      rulesOf(
        'src/routes/detail.$id.tsx',
        [
          "import type { StoreApi } from '../api'",
          "import type { RootSystem } from '../system/createRootSystem'",
          "import { useSession } from '../system/hooks'",
          "import { ProductDetail } from '../features/catalogue/ProductDetail'",
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('features never import routes', () => {
    expect(
      rulesOf('src/features/catalogue/Listing.tsx', "import { Route } from '../../routes/navigation.$id'"),
    ).toEqual([RULES.featuresNoRoutes])
    expect(
      rulesOf('src/features/catalogue/Listing.tsx', "import { routeTree } from '../../routeTree.gen'"),
    ).toEqual([RULES.featuresNoRoutes])
  })

  it('only the routes, the router, the entries and the router wiring in src/app import the router, types too', () => {
    const feature = 'src/features/catalogue/Listing.tsx'
    expect(rulesOf(feature, "import { Link } from '@tanstack/react-router'")).toEqual([
      RULES.routerOnlyInWiring,
    ])
    expect(rulesOf(feature, "import type { AnyRouter } from '@tanstack/react-router'")).toEqual([
      RULES.routerOnlyInWiring,
    ])
    expect(rulesOf('src/components/x.tsx', "import { createRouter } from '@tanstack/router-core'")).toEqual([
      RULES.routerOnlyInWiring,
    ])
    expect(
      rulesOf('src/app/client-boot.ts', "import { createBrowserHistory } from '@tanstack/history'"),
    ).toEqual([RULES.routerOnlyInWiring])
    for (const file of [
      'src/routes/login.tsx',
      'src/routes/-lib/account-guards.ts',
      'src/router.tsx',
      'src/entry-server.tsx',
      'src/app/router-navigation.tsx',
    ]) {
      expect(rulesOf(file, "import { redirect } from '@tanstack/react-router'")).toEqual([])
    }
    expect(
      rulesOf('src/features/errors/status.ts', "import { isNotFound } from '@tanstack/react-router'"),
    ).toEqual([])
    expect(
      rulesOf('src/features/errors/status.ts', "import { redirect } from '@tanstack/react-router'"),
    ).toEqual([RULES.routerOnlyInWiring])
    expect(
      rulesOf('src/features/catalogue/Listing.test.tsx', "import { Link } from '@tanstack/react-router'"),
    ).toEqual([])
  })

  it('in src/ only src/system imports machines, types included; tests may build machines', () => {
    const machine = "import { cartMachine } from '../../../../machines/cart/cart.machine.ts'"
    const types = "import type { CartEvent } from '../../../../machines/cart/cart.types.ts'"
    expect(rulesOf('src/features/cart/x/Widget.tsx', machine)).toEqual([RULES.onlySystemImportsMachines])
    expect(rulesOf('src/features/cart/x/Widget.tsx', types)).toEqual([RULES.onlySystemImportsMachines])
    expect(rulesOf('src/routes/x/y/page.tsx', types)).toEqual([RULES.onlySystemImportsMachines])
    expect(
      rulesOf(
        'src/system/actors/cart.ts',
        "import { cartMachine } from '../../../machines/cart/cart.machine.ts'",
      ),
    ).toEqual([])
    expect(rulesOf('src/features/cart/x/Widget.test.tsx', machine)).toEqual([])
  })

  it('hook modules are named useThing.ts', () => {
    expect(rulesOf('src/features/product/use-reviews.ts', '')).toEqual([RULES.hookFileName])
    expect(rulesOf('src/features/product/useReviews.ts', '')).toEqual([])
    expect(rulesOf('backend/use-case.ts', '')).toEqual([])
  })

  it('server may import src and backend (it is the composition root)', () => {
    expect(
      rulesOf(
        'server/app.ts',
        "import { createBackend } from '../backend/app'\nimport { render } from '../src/entry-server'",
      ),
    ).toEqual([])
  })
})

describe('findCycles', () => {
  it('finds each strongly connected group once, self-loops included, and nothing in a DAG', () => {
    const graph = new Map<string, string[]>([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ])
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']])
    expect(
      findCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([])
  })
})

describe('checkRepository', () => {
  it('fails on a deliberately introduced runtime cycle, but not on type-only or dynamic back edges', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
    try {
      const write = (file: string, text: string): void => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        writeFileSync(path.join(root, file), text)
      }
      write('backend/a.ts', "import { b } from './b.ts'\nexport const a = 1\n")
      write('backend/b.ts', "import type { T } from './c'\nexport const b = 2\n")
      write('backend/c.ts', "import { a } from './a.ts'\nconst later = () => import('./b.ts')\n")
      expect(checkRepository(root).violations).toEqual([])
      write('backend/b.ts', "\nimport { c } from './c'\nexport const b = 2\n")
      expect(checkRepository(root).violations).toEqual([
        {
          file: 'backend/a.ts',
          line: 1,
          rule: `${RULES.cycle}: backend/a.ts → backend/b.ts → backend/c.ts`,
        },
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('fails on an import circle between backend folders, also when only a type import closes it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
    try {
      const write = (file: string, text: string): void => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        writeFileSync(path.join(root, file), text)
      }
      write(
        'backend/cart/calculate.ts',
        "import { rules } from '../checkout/rules.ts'\nexport type Cart = {}\n",
      )
      write(
        'backend/checkout/rules.ts',
        "\nimport type { Cart } from '../cart/calculate.ts'\nexport const rules = 1\n",
      )
      expect(checkRepository(root).violations).toEqual([
        {
          file: 'backend/cart/calculate.ts',
          line: 1,
          rule: [
            `${RULES.backendFolderCycle}: backend/cart, backend/checkout; one of these edges points up the layers:`,
            '  backend/cart → backend/checkout:',
            '    backend/cart/calculate.ts:1 imports backend/checkout/rules.ts',
            '  backend/checkout → backend/cart:',
            '    backend/checkout/rules.ts:2 imports backend/cart/calculate.ts (type only)',
          ].join('\n'),
        },
      ])
      // a dynamic import closes a circle as well
      write('backend/checkout/rules.ts', "export const rules = () => import('../cart/calculate.ts')\n")
      expect(checkRepository(root).violations.map((v) => v.rule.split(':')[0])).toEqual([
        RULES.backendFolderCycle,
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('passes backend folders whose imports all point down; test code may import any folder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
    try {
      const write = (file: string, text: string): void => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        writeFileSync(path.join(root, file), text)
      }
      write('backend/core/cart.ts', 'export type Cart = {}\n')
      write(
        'backend/cart/calculate.ts',
        "import type { Cart } from '../core/cart.ts'\nexport const total = 1\n",
      )
      write(
        'backend/checkout/rules.ts',
        "import { total } from '../cart/calculate.ts'\nimport type { Cart } from '../core/cart.ts'\n",
      )
      write('backend/app.ts', "import '../backend/checkout/rules.ts'\nimport './core/cart.ts'\n")
      write('backend/core/cart.test.ts', "import '../checkout/rules.ts'\nimport '../app.ts'\n")
      write('backend/tests/helpers.ts', "import '../app.ts'\nimport '../cart/calculate.ts'\n")
      write('backend/test-support/backend.ts', "import '../app.ts'\n")
      expect(checkRepository(root).violations).toEqual([])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('walks the scan roots, skips node_modules, dist and *.gen.ts, and reports file:line', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
    try {
      const write = (file: string, text: string): void => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        writeFileSync(path.join(root, file), text)
      }
      write('src/domain/money.ts', "\n\nimport { z } from 'zod'\n")
      write('src/routeTree.gen.ts', "import { createStoreApiClient } from './api'\n")
      write('src/node_modules/x/index.ts', "import '../../../backend/app'\n")
      write('src/dist/x.ts', "import '../../backend/app'\n")
      write('backend/app.tsx', "import { Hono } from 'hono'\n")
      write('docs/ignored.ts', "import '../backend/app'\n")
      expect(checkRepository(root)).toEqual({
        files: 2,
        violations: [{ file: 'src/domain/money.ts', line: 3, rule: RULES.domainPure }],
      })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('fails on a private-field read in any file, test code included', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
    try {
      const write = (file: string, text: string): void => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        writeFileSync(path.join(root, file), text)
      }
      write('src/old.ts', 'const tsr = window.$_TSR\n')
      write(
        'tests/e2e/x.spec.ts',
        "const key = Object.keys(node).find((k) => k.startsWith('__reactFiber$'))\n",
      )
      write('machines/new.ts', 'if (self._parent) go()\n')
      expect(checkRepository(root).violations).toEqual([
        { file: 'machines/new.ts', line: 1, rule: `${RULES.privateField}: XState \`_parent\`` },
        { file: 'src/old.ts', line: 1, rule: `${RULES.privateField}: TanStack Router \`$_TSR\`` },
        { file: 'tests/e2e/x.spec.ts', line: 1, rule: `${RULES.privateField}: React \`__reactFiber\`` },
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('private fields of React, TanStack Router and XState', () => {
  const reads = (source: string, file = 'src/x.ts'): string[] =>
    checkSource(file, source)
      .filter((v) => v.rule.startsWith(RULES.privateField))
      .map((v) => `${v.line}: ${v.rule.slice(RULES.privateField.length + 2)}`)

  it('finds reads by member access, by bracket and by name in a string or template', () => {
    const source = [
      'if (!self._parent) return',
      "const snapshot = actor['_snapshot']",
      "const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))",
      'const props = node[`__reactProps$${suffix}`]',
      'const tsr = window.$_TSR',
      'const router = window.__TSR_ROUTER__',
      'const root = container._reactRootContainer',
      'const internals = React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    ].join('\n')
    expect(reads(source)).toEqual([
      '1: XState `_parent`',
      '2: XState `_snapshot`',
      '3: React `__reactFiber`',
      '4: React `__reactProps`',
      '5: TanStack Router `$_TSR`',
      '6: TanStack Router `__TSR_ROUTER__`',
      '7: React `_reactRootContainer`',
      '8: React `__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE`',
    ])
  })

  it('applies to tests and every scan root, not only src', () => {
    expect(reads('expect(actor._snapshot).toBeDefined()', 'tests/model/x.test.ts')).toEqual([
      '1: XState `_snapshot`',
    ])
    expect(reads("page.waitForFunction('document.body.__reactContainer$x')", 'bench/x.ts')).toEqual([
      '1: React `__reactContainer`',
    ])
  })

  it('ignores comments, public underscore names and look-alike keys', () => {
    const source = [
      '// never read `self._parent`: pass the parent as input',
      '/* React keeps the fiber under `__reactFiber$…`,',
      '   and the router its stream on `window.$_TSR` */',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
      'const path = `/${params._splat}`',
      'const state = { __TSR_index: 3, page: hint }',
      'const parent = context.parent',
      "const url = 'https://example.test/_parent' // a string, not a member",
    ].join('\n')
    expect(reads(source)).toEqual([])
  })
})

describe('withoutComments', () => {
  it('blanks comments, keeps every line, and keeps strings, templates and regexes with // or /* in them', () => {
    const source = [
      'const a = 1 // line comment',
      '/* block',
      '   comment */ const b = "// not a comment"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
      "const c = `/* not one either ${'//'}`",
      'const d = /\\/\\/*/g.test(x) / 2 // after a regex and a division',
    ].join('\n')
    const out = withoutComments(source)
    expect(out.split('\n')).toHaveLength(5)
    expect(out.split('\n').map((line) => line.trimEnd())).toEqual([
      'const a = 1',
      '',
      '              const b = "// not a comment"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
      "const c = `/* not one either ${'//'}`",
      'const d = /\\/\\/*/g.test(x) / 2',
    ])
  })
})

describe('docs/architecture.md', () => {
  // The reference a newcomer reads first: short enough to read in one sitting, with every rule it
  // states named beside the check that enforces it.
  const doc = readFileSync(path.join(import.meta.dirname, '..', 'docs', 'architecture.md'), 'utf8')

  it('stays within 250 lines', () => {
    expect(doc.trimEnd().split('\n').length).toBeLessThanOrEqual(250)
  })

  it('names the check of each rule it states', () => {
    for (const check of [
      'scripts/check-imports.ts',
      'noExcessiveLinesPerFunction',
      'src/api/resources/no-raw-paths.test.ts',
      'backend/tests/module-graph.test.ts',
      'scripts/check-i18n.ts',
    ]) {
      expect(doc).toContain(check)
    }
  })
})
