// Builders for cart tests live with the domain (domain tests use them too).
export { cart, lineItem, message } from '../../src/domain/cart.test-support.ts'
