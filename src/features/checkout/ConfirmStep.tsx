import { NativeFormField } from '../../components/native-form.tsx'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Checkbox } from '../../components/ui/Checkbox.tsx'
import { Form } from '../../components/ui/Form.tsx'
import type { Cart, CartMessage } from '../../domain/cart.ts'
import { productItems } from '../../domain/cart.ts'
import { CartSummary } from '../cart/CartSummary.tsx'
import { cartMessageText } from '../cart/messages.ts'
import { LegalLink } from '../legal/LegalLink.tsx'
import { OrderLines } from './OrderLines.tsx'
import { PaymentNextStep } from './PaymentNextStep.tsx'
import type { CartDifference } from '../../domain/checkout.ts'
import { CartChanges } from './CartChanges.tsx'
import type { EditableStep, StepSummary } from './step-summaries.tsx'

export interface ConfirmStepProps {
  cart: Cart
  summaries: readonly StepSummary[]
  paymentTechnicalName: string | null
  invoiceDueDays: number | null
  termsAccepted: boolean
  /** The cart holds downloads: the withdrawal waiver must be declared. */
  needsWaiver: boolean
  waiverDeclared: boolean
  /** Errors that block the order (the order button stays off until they are solved). */
  blocking: readonly CartMessage[]
  /** What changed since the shopper confirmed the cart (placing was stopped for it). */
  changes: readonly CartDifference[]
  placing: boolean
  onAcceptTerms: (accepted: boolean) => void
  onDeclareWaiver: (declared: boolean) => void
  onEdit: (step: EditableStep) => void
  onSubmit: () => void
}

/**
 * The last step: everything the order will contain, as the shop calculated it (lines, shipping,
 * totals with VAT incl. or excl., the Swiss import VAT notice), the choices with a way back to
 * each, the terms (and, for downloads, the withdrawal waiver) and the order button. The checkboxes
 * are required: submitting without them names the box at its place and focuses it. Their texts link
 * the terms and the withdrawal policy where the shop names those pages (a new tab, see LegalLink).
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const { cart, blocking, changes, placing } = props
  // Checked here, not by the browser: React Aria's checkbox has no place for a native message, and
  // the shopper must see which declaration is missing (the first one gets the focus).
  const [tried, setTried] = useState(false)
  const termsRef = useRef<HTMLInputElement>(null)
  const waiverRef = useRef<HTMLInputElement>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTried(true)
    if (!props.termsAccepted) termsRef.current?.focus()
    else if (props.needsWaiver && !props.waiverDeclared) waiverRef.current?.focus()
    if (!props.termsAccepted || (props.needsWaiver && !props.waiverDeclared) || blocking.length > 0) return
    props.onSubmit()
  }
  return (
    <div className="checkout-confirm">
      {changes.length > 0 ? <CartChanges changes={changes} /> : null}
      {blocking.length > 0 ? (
        <div className="checkout-alert" role="alert" data-testid="checkout-blocking">
          <p>{t`Your order cannot be placed yet:`}</p>
          <ul>
            {blocking.map((message) => (
              <li key={message.key}>{cartMessageText(i18n, message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Two columns on wide screens: the choices, then what is ordered with the order button (the
          total stays right above the button, also on a phone, where the columns stack). */}
      <div className="checkout-confirm__columns">
        <div className="checkout-confirm__choices">
          {props.summaries.map((summary) => (
            <section key={summary.step} className="checkout-card" aria-labelledby={`confirm-${summary.step}`}>
              <h2 id={`confirm-${summary.step}`}>{summary.title}</h2>
              <div className="checkout-card__body">{summary.content}</div>
              {summary.step === 'payment' && props.paymentTechnicalName ? (
                <p className="checkout-card__note">
                  <PaymentNextStep
                    technicalName={props.paymentTechnicalName}
                    invoiceDueDays={props.invoiceDueDays}
                  />
                </p>
              ) : null}
              <Button
                variant="quiet"
                onPress={() => props.onEdit(summary.step)}
                aria-label={summary.editLabel}
              >
                {t`Change`}
              </Button>
            </section>
          ))}
        </div>
        <div className="checkout-confirm__order-column">
          <section className="checkout-card" aria-labelledby="confirm-items">
            <h2 id="confirm-items">{t`Your order`}</h2>
            <OrderLines items={productItems(cart)} />
          </section>
          <CartSummary cart={cart} busy={false} />
          <Form
            method="post"
            onSubmit={onSubmit}
            validationBehavior="aria"
            className="checkout-form"
            aria-label={t`Place order`}
          >
            <NativeFormField form="checkout" />
            <Checkbox
              name="terms"
              isSelected={props.termsAccepted}
              onChange={props.onAcceptTerms}
              isRequired
              inputRef={termsRef}
              isInvalid={tried && !props.termsAccepted ? true : undefined}
              errorMessage={t`Please accept the terms and conditions to place your order.`}
            >
              <Trans>
                I have read the <LegalLink page="tos">terms and conditions</LegalLink> and accept them.
              </Trans>
            </Checkbox>
            {props.needsWaiver ? (
              <Checkbox
                name="waiver"
                isSelected={props.waiverDeclared}
                onChange={props.onDeclareWaiver}
                isRequired
                inputRef={waiverRef}
                isInvalid={tried && !props.waiverDeclared ? true : undefined}
                errorMessage={t`Please confirm this to order the download; without it the order cannot be placed.`}
              >
                <Trans>
                  I want the download to be available before the withdrawal period ends, and I know that I
                  thereby lose my <LegalLink page="revocation">right of withdrawal</LegalLink> for it.
                </Trans>
              </Checkbox>
            ) : null}
            <Button
              type="submit"
              className="checkout-confirm__order"
              isDisabled={placing || blocking.length > 0}
            >
              {placing ? t`Placing your order…` : t`Order with obligation to pay`}
            </Button>
          </Form>
        </div>
      </div>
    </div>
  )
}
