import { useLingui } from '@lingui/react/macro'
import type { MouseEvent } from 'react'
import { Link } from '../../components/ui/Link.tsx'
import { productHref } from '../../domain/links.ts'
import { type ConfiguratorGroup, optionStates, type ProductPage } from '../../domain/product.ts'
import { MediaImage } from '../media/MediaImage.tsx'
import { useVariantSwitch } from './useVariantSwitch.ts'

export interface VariantConfiguratorProps {
  /** The product family (parent) id find-variant asks. */
  productId: string
  groups: readonly ConfiguratorGroup[]
  selectedOptionIds: readonly string[]
  /** The variant each option's link leads to (the product page's loader); others need the page's code. */
  targets?: ProductPage['variantTargets']
}

/** A plain press: the page's code switches the variant; a new tab (modifier, middle button) follows the link. */
function isPlainPress(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * One group of links per option group (colour, size …), each to its variant's page, the current one
 * marked `aria-current`: without the page's code (or before it ran) a link is a page load of the
 * variant; with it, a press asks find-variant and navigates in the page. Options without an
 * available variant for the rest of the selection are marked unavailable but stay choosable: the
 * Store API then picks the closest available variant that has the chosen option.
 */
export function VariantConfigurator({
  productId,
  groups,
  selectedOptionIds,
  targets = {},
}: VariantConfiguratorProps) {
  const { t } = useLingui()
  const { status, choose: chooseOption } = useVariantSwitch(productId, groups, selectedOptionIds)
  if (groups.length === 0) return null
  const states = optionStates(groups, selectedOptionIds)
  const busy = status.kind === 'switching'
  return (
    <div className="variant-configurator" aria-busy={busy || undefined}>
      {groups.map((group) => {
        const current = group.options.find((option) => states.get(option.id) === 'selected')
        return (
          <fieldset key={group.id} className="variant-group" data-display={group.displayType}>
            <legend className="variant-group__legend">
              {group.name}
              {current ? <span className="variant-group__current">: {current.name}</span> : null}
            </legend>
            <div className="variant-group__options">
              {group.options.map((option) => {
                const state = states.get(option.id) ?? 'available'
                const pending = status.kind === 'switching' && status.groupId === group.id
                const checked = pending ? status.optionId === option.id : state === 'selected'
                const target = targets[option.id]
                const content = (
                  <>
                    {group.displayType === 'color' && option.colorHex ? (
                      <span
                        className="variant-option__swatch"
                        style={{ backgroundColor: option.colorHex }}
                        aria-hidden="true"
                      />
                    ) : null}
                    {group.displayType === 'media' && option.media ? (
                      <MediaImage
                        media={option.media}
                        sizes="3rem"
                        className="variant-option__media"
                        fallbackAlt=""
                      />
                    ) : null}
                    <span className="variant-option__name">{option.name}</span>
                    {state === 'unavailable' ? (
                      <span className="variant-option__unavailable">{t`not available`}</span>
                    ) : null}
                  </>
                )
                const choose = (event: MouseEvent) => {
                  if (!isPlainPress(event)) return
                  event.preventDefault()
                  if (!checked) void chooseOption(group.id, option.id)
                }
                // Without a known variant (its list could not be read) only the page's code can switch.
                return target ? (
                  <Link
                    key={option.id}
                    href={productHref(target)}
                    variant="plain"
                    preload={false}
                    className="variant-option"
                    data-state={state}
                    aria-current={checked ? 'page' : undefined}
                    onClick={choose}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    key={option.id}
                    type="button"
                    className="variant-option"
                    data-state={state}
                    aria-pressed={checked}
                    onClick={choose}
                  >
                    {content}
                  </button>
                )
              })}
            </div>
          </fieldset>
        )
      })}
      <p className="variant-configurator__status" role="status">
        {status.kind === 'not-found'
          ? t`This combination is not available.`
          : status.kind === 'failed'
            ? t`The variant could not be loaded. Please try again.`
            : ''}
      </p>
    </div>
  )
}
