import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { NativeButton } from '../../../components/ui/NativeButton.tsx'
import { Icon } from '../../../components/ui/icons/Icon.tsx'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import type { Media } from '../../../domain/types.ts'
import { MediaImage } from '../../media/MediaImage.tsx'
import { type VideoEmbed, vimeoEmbed, youtubeEmbed } from '../video.ts'

const PROVIDER_NAME = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/**
 * YouTube/Vimeo in privacy mode: nothing is requested from the video host (no iframe, no thumbnail,
 * no script) until the shopper presses play; then the player replaces the poster in the same
 * 16:9 box, so nothing shifts. Without JavaScript the link opens the video on the host's site.
 */
function CmsVideo({ preview, embed }: { preview: Media | null; embed: VideoEmbed }) {
  const { t } = useLingui()
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const provider = PROVIDER_NAME[embed.provider]
  const name = embed.title ?? t`Video`
  if (playing) {
    return (
      <div className="cms-video" data-provider={embed.provider} data-state="playing">
        <iframe
          ref={(node) => {
            frame.current = node
            node?.focus()
          }}
          className="cms-video__frame"
          src={embed.embedUrl}
          title={name}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  }
  return (
    <div className="cms-video" data-provider={embed.provider} data-state="consent">
      {preview ? (
        <MediaImage media={preview} sizes="(min-width: 78rem) 1248px, 100vw" className="cms-video__poster" />
      ) : null}
      <div className="cms-video__consent">
        <NativeButton variant="primary" className="cms-video__play" onClick={() => setPlaying(true)}>
          <Icon name="chevron-right" />
          {t`Play video: ${name}`}
        </NativeButton>
        <p className="cms-video__notice">
          {t`The video is loaded from ${provider} only when you play it. ${provider} may then set cookies and receive data about your visit.`}{' '}
          <a href={embed.watchUrl} target="_blank" rel="noopener noreferrer">
            {t`Watch on ${provider}`}
          </a>
        </p>
      </div>
    </div>
  )
}

/** The optional poster (the `previewMedia` config, resolved by the Store API). */
export function CmsYouTube({ slot }: { slot: CmsSlotOf<'youtube-video'> }) {
  const embed = youtubeEmbed(slot)
  return embed ? <CmsVideo preview={slot.data?.previewMedia ?? null} embed={embed} /> : null
}

export function CmsVimeo({ slot }: { slot: CmsSlotOf<'vimeo-video'> }) {
  const embed = vimeoEmbed(slot)
  return embed ? <CmsVideo preview={slot.data?.previewMedia ?? null} embed={embed} /> : null
}
