// Loaders of the newsletter pages. Confirming is what the mailed link is for, so it happens when the
// page loads (on the server for the first visit): the page works without JavaScript.
import type { StoreApi } from '../../api/index.ts'
import { asFailure } from '../../domain/failure.ts'
import type { NewsletterConfirmOutcome } from '../../features/newsletter/NewsletterConfirm.tsx'

export async function confirmNewsletterLink(
  api: StoreApi,
  { em, hash }: { em?: string; hash?: string },
): Promise<NewsletterConfirmOutcome> {
  if (!em || !hash) return 'invalid'
  try {
    await api.forms.confirmNewsletter({ em, hash })
    return 'confirmed'
  } catch (error) {
    // A 400 (unknown hash, wrong address hash) is a broken link; the rest is the shop not answering.
    return asFailure(error).status === 400 ? 'invalid' : 'failed'
  }
}

/** The logged-in customer's newsletter status; null when it cannot be read (the card is left out). */
export async function loadNewsletterStatus(api: StoreApi) {
  try {
    return await api.forms.newsletterStatus()
  } catch {
    return null
  }
}
