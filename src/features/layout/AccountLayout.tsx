import { useLingui } from '@lingui/react/macro'
import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Link } from '../../components/ui/Link.tsx'

interface AccountSection {
  path: string
  label: string
}

/**
 * Body layout of the account pages (overview, orders, addresses, payment, profile): a
 * section navigation beside the page content. The site chrome stays the default one.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui()
  const matches = useMatches()
  const current = matches[matches.length - 1]?.pathname ?? ''
  const sections: AccountSection[] = [
    { path: '/account', label: t`Overview` },
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
              <Link
                href={section.path}
                variant="plain"
                aria-current={current.replace(/\/$/, '') === section.path ? 'page' : undefined}
              >
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
