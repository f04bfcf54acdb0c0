import { createSerializationAdapter } from '@tanstack/react-router'
import { IslandData } from '../components/island-data.ts'
import { fromSerializedError, toSerializedError } from '../features/errors/serialize.ts'
import { isCarriedByDocument, headFromDocument } from '../features/seo/head-serialization.ts'
import type { SeoHead } from '../features/seo/head.ts'

/**
 * How the router carries loader data from the server's render into the page (its serialization
 * adapters, set by src/router.tsx). What is carried is each feature's business (what of an error
 * may reach the browser, which heads the document's <head> carries, island data); that the router
 * carries it is the router's, kept here so that features and components never import the router.
 * A document page (./document-page.tsx) reads its data without them.
 */

/**
 * Loader errors are dehydrated into the page. Without this adapter the router would serialise the
 * whole object graph, including stacks and the axios `cause` with the request headers.
 */
export const errorSerializationAdapter = createSerializationAdapter({
  key: 'storefront-error',
  test: (value: unknown): value is Error => value instanceof Error,
  toSerializable: toSerializedError,
  fromSerializable: fromSerializedError,
})

/** Dehydrates an IslandData as an empty box: its value stays on the server. */
export const islandDataSerializationAdapter = createSerializationAdapter({
  key: 'island-data',
  test: (value: unknown): value is IslandData<unknown> => value instanceof IslandData,
  toSerializable: () => 0,
  fromSerializable: () => IslandData.missing<unknown>(),
})

/** Dehydrates a page head as a marker; the browser reads it from its <head> (see headFromDocument). */
export const headSerializationAdapter = createSerializationAdapter({
  key: 'head',
  test: (value: unknown): value is SeoHead => isCarriedByDocument(value),
  toSerializable: () => 0,
  fromSerializable: (): SeoHead => headFromDocument(document.head),
})

/** Every adapter, in the order the router tries them. */
export const serializationAdapters = [
  errorSerializationAdapter,
  islandDataSerializationAdapter,
  headSerializationAdapter,
]
