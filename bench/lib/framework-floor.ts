// The least JavaScript any page of this stack can hydrate with: React DOM's client with React, and
// that plus TanStack Router's client, each bundled alone (production, minified) and gzipped as
// bench/lib/assets.ts gzips the build's files. A "JS to hydrate" target below the second figure
// cannot be met by a page that hydrates as one router tree, whatever the page's own code weighs.
//
//   npx tsx bench/lib/framework-floor.ts        prints both figures
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'rolldown'

export interface FrameworkFloor {
  /** react + react-dom/client (hydrateRoot), gzip KB. */
  reactDomKb: number
  /** The above plus @tanstack/react-router and its SSR client (RouterClient), gzip KB. */
  reactDomAndRouterKb: number
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// What entry-client.tsx and the routes use of each package; everything else is tree-shaken, as in
// the real build.
const ENTRIES = {
  reactDom: `
import { hydrateRoot } from 'react-dom/client'
import { StrictMode, Suspense, lazy, useSyncExternalStore } from 'react'
globalThis.floor = [hydrateRoot, StrictMode, Suspense, lazy, useSyncExternalStore]
`,
  reactDomAndRouter: `
import { hydrateRoot } from 'react-dom/client'
import { StrictMode, Suspense, lazy, useSyncExternalStore } from 'react'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRouter, createRootRouteWithContext, createFileRoute, Link, Outlet, HeadContent, Scripts,
  useRouter, useRouterState, useNavigate, useParams, useSearch, useLocation, useMatch } from '@tanstack/react-router'
globalThis.floor = [hydrateRoot, StrictMode, Suspense, lazy, useSyncExternalStore, RouterClient, createRouter,
  createRootRouteWithContext, createFileRoute, Link, Outlet, HeadContent, Scripts, useRouter, useRouterState,
  useNavigate, useParams, useSearch, useLocation, useMatch]
`,
} as const

async function gzipKb(source: string, dir: string, name: string): Promise<number> {
  // The entry sits in the checkout so that node_modules resolves exactly as for the real build.
  const entry = path.join(dir, `${name}.js`)
  writeFileSync(entry, source)
  const result = await build({
    input: entry,
    cwd: root,
    write: false,
    platform: 'browser',
    // The packages' "use client" directives mean nothing in a browser bundle; Vite drops them too.
    onLog: (level, log, handler) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
    },
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { format: 'esm', minify: true, codeSplitting: false },
  })
  const code = result.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('')
  return Math.round((gzipSync(code, { level: 9 }).length / 1024) * 10) / 10
}

export async function measureFrameworkFloor(): Promise<FrameworkFloor> {
  const dir = mkdtempSync(path.join(root, 'node_modules', '.framework-floor-'))
  try {
    return {
      reactDomKb: await gzipKb(ENTRIES.reactDom, dir, 'react-dom'),
      reactDomAndRouterKb: await gzipKb(ENTRIES.reactDomAndRouter, dir, 'react-dom-router'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const floor = await measureFrameworkFloor()
  console.log(`React DOM + React: ${floor.reactDomKb} KB gzip`)
  console.log(`React DOM + React + TanStack Router client: ${floor.reactDomAndRouterKb} KB gzip`)
}
