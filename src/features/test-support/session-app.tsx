// For component tests of what a shopper does with the session on a real actor system against the
// embedded back end: a Store API whose one call waits until the test lets it answer (the session
// busy with something else), and the component rendered inside the app's providers.
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { StoreApi } from '../../api/index.ts'
import { AppContext, type AppContextValue } from '../../app/app-context.ts'
import { documentNavigation } from '../../app/document-navigation.tsx'
import type { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { TEST_ORIGINS, testI18n } from './render.tsx'

/** `api` whose `resource.method` waits for `release` before it answers. */
export function heldCall<R extends keyof StoreApi>(
  api: StoreApi,
  resource: R,
  method: keyof StoreApi[R] & string,
): { api: StoreApi; release: () => void } {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = new Proxy(api[resource], {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver)
      if (property !== method || typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        await gate
        return value.apply(target, args)
      }
    },
  })
  return { api: { ...api, [resource]: held }, release }
}

/** Renders `ui` in English on a document page at `path`, with the app's services and actor system. */
export function renderInApp(
  ui: ReactNode,
  {
    api,
    system,
    path,
    navigation,
  }: { api: StoreApi; system: SystemHost; path: string; navigation?: Partial<AppContextValue['navigation']> },
): void {
  const app: AppContextValue = {
    api,
    system,
    locale: 'en-GB',
    i18n: testI18n(),
    origins: TEST_ORIGINS,
    storeApiMode: 'embedded',
    mapsApiKey: null,
    captchaSiteKey: null,
    formResult: null,
    navigation: {
      ...documentNavigation('en-GB', { path, search: '' }, { 'de-DE': path, 'en-GB': path, 'fr-FR': path }),
      ...navigation,
    },
  }
  render(
    <I18nProvider i18n={app.i18n}>
      <AppContext value={app}>
        <SystemProvider system={system}>{ui}</SystemProvider>
      </AppContext>
    </I18nProvider>,
  )
}
