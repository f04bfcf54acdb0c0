import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type DeliveryNote, type DeliveryUnit, deliveryNote } from '../../domain/product.ts'
import type { DeliveryTime } from '../../domain/product.ts'

function useUnitText(): (min: number, max: number, unit: DeliveryUnit) => string {
  const { t, i18n } = useLingui()
  return (min, max, unit) => {
    const from = i18n.number(min)
    const to = i18n.number(max)
    const span = min === max ? to : t`${from}–${to}`
    switch (unit) {
      case 'hour':
        return plural(max, { one: `${span} hour`, other: `${span} hours` })
      case 'day':
        return plural(max, { one: `${span} day`, other: `${span} days` })
      case 'week':
        return plural(max, { one: `${span} week`, other: `${span} weeks` })
      case 'month':
        return plural(max, { one: `${span} month`, other: `${span} months` })
      case 'year':
        return t`${span} years`
    }
  }
}

/** The sentence for a delivery note: the one wording of a delivery time on every page. */
export function useDeliveryText(): (note: DeliveryNote) => string {
  const { t } = useLingui()
  const unitText = useUnitText()
  return (note) => {
    switch (note.kind) {
      case 'download':
        return t`Delivered instantly as a download`
      case 'named': {
        const time = note.name
        return t`Delivery time: ${time}`
      }
      case 'range': {
        const time = unitText(note.min, note.max, note.unit)
        return t`Delivery time: ${time}`
      }
    }
  }
}

export interface DeliveryTimeNoteProps {
  product: { download?: boolean; deliveryTime: string | null; delivery?: DeliveryTime | null }
  className?: string
  /** Styled as in stock on the product page (src/styles/product.css). */
  'data-available'?: 'true'
}

/** A product's delivery time (or that it is a download) as one paragraph; nothing when unknown. */
export function DeliveryTimeNote({ product, className, ...data }: DeliveryTimeNoteProps) {
  const text = useDeliveryText()
  const note = deliveryNote(product)
  if (!note) return null
  return (
    <p className={className} data-delivery={note.kind} {...data}>
      {text(note)}
    </p>
  )
}
