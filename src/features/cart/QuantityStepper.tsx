import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { type FormEvent, type MouseEvent, useEffect, useId, useState } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { checkQuantity, type QuantityRules, stepQuantity } from '../../domain/cart.ts'
import { quantityProblemText } from './messages.ts'

export interface QuantityStepperProps {
  /** The cart line: without JavaScript the form posts it to the server (server/native-forms.ts). */
  lineItemId: string
  quantity: number
  rules: QuantityRules
  /** The product's name, so each stepper's controls have a distinct accessible name. */
  itemName: string
  isDisabled?: boolean
  onChange: (quantity: number) => void
}

/**
 * A quantity field with − and + buttons. Typed input is validated (a positive whole number within
 * the min/max purchase and its steps) before anything is sent: a bad value shows a
 * translated message and keeps what the shopper typed, so nothing is lost; the cart stays as it was.
 */
export function QuantityStepper({
  lineItemId,
  quantity,
  rules,
  itemName,
  isDisabled = false,
  onChange,
}: QuantityStepperProps) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const id = useId()
  const [text, setText] = useState(String(quantity))
  const [problem, setProblem] = useState<string | null>(null)
  // The server may correct the quantity (stock, steps): show what it decided.
  useEffect(() => {
    setText(String(quantity))
    setProblem(null)
  }, [quantity])

  const commit = (raw: string) => {
    const result = checkQuantity(raw, rules)
    if (!result.ok) {
      setProblem(quantityProblemText(i18n, result.problem, rules))
      return
    }
    setProblem(null)
    if (result.quantity !== quantity) onChange(result.quantity)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    commit(text)
  }
  const step = (event: MouseEvent, direction: 1 | -1) => {
    // Submit buttons for the page without JavaScript; here the click does the work.
    event.preventDefault()
    const next = stepQuantity(quantity, direction, rules)
    setProblem(null)
    if (next !== quantity) onChange(next)
  }
  const errorId = `${id}-error`
  // Without JavaScript: Enter sends the field, − and + the quantity they lead to. Enter clicks the
  // form's first submit button, so that is an unseen one of its own (the − button is disabled at the
  // minimum, which would block Enter); `current` lets the server tell a typed quantity apart.
  return (
    <form className="quantity-stepper" method="post" onSubmit={submit} noValidate>
      <button type="submit" hidden tabIndex={-1} />
      <NativeFormField form="cart.quantity" />
      <input type="hidden" name="lineItemId" value={lineItemId} />
      <input type="hidden" name="current" value={quantity} />
      <label htmlFor={id} className="visually-hidden">
        {t`Quantity of ${itemName}`}
      </label>
      <div className="quantity-stepper__controls">
        <NativeButton
          variant="secondary"
          className="quantity-stepper__button"
          aria-label={t`Decrease quantity of ${itemName}`}
          disabled={isDisabled || quantity <= Math.max(1, rules.min)}
          submit
          name="step"
          value={stepQuantity(quantity, -1, rules)}
          onClick={(event) => step(event, -1)}
        >
          −
        </NativeButton>
        <input
          id={id}
          name="quantity"
          className="ui-input quantity-stepper__input"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={isDisabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => commit(text)}
        />
        <NativeButton
          variant="secondary"
          className="quantity-stepper__button"
          aria-label={t`Increase quantity of ${itemName}`}
          disabled={isDisabled || quantity + rules.step > rules.max}
          submit
          name="step"
          value={stepQuantity(quantity, 1, rules)}
          onClick={(event) => step(event, 1)}
        >
          +
        </NativeButton>
      </div>
      {problem ? (
        <Alert id={errorId} className="quantity-stepper__error">
          {problem}
        </Alert>
      ) : null}
    </form>
  )
}
