import { lazyElement } from '../../components/lazy-element.tsx'
import type { EntryLoaderScript } from '../../entry-loader.ts'

/**
 * Parts of the document both page shapes render (the router's root route, src/routes/__root.tsx,
 * and a document page, src/app/document-page.tsx): the same elements, so a page looks and behaves
 * the same whichever shape it hydrates in.
 */

// Only pages a form sent without JavaScript led to show it: its code stays out of every other page.
export const NativeFormNotice = lazyElement(() =>
  import('../notifications/NativeFormNotice.tsx').then((m) => m.NativeFormNotice),
)

// The footer's newsletter sign-up: its own chunk (it brings the form machine), loaded with the footer.
export const FooterNewsletter = lazyElement(() =>
  import('../newsletter/FooterNewsletter.tsx').then((m) => m.FooterNewsletter),
)

/**
 * Server only: the script that starts the page's code after the LCP image (src/entry-loader.ts).
 * It removes itself when it has run, before hydration, so the browser's tree without it matches
 * the document.
 */
export function EntryLoader({ script, nonce }: { script: EntryLoaderScript; nonce: string | undefined }) {
  return (
    <script
      {...script.attrs}
      nonce={nonce}
      // Constant code from src/entry-loader.ts; the entry and its imports are in data attributes.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant code, nothing from a request
      dangerouslySetInnerHTML={{ __html: script.children }}
    />
  )
}
