import type { Locator, Page, Response } from '@playwright/test'
import { anyLocale, type CatalogLocale, tr } from '../fixtures/catalog.ts'

/** Any storefront page in the default layout: header (banner), main content, footer (contentinfo). */
export class StorefrontPage {
  readonly header: Locator
  readonly main: Locator
  readonly footer: Locator
  readonly heading: Locator
  readonly mainNavigation: Locator
  readonly contactBanner: Locator

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner')
    this.main = page.getByRole('main')
    this.footer = page.getByRole('contentinfo')
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 })
    this.mainNavigation = this.header.getByRole('navigation', { name: anyLocale('Main navigation') })
    this.contactBanner = page.getByRole('complementary', { name: anyLocale('Contact') })
  }

  /** Navigates and returns the final document response (after redirects). */
  async goto(url: string): Promise<Response> {
    const response = await this.page.goto(url)
    if (!response) throw new Error(`no document response for ${url}`)
    return response
  }

  /** A top-level entry of the main navigation (subcategory flyouts are hidden until opened). */
  mainNavigationLink(name: string): Locator {
    return this.mainNavigation.getByRole('link', { name, exact: true })
  }

  /** The phone number in the contact banner. */
  phoneLink(): Locator {
    return this.contactBanner.getByRole('link', { name: /\+?\d[\d\s()/-]{6,}\d/ })
  }

  /** The footer's navigation (footer categories from the Store API). */
  footerNavigation(): Locator {
    return this.footer.getByRole('navigation', { name: anyLocale('Footer navigation') })
  }

  /** The over-25-years claim in the footer, in the page's language. */
  claim(locale: CatalogLocale): Locator {
    return this.footer.getByText(tr(locale, 'Garden furniture since 1998 — over 25 years'), { exact: true })
  }

  /** The opening hours in the contact banner, as the page's language says them. */
  openingHours(locale: CatalogLocale): Locator {
    return this.contactBanner.getByText(tr(locale, 'Mon–Fri 9 am–6 pm, Sat 10 am–4 pm'), { exact: true })
  }

  /** `<link rel="alternate" hreflang>` of the page, as locale → absolute URL. */
  async alternates(): Promise<Record<string, string>> {
    return this.page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((link) => [link.getAttribute('hreflang') ?? '', (link as HTMLLinkElement).href] as const),
        ),
      )
  }

  /**
   * Opens the language switcher in the header and picks a language by its own name ("Deutsch",
   * "English", "Français"). The choices may be menu items or plain links in a labelled list.
   */
  async switchLanguage(target: CatalogLocale): Promise<void> {
    const names: Record<CatalogLocale, string> = {
      'de-DE': 'Deutsch',
      'en-GB': 'English',
      'fr-FR': 'Français',
    }
    await this.header.getByRole('button', { name: anyLocale('Language: {currentName}') }).click()
    const choices = this.header.getByLabel(anyLocale('Choose language'))
    const name = names[target]
    await choices.getByRole('menuitem', { name }).or(choices.getByRole('link', { name })).click()
  }
}
