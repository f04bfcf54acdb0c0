import { useLingui } from '@lingui/react/macro'
import { type ConfiguratorGroup, optionStates } from '../../domain/product.ts'
import { MediaImage } from '../media/MediaImage.tsx'
import { useVariantSwitch } from './useVariantSwitch.ts'

export interface VariantConfiguratorProps {
  /** The product family (parent) id find-variant asks. */
  productId: string
  groups: readonly ConfiguratorGroup[]
  selectedOptionIds: readonly string[]
}

/**
 * One radio group per option group (colour, size …). Options without an available variant for the
 * rest of the selection are marked unavailable but stay selectable: the Store API then picks the
 * closest available variant that has the chosen option.
 */
export function VariantConfigurator({ productId, groups, selectedOptionIds }: VariantConfiguratorProps) {
  const { t } = useLingui()
  const { status, choose } = useVariantSwitch(productId, groups, selectedOptionIds)
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
                return (
                  <label key={option.id} className="variant-option" data-state={state}>
                    <input
                      type="radio"
                      className="variant-option__input"
                      name={`variant-${group.id}`}
                      value={option.id}
                      checked={checked}
                      onChange={() => void choose(group.id, option.id)}
                    />
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
                  </label>
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
