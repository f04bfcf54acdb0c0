import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// English is the source language of every message; translators edit only locales/*/messages.po.
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['de-DE', 'en-GB', 'fr-FR'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
