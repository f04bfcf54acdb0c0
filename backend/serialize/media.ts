import type { Db } from '../db/database.ts'
import type { Row } from '../db/rows.ts'
import { compact, date, loadTranslations, str } from './translate.ts'

export type MediaJson = Record<string, unknown> & { id: string; url: string }

/**
 * The public origin in front of media URLs, per database (one back end each). Shopware answers
 * `media.url` and thumbnail URLs absolute, so a client on another origin loads the images from
 * the shop and not from itself. A database without one keeps root-relative URLs (`/media/…`): the
 * storefront's in-process mount serves /media on each of its own domains.
 */
const mediaOrigins = new WeakMap<Db, string>()

export function setMediaOrigin(db: Db, origin: string | null): void {
  if (origin === null) mediaOrigins.delete(db)
  else mediaOrigins.set(db, origin.replace(/\/+$/, ''))
}

function publicUrl(db: Db, path: unknown): string {
  const url = String(path)
  const origin = mediaOrigins.get(db)
  return origin !== undefined && url.startsWith('/') ? `${origin}${url}` : url
}

/** Batch-loads media with thumbnails (one query each), keyed by id. */
export function loadMedia(db: Db, ids: readonly (string | null | undefined)[], chain: readonly string[]) {
  const unique = [...new Set(ids.filter((x): x is string => typeof x === 'string'))]
  const out = new Map<string, MediaJson>()
  if (unique.length === 0) return out
  const list = JSON.stringify(unique)
  const rows = db
    .prepare<[string], Row>('SELECT * FROM media WHERE id IN (SELECT value FROM json_each(?))')
    .all(list)
  const thumbs = db
    .prepare<[string], Row>(
      'SELECT * FROM media_thumbnail WHERE media_id IN (SELECT value FROM json_each(?)) ORDER BY width',
    )
    .all(list)
  const tr = loadTranslations(db, 'media_translation', 'media_id', unique, chain)
  for (const r of rows) {
    const id = String(r.id)
    const t = tr.get(id) ?? {}
    out.set(
      id,
      compact({
        id,
        mimeType: str(r.mime_type),
        fileExtension: String(r.file_extension),
        fileName: String(r.file_name),
        fileSize: r.file_size,
        metaData: r.width ? { width: r.width, height: r.height } : null,
        alt: str(t.alt),
        title: str(t.title),
        url: publicUrl(db, r.url),
        path: String(r.path),
        hasFile: true,
        private: r.private === 1,
        uploadedAt: date(r.created_at),
        createdAt: date(r.created_at),
        translated: { alt: str(t.alt), title: str(t.title) },
        thumbnails: thumbs
          .filter((th) => th.media_id === id)
          .map((th) => ({
            id: String(th.id),
            mediaId: id,
            width: th.width,
            height: th.height,
            url: publicUrl(db, th.url),
            path: String(th.path),
            apiAlias: 'media_thumbnail',
          })),
        apiAlias: 'media',
      }),
    )
  }
  return out
}

/** The media of rows that carry a `media_id`, in one query. */
export function loadRowMedia(db: Db, rows: readonly Row[], chain: readonly string[]) {
  return loadMedia(
    db,
    rows.map((r) => str(r.media_id)),
    chain,
  )
}
