import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { QUANTITY_STEP_FIELD } from '../../domain/native-form.ts'
import {
  checkQuantity,
  type PurchaseLimits,
  type QuantityProblem,
  stepQuantity,
} from '../../domain/product.ts'

export interface QuantityInputProps {
  /** What the shopper typed (kept as typed, so a mistake is shown, not silently replaced). */
  value: string
  onChange: (value: string) => void
  limits: PurchaseLimits
  isDisabled?: boolean
  /**
   * The field's name in the form around it. Without JavaScript the form posts the field, and − and +
   * are its submit buttons (`step` = `down` / `up`): the server answers with the page showing the
   * stepped quantity (server/native-forms.ts). With JavaScript their clicks step here instead.
   */
  name?: string
}

/**
 * Quantity for the buy box: a positive integer within min/max purchase and on the purchase steps.
 * Invalid input stays in the field with a message; the buttons step to the next valid quantity.
 */
export function QuantityInput({ value, onChange, limits, isDisabled = false, name }: QuantityInputProps) {
  const { t } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  const check = checkQuantity(value, limits)
  const message = check.ok ? null : t(quantityMessage(check.problem))
  const current = check.ok ? check.quantity : Number.parseInt(value, 10)
  return (
    <div className="quantity-input">
      <label className="ui-field__label" htmlFor={id}>
        {t`Quantity`}
      </label>
      <div className="quantity-input__row">
        <NativeButton
          variant="secondary"
          aria-label={t`Decrease quantity`}
          disabled={isDisabled || (check.ok && check.quantity <= limits.min)}
          submit={name !== undefined}
          name={name === undefined ? undefined : QUANTITY_STEP_FIELD}
          value={name === undefined ? undefined : 'down'}
          onClick={(event) => {
            event.preventDefault()
            onChange(String(stepQuantity(current, -1, limits)))
          }}
        >
          −
        </NativeButton>
        <input
          id={id}
          name={name}
          className="ui-input quantity-input__field"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          disabled={isDisabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault()
              onChange(String(stepQuantity(current, event.key === 'ArrowUp' ? 1 : -1, limits)))
            }
          }}
        />
        <NativeButton
          variant="secondary"
          aria-label={t`Increase quantity`}
          disabled={isDisabled || (check.ok && check.quantity + limits.step > limits.max)}
          submit={name !== undefined}
          name={name === undefined ? undefined : QUANTITY_STEP_FIELD}
          value={name === undefined ? undefined : 'up'}
          onClick={(event) => {
            event.preventDefault()
            onChange(String(stepQuantity(current, 1, limits)))
          }}
        >
          +
        </NativeButton>
      </div>
      {message ? (
        <Alert id={errorId} className="ui-field__error">
          {message}
        </Alert>
      ) : null}
    </div>
  )
}

/** The message for a quantity problem (a descriptor: translated where it is shown). */
export function quantityMessage(problem: QuantityProblem): MessageDescriptor {
  switch (problem.kind) {
    case 'not-integer':
      return msg`Please enter a whole number.`
    case 'too-low': {
      const min = problem.min
      return msg`The minimum quantity is ${min}.`
    }
    case 'too-high': {
      const max = problem.max
      return msg`The maximum quantity is ${max}.`
    }
    case 'step': {
      const { step, min } = problem
      return msg`Please choose a quantity in steps of ${step}, starting at ${min}.`
    }
  }
}
