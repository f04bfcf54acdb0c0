import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '../../components/ui/Link.tsx'

interface AccountSection {
  path: string
  label: string
  /** Current on its own page only: every account page is below /account. */
  exact?: boolean
}

/**
 * Body layout of the account pages (overview, orders, addresses, payment, profile): a
 * section navigation beside the page content. The site chrome stays the default one. The link of
 * the section a page belongs to is the current one (the order page's is Orders): the links' own
 * rule, so the page the server rendered and the hydrated one mark the same link.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui()
  const sections: AccountSection[] = [
    { path: '/account', label: t`Overview`, exact: true },
    { path: '/account/order', label: t`Orders` },
    { path: '/account/documents', label: t`Documents` },
    { path: '/account/downloads', label: t`Downloads` },
    { path: '/account/address', label: t`Addresses` },
    { path: '/account/payment', label: t`Payment method` },
    { path: '/account/profile', label: t`Personal data` },
  ]
  return (
    <div className="account-layout">
      <nav className="account-layout__nav" aria-label={t`Your account`}>
        <ul>
          {sections.map((section) => (
            <li key={section.path}>
              <Link href={section.path} variant="plain" exact={section.exact === true}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-layout__content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}
