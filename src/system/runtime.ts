// Creating and dehydrating the root actor system (loads XState and every machine): the server
// entry imports it directly, the browser entry with a dynamic import after hydration.

export { cartFromViews } from '../features/cart/cart-ready.ts'
export {
  cartWithSessionApi,
  createRootSystem,
  getDehydratedState,
  sessionFromViews,
  sessionWithApi,
  whenSessionSettled,
} from './create-root-system.ts'
