import { createSerializationAdapter } from '@tanstack/react-router'
import { IslandData } from './island-data.ts'

/**
 * Apart from ./island-data.ts: the router's serialization adapter brings the router's code, which a
 * document page (src/app/document-page.tsx) reads island data without.
 */
/** Dehydrates an IslandData as an empty box: its value stays on the server. */
export const islandDataSerializationAdapter = createSerializationAdapter({
  key: 'island-data',
  test: (value: unknown): value is IslandData<unknown> => value instanceof IslandData,
  toSerializable: () => 0,
  fromSerializable: () => IslandData.missing<unknown>(),
})
