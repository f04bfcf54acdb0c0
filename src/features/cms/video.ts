// Privacy-mode video embeds (YouTube, Vimeo): pure helpers that validate the configured video id and
// build the player URL that is requested only after the shopper clicks play.
import type { CmsSlot } from '../../domain/types.ts'
import { slotConfig } from './helpers.ts'

export type VideoProvider = 'youtube' | 'vimeo'

export interface VideoEmbed {
  provider: VideoProvider
  id: string
  /** The player, requested only after the click (youtube-nocookie / Vimeo with dnt=1). */
  embedUrl: string
  /** The video's own page: a plain link that works without JavaScript. */
  watchUrl: string
  title: string | null
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{5,12}$/

/** A YouTube id from an id or a youtube.com / youtu.be URL; null for anything else. */
export function youtubeId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (YOUTUBE_ID.test(value)) return value
  try {
    const url = new URL(value)
    const host = url.hostname.replace(/^www\.|^m\./, '')
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : host === 'youtube.com' || host === 'youtube-nocookie.com'
          ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? '')
          : ''
    return YOUTUBE_ID.test(id) ? id : null
  } catch {
    return null
  }
}

/** A Vimeo id from an id or a vimeo.com URL; null for anything else. */
export function vimeoId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (VIMEO_ID.test(value)) return value
  try {
    const url = new URL(value)
    const host = url.hostname.replace(/^www\./, '')
    if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
    const id = /\/(\d{5,12})(?:\/|$)/.exec(url.pathname)?.[1]
    return id ?? null
  } catch {
    return null
  }
}

/** Seconds from a config value (number or numeric string); null when absent or invalid. */
function seconds(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : null
}

function title(slot: CmsSlot): string | null {
  const value = slotConfig(slot, 'iframeTitle') ?? slotConfig(slot, 'title')
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/**
 * The player of a `youtube-video` slot. Always the no-cookie host (Shopware's "advanced privacy
 * mode"); autoplay is on because the shopper's click is the request to play.
 */
export function youtubeEmbed(slot: CmsSlot): VideoEmbed | null {
  const id = youtubeId(slotConfig(slot, 'videoID'))
  if (!id) return null
  const params = new URLSearchParams({ autoplay: '1', rel: '0', playsinline: '1' })
  const start = seconds(slotConfig(slot, 'start'))
  const end = seconds(slotConfig(slot, 'end'))
  if (start) params.set('start', String(start))
  if (end && (!start || end > start)) params.set('end', String(end))
  if (slotConfig(slot, 'showControls') === false) params.set('controls', '0')
  if (slotConfig(slot, 'loop') === true) {
    params.set('loop', '1')
    params.set('playlist', id)
  }
  return {
    provider: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${params}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    title: title(slot),
  }
}

/** The player of a `vimeo-video` slot, with Vimeo's do-not-track flag. */
export function vimeoEmbed(slot: CmsSlot): VideoEmbed | null {
  const id = vimeoId(slotConfig(slot, 'videoID'))
  if (!id) return null
  const params = new URLSearchParams({ autoplay: '1', dnt: '1' })
  const flag = (key: string, param: string) => {
    const value = slotConfig(slot, key)
    if (typeof value === 'boolean') params.set(param, value ? '1' : '0')
  }
  flag('title', 'title')
  flag('byLine', 'byline')
  flag('portrait', 'portrait')
  flag('loop', 'loop')
  flag('mute', 'muted')
  flag('controls', 'controls')
  const color = slotConfig(slot, 'color')
  if (typeof color === 'string' && /^#?[0-9a-f]{6}$/i.test(color)) params.set('color', color.replace('#', ''))
  return {
    provider: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?${params}`,
    watchUrl: `https://vimeo.com/${id}`,
    title: title(slot),
  }
}
