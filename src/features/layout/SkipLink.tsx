import { useLingui } from '@lingui/react/macro'

export const MAIN_CONTENT_ID = 'main-content'

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  const { t } = useLingui()
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t`Skip to main content`}
    </a>
  )
}
