import { describe, expect, it } from 'vitest'
import { buildAddressErrors, violationsByField } from './customer.ts'
import { type ViolationReason, violation as build } from './failure.ts'

function violation(reason: ViolationReason, pointer: string | null, detail = 'detail') {
  return build({ reason, pointer, detail })
}

describe('violationsByField', () => {
  it('keeps the first violation of each field and skips those without a field', () => {
    const first = violation('blank', '/email')
    const byField = violationsByField([first, violation('invalidEmail', '/email'), violation('other', null)])
    expect(byField).toEqual({ email: first })
  })
})

describe('buildAddressErrors', () => {
  it('names the field from the source pointer and adds the detail for a blank field', () => {
    expect(
      buildAddressErrors([
        violation('blank', '/street', 'This value should not be blank.'),
        violation('blank', '/billingAddress/city', 'This value should not be blank.'),
      ]),
    ).toEqual(['street: This value should not be blank.', 'city: This value should not be blank.'])
  })

  it('gives no message for any other violation', () => {
    expect(
      buildAddressErrors([
        violation('zipCode', '/zipcode'),
        violation('tooShort', '/street'),
        violation('tooLow', '/street'),
      ]),
    ).toEqual([])
  })

  it('uses the detail alone when there is no pointer', () => {
    expect(buildAddressErrors([violation('blank', null, 'Required.')])).toEqual(['Required.'])
  })
})
