import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { THUMBNAIL_WIDTHS } from '../core/config.ts'
import { idFor } from '../lib/ids.ts'
import type { Drawing } from './drawings.ts'
import type { L } from './data/types.ts'
import type { Writer } from './writer.ts'

/** Bump when the rasterising settings change so old files are not reused. */
const RENDER_VERSION = 'webp-q75-e0-v1'
/** Drawings are 4:3; CMS scenes render at 1920 wide, product images at 1200 (see PRODUCT_IMAGE_WIDTH). */
const MAX_WIDTH = 1920
export const PRODUCT_IMAGE_WIDTH = 1200

interface Job {
  mediaId: string
  svg: string
  files: Array<{ path: string; width: number }>
}

export interface MediaStore {
  /** Registers a drawing once (same drawing → same media id) and returns its media id. */
  image(drawing: Drawing, fileName: string, alt: L, width?: number): string
  /** A private (not publicly served) file such as a download. */
  file(key: string, fileName: string, extension: string, mime: string, content: Buffer, title: L): string
  /** Rasterises every registered drawing that is not on disk yet; returns media id → size. */
  render(): Promise<Map<string, number>>
  readonly imageCount: number
}

const mediaPath = (hash: string, name: string): string => `${hash.slice(0, 2)}/${hash.slice(2, 16)}/${name}`

/**
 * Content-addressed media: the folder is a hash of the SVG and render settings, so re-seeding finds
 * the files already on disk and only new drawings are rasterised.
 */
export function createMediaStore(w: Writer, mediaDir: string, createdAt: string): MediaStore {
  const jobs = new Map<string, Job>()
  const sizes = new Map<string, number>()
  return {
    get imageCount() {
      return jobs.size
    },
    image(drawing, fileName, alt, width = MAX_WIDTH) {
      const mediaId = idFor('media', `${drawing.key}:${width}`)
      if (jobs.has(mediaId)) return mediaId
      const WIDTH = width
      const HEIGHT = Math.round((width * 3) / 4)
      const svg = drawing.svg.replace('width="1920" height="1440"', `width="${WIDTH}" height="${HEIGHT}"`)
      const hash = createHash('sha1').update(RENDER_VERSION).update(svg).digest('hex')
      const main = mediaPath(hash, `${fileName}.webp`)
      const files = [{ path: main, width: WIDTH }]
      w.insert('media', {
        id: mediaId,
        path: main,
        url: `/media/${main}`,
        mime_type: 'image/webp',
        file_extension: 'webp',
        file_name: fileName,
        file_size: 0,
        width: WIDTH,
        height: HEIGHT,
        private: 0,
        created_at: createdAt,
      })
      w.translate('media_translation', { media_id: mediaId, alt, title: alt })
      // Thumbnails up to the original's width; the one as wide as the original points at the original.
      for (const thumbWidth of THUMBNAIL_WIDTHS.filter((tw) => tw <= WIDTH)) {
        const height = Math.round((thumbWidth * HEIGHT) / WIDTH)
        const path = thumbWidth === WIDTH ? main : mediaPath(hash, `${fileName}_${thumbWidth}x${height}.webp`)
        if (path !== main) files.push({ path, width: thumbWidth })
        w.insert('media_thumbnail', {
          id: idFor('media_thumbnail', `${mediaId}:${thumbWidth}`),
          media_id: mediaId,
          width: thumbWidth,
          height,
          path,
          url: `/media/${path}`,
        })
      }
      jobs.set(mediaId, { mediaId, svg, files })
      return mediaId
    },
    file(key, fileName, extension, mime, content, title) {
      const mediaId = idFor('media', key)
      const hash = createHash('sha1').update(content).digest('hex')
      const path = `private/${mediaPath(hash, `${fileName}.${extension}`)}`
      const target = join(mediaDir, path)
      if (!existsSync(target)) {
        mkdirSync(dirname(target), { recursive: true })
        writeFileSync(target, content)
      }
      w.insert('media', {
        id: mediaId,
        path,
        url: '',
        mime_type: mime,
        file_extension: extension,
        file_name: fileName,
        file_size: content.length,
        width: null,
        height: null,
        private: 1,
        created_at: createdAt,
      })
      w.translate('media_translation', { media_id: mediaId, alt: null, title })
      return mediaId
    },
    async render() {
      const pending = [...jobs.values()]
      // Two workers: sharp itself is multi-threaded, more parallel jobs only add memory pressure.
      const worker = async (): Promise<void> => {
        for (let job = pending.shift(); job; job = pending.shift()) await renderJob(job, mediaDir, sizes)
      }
      await Promise.all([worker(), worker()])
      return sizes
    },
  }
}

async function renderJob(job: Job, mediaDir: string, sizes: Map<string, number>): Promise<void> {
  const targets = job.files.map((f) => ({ ...f, abs: join(mediaDir, f.path) }))
  if (!targets.every((t) => existsSync(t.abs))) {
    const { data, info } = await sharp(Buffer.from(job.svg)).raw().toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    mkdirSync(dirname(targets[0]!.abs), { recursive: true })
    await Promise.all(
      targets.map(async (t) => {
        const pipeline = sharp(data, raw)
        const resized = t.width === info.width ? pipeline : pipeline.resize(t.width)
        const buffer = await resized.webp({ quality: 75, effort: 0 }).toBuffer()
        // Write to the final name only when complete: a crash never leaves a truncated file behind
        // that a later seed would take for finished.
        writeFileSync(`${t.abs}.${process.pid}.tmp`, buffer)
        renameSync(`${t.abs}.${process.pid}.tmp`, t.abs)
      }),
    )
  }
  sizes.set(job.mediaId, statSync(targets[0]!.abs).size)
}
