import type { Locator, Page } from '@playwright/test'
import { type CatalogLocale, textPattern, tr } from '../fixtures/catalog.ts'

/** Error and maintenance pages: the status, a message in the page's language and a way home. */
export class ErrorPage {
  readonly heading: Locator

  constructor(
    readonly page: Page,
    readonly locale: CatalogLocale,
  ) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 })
  }

  /** The visible status code (e.g. "404") shown on the page. */
  status(code: number): Locator {
    return this.page.getByRole('main').getByText(String(code), { exact: true })
  }

  homeLink(): Locator {
    return this.page.getByRole('link', { name: tr(this.locale, 'Back to the home page') })
  }

  /**
   * The heading of the not-found page for `path`, in this page's language. The path may be shown
   * with or without the locale prefix (`/fr-FR/x` or `/x`); both name the page the visitor asked for.
   */
  notFoundHeading(path: string): Locator {
    const [before = '', after = ''] = tr(this.locale, 'Page not found: {path}').split('{path}')
    const name = new RegExp(`${textPattern(before)}(?:/fr-FR)?${textPattern(path)}${textPattern(after)}`)
    return this.page.getByRole('heading', { level: 1, name })
  }

  maintenanceHeading(): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: tr(this.locale, 'We are carrying out maintenance'),
    })
  }
}
