import { useLingui } from '@lingui/react/macro'
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import type { Locale } from '../../domain/locale.ts'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { LANGUAGE_NAMES, type LanguageLink, languageLinks } from './language-links.ts'
import { useApp } from '../../app/app-context.ts'

/**
 * Language switcher that keeps the page: it links to the current entity's URL in every locale (the
 * alternates the page's loader returned). A locale is a different base path or domain, so the links
 * are plain anchors: choosing one is a full page load in the other locale.
 */
export function LanguageSwitcher() {
  const { locale, origins, navigation } = useApp()
  const links = languageLinks(navigation.useAlternates(), origins, navigation.useLocation().search)
  return <LanguageMenu current={locale} links={links} />
}

export interface LanguageMenuProps {
  current: Locale
  links: readonly LanguageLink[]
}

/**
 * A disclosure (button with aria-expanded) over a list of plain links, the APG pattern for
 * navigation: the links are real anchors (a full page load into the other locale, in the HTML for
 * crawlers too), and a role=menu widget would cost ~33 KB gzip of JavaScript on every page.
 * Escape or moving focus out closes it.
 */
export function LanguageMenu({ current, links }: LanguageMenuProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const currentName = LANGUAGE_NAMES[current]
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    trigger.current?.focus()
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape and focus-out from the button and its links; not itself interactive
    <div className="language-switcher" onKeyDown={onKeyDown} onBlur={onBlur}>
      <NativeButton
        ref={trigger}
        variant="quiet"
        className="language-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t`Language: ${currentName}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" />
        <span>{currentName}</span>
      </NativeButton>
      <ul className="language-switcher__list" id={listId} hidden={!open} aria-label={t`Choose language`}>
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              hrefLang={link.locale}
              lang={link.locale}
              aria-current={link.locale === current ? 'true' : undefined}
            >
              {link.name}
              {link.locale === current ? <Icon name="check" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
