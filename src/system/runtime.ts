// Creating and dehydrating the root actor system (loads XState and every machine): the server
// entry imports it directly, the browser entry with a dynamic import after hydration.

export { createRootSystem, getDehydratedState, restoredFromViews } from './create-root-system.ts'
