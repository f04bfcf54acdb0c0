import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface AssetSize {
  path: string
  bytes: number
  /** gzip -9 size of the file in dist/client; what a compressing CDN or proxy would send. */
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
 * `<link rel="modulepreload">` and `<link rel="stylesheet">`.
 */
export function assetsReferencedBy(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = localPath(attributes(tag).src)
    if (src) js.add(src)
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
  const files = paths.map((urlPath) => {
    const file = path.join(clientDir, decodeURIComponent(urlPath))
    if (!file.startsWith(clientDir) || !existsSync(file)) {
      throw new Error(`${urlPath} is referenced by the page but not in ${clientDir}`)
    }
    const content = readFileSync(file)
    return { path: urlPath, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length }
  })
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  }
}
