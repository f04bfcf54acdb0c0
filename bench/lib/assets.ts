import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { QUICK_PRECOMPRESSION_MARKER } from '../../scripts/lib/quick-precompression.ts'

export interface AssetSize {
  path: string
  bytes: number
  /**
   * Bytes a gzip-only client receives: the build's precompressed `.gz` next to the file (what the
   * server sends as it is), or gzip -9 of the file when the build wrote none (files under 1 KB).
   */
  gzip: number
}

export interface AssetGroup {
  files: AssetSize[]
  bytes: number
  gzip: number
}

const ATTRIBUTE = /([a-zA-Z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const match of tag.matchAll(ATTRIBUTE)) {
    result[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return result
}

/** Same-origin paths only: assets on another host are not part of our build. */
function localPath(url: string | undefined): string | undefined {
  if (!url?.startsWith('/') || url.startsWith('//')) return undefined
  return url.replace(/[?#].*$/, '')
}

/**
 * The JS and CSS a server-rendered page asks for before any of its scripts run: `<script src>`,
 * `<link rel="modulepreload">` and `<link rel="stylesheet">`, and the entry and imports the entry
 * loader names in its `data-entry`/`data-preloads` (src/entry-loader.ts: they start after the LCP image).
 */
export function assetsReferencedBy(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attrs = attributes(tag)
    for (const url of [attrs.src, attrs['data-entry'], ...(attrs['data-preloads'] ?? '').split(/\s+/)]) {
      const local = localPath(url)
      if (local) js.add(local)
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag)
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
    const href = localPath(attrs.href)
    if (!href) continue
    if (rel.includes('modulepreload')) js.add(href)
    else if (rel.includes('stylesheet')) css.add(href)
  }
  return { js: [...js], css: [...css] }
}

/** Sizes of build files by URL path; a path with no file in `clientDir` throws (a broken page). */
export function measure(clientDir: string, paths: string[]): AssetGroup {
  // npm test's build precompresses at quick levels (vite.config.ts, PRECOMPRESS=fast): its .gz files
  // are about 3 % larger than the shipped build's, enough to fail a page near its budget.
  if (existsSync(path.join(clientDir, QUICK_PRECOMPRESSION_MARKER))) {
    throw new Error(
      `${clientDir} is npm test's build (quick precompression, PRECOMPRESS=fast): run \`npm run build\` before the bench`,
    )
  }
  const files = paths.map((urlPath) => {
    const file = path.join(clientDir, decodeURIComponent(urlPath))
    if (!file.startsWith(clientDir) || !existsSync(file)) {
      throw new Error(`${urlPath} is referenced by the page but not in ${clientDir}`)
    }
    const content = readFileSync(file)
    const gzip = existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : gzipSync(content, { level: 9 }).length
    return { path: urlPath, bytes: content.length, gzip }
  })
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  }
}
