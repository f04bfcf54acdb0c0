import { useLingui } from '@lingui/react/macro'
import type { ReactNode, SyntheticEvent } from 'react'
import { Link } from '../../components/ui/Link.tsx'
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx'
import type { LegalLink as LegalLinkTarget, LegalPage } from '../../domain/legal.ts'
import { WithLegalLinks } from './legal-links.tsx'

// Inside a checkbox's label React Aria toggles the box on the label's press and prevents the
// default of every click that reaches the label, which would both tick the box and keep the link
// from opening. The link's own events stop here; the browser does not activate a label for a click
// on a link inside it.
const stop = (event: SyntheticEvent) => event.stopPropagation()

/**
 * The words of a sentence that name a legal page (`<Trans>I have read the <LegalLink page="tos">terms
 * and conditions</LegalLink>…</Trans>`), linked to that page when the shop named it, else plain
 * text. The page opens in a new tab, so the checkout and what was typed stay as they are; screen
 * readers hear that it does.
 */
export function LegalLink({ page, children }: { page: LegalPage; children?: ReactNode }) {
  return <WithLegalLinks render={(links) => <PageLink link={links[page]}>{children}</PageLink>} />
}

function PageLink({ link, children }: { link: LegalLinkTarget | undefined; children?: ReactNode }) {
  const { t } = useLingui()
  if (!link) return <>{children}</>
  return (
    <Link
      href={link.href}
      target="_blank"
      rel="noopener"
      preload={false}
      onClick={stop}
      onPointerDown={stop}
      onPointerUp={stop}
      onMouseDown={stop}
      onMouseUp={stop}
      onTouchStart={stop}
      onTouchEnd={stop}
      onKeyDown={stop}
      onKeyUp={stop}
    >
      {children}
      <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
    </Link>
  )
}
