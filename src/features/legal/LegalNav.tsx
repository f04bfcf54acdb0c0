import { useLingui } from '@lingui/react/macro'
import { Link } from '../../components/ui/Link.tsx'
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx'
import { LEGAL_PAGES, type LegalLink, type LegalLinks } from '../../domain/legal.ts'
import { WithLegalLinks } from './legal-links.tsx'

/**
 * The shop's legal pages (terms, privacy policy, withdrawal policy, imprint) as a row of links, as
 * Shopware's minimal checkout footer shows its service menu. They open in a new tab: the checkout
 * and what the shopper typed stay where they are. Nothing when the shop named none.
 */
export function LegalNav({ className }: { className?: string }) {
  return <WithLegalLinks render={(links) => <LegalList links={links} className={className} />} />
}

function LegalList({ links, className }: { links: LegalLinks; className: string | undefined }) {
  const { t } = useLingui()
  const shown = LEGAL_PAGES.map((page) => links[page]).filter((link): link is LegalLink => link !== undefined)
  if (shown.length === 0) return null
  return (
    <nav aria-label={t`Legal information`} className={className}>
      <ul className="site-footer__service">
        {shown.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="menu" target="_blank" rel="noopener" preload={false}>
              {link.name}
              <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
