import { useLingui } from '@lingui/react/macro'
import type { AccountCountry } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { LoginForm } from '../account/LoginForm.tsx'
import { RegisterForm } from '../account/RegisterForm.tsx'

export interface WhoStepProps {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  defaultCountryId: string | null
  storefrontUrl: string
  /** The shop takes orders from guests (configuration); otherwise only log in or register. */
  guestCheckout: boolean
}

/**
 * Who orders: a returning customer logs in (the cart they had merges with this one), a new
 * shopper enters their details, as a guest or with an account. Both go through the session; the
 * checkout moves on by itself once the session says who the shopper is.
 */
export function WhoStep({
  countries,
  salutations,
  defaultCountryId,
  storefrontUrl,
  guestCheckout,
}: WhoStepProps) {
  const { t } = useLingui()
  return (
    <div className="checkout-who">
      {guestCheckout ? null : (
        <p className="checkout-alert" data-tone="info" data-testid="checkout-login-required">
          {t`You must be logged-in before submitting an order`}
        </p>
      )}
      <section className="checkout-card" aria-labelledby="checkout-login-title">
        <h2 id="checkout-login-title">{t`I am already a customer`}</h2>
        <LoginForm returnPath={undefined} onLoggedIn={() => {}} />
      </section>
      <section className="checkout-card" aria-labelledby="checkout-register-title">
        <h2 id="checkout-register-title">{guestCheckout ? t`I am new here` : t`Create an account`}</h2>
        <RegisterForm
          countries={countries}
          salutations={salutations}
          defaultCountryId={defaultCountryId}
          storefrontUrl={storefrontUrl}
          checkout={{ guestAllowed: guestCheckout }}
        />
      </section>
    </div>
  )
}
