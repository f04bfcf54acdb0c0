import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef } from 'react'
import { NativeButton } from '../../../components/ui/NativeButton.tsx'

export interface CarouselProps {
  label: string
  children: ReactNode[]
}

/**
 * A horizontally scrolling list with scroll snapping: it works without JavaScript (swipe, scroll,
 * keyboard on the focusable list) and the buttons scroll by one viewport of the list.
 */
export function Carousel({ label, children }: CarouselProps) {
  const { t } = useLingui()
  const list = useRef<HTMLUListElement>(null)
  const scroll = (direction: 1 | -1) => {
    const element = list.current
    if (!element) return
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.9, behavior: 'smooth' })
  }
  return (
    <section className="carousel" aria-label={label} aria-roledescription={t`carousel`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul className="carousel__list" ref={list} tabIndex={0}>
        {children.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional and never reordered
          <li key={index}>{child}</li>
        ))}
      </ul>
      {children.length > 1 ? (
        // The chevrons are drawn by the stylesheet (`.mask-icon`, src/styles/cms.css).
        <div className="carousel__controls">
          <NativeButton
            variant="icon"
            className="mask-icon"
            aria-label={t`Previous`}
            onClick={() => scroll(-1)}
          />
          <NativeButton variant="icon" className="mask-icon" aria-label={t`Next`} onClick={() => scroll(1)} />
        </div>
      ) : null}
    </section>
  )
}
