// Apple Pay on the demo provider's page. Without this script, or in a browser without
// ApplePaySession, the page keeps saying that Apple Pay is unavailable and offers the way back.
// Where Apple Pay can pay, the button appears; the payment sheet validates the merchant through
// the provider (onvalidatemerchant) and the authorised payment is posted with the page's form.
;(() => {
  const available = document.getElementById('apple-pay-available')
  const unavailable = document.getElementById('apple-pay-unavailable')
  const form = document.getElementById('apple-pay-form')
  const button = document.getElementById('apple-pay-button')
  const Session = window.ApplePaySession
  if (!available || !unavailable || !(form instanceof HTMLFormElement) || !button || !Session) return
  let canPay = false
  try {
    canPay = Session.canMakePayments() === true
  } catch {
    canPay = false
  }
  if (!canPay) return
  available.hidden = false
  unavailable.hidden = true

  button.addEventListener('click', () => {
    const data = form.dataset
    const session = new Session(3, {
      countryCode: data.country,
      currencyCode: data.currency,
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: data.label, amount: data.amount },
    })
    session.onvalidatemerchant = (event) => {
      fetch(data.merchantSession, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ validationURL: event.validationURL }),
      })
        .then((response) => {
          if (!response.ok) throw new Error(`merchant validation answered ${response.status}`)
          return response.json()
        })
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch(() => session.abort())
    }
    session.onpaymentauthorized = (event) => {
      const field = form.elements.namedItem('paymentData')
      if (field instanceof HTMLInputElement) field.value = JSON.stringify(event.payment.token)
      session.completePayment(Session.STATUS_SUCCESS)
      form.submit()
    }
    session.begin()
  })
})()
