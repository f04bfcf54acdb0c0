// The Store API call behind a CMS form, provided to the form machine as its `submit` actor.
// Rejects with the call's StoreApiFailure; the machine keeps it as the FormFailure the form shows.
import type { StoreApi } from '../../api'
import type { CmsFormKind, FormValues } from '../../domain/forms'

const UUID = /^[0-9a-f]{32}$/

export interface FormTarget {
  kind: CmsFormKind
  /** Base URL of the storefront in the page's locale (the newsletter confirmation link starts there). */
  storefrontUrl: string
  slotId?: string | null
  navigationId?: string | null
}

const field = (values: FormValues, name: string): string | undefined => {
  const value = values[name]?.trim()
  return value ? value : undefined
}

export async function submitCmsForm(api: StoreApi, target: FormTarget, values: FormValues): Promise<void> {
  if (target.kind === 'contact') {
    await api.forms.sendContact({
      email: field(values, 'email') ?? '',
      subject: field(values, 'subject') ?? '',
      comment: field(values, 'comment') ?? '',
      firstName: field(values, 'firstName'),
      lastName: field(values, 'lastName'),
      phone: field(values, 'phone'),
      ...(target.slotId && UUID.test(target.slotId) ? { slotId: target.slotId } : {}),
      ...(target.navigationId && UUID.test(target.navigationId) ? { navigationId: target.navigationId } : {}),
    })
  } else {
    await api.forms.subscribeNewsletter({
      email: field(values, 'email') ?? '',
      option: 'subscribe',
      storefrontUrl: target.storefrontUrl,
      firstName: field(values, 'firstName'),
      lastName: field(values, 'lastName'),
    })
  }
}
