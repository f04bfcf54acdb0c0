// .po catalogs are compiled to `{ messages }` modules by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// The page chrome's part of `messages` and the rest (scripts/lib/chrome-catalog.ts).
declare module '*.po?chrome' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
declare module '*.po?page' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
