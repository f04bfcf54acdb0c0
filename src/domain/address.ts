// The postal block of an address, the same wherever the storefront shows one (address book, checkout
// review, success page, the account's and the guest's order page). The embedded back end writes the
// same lines into mails and documents (backend/lib/postal-address.ts).

/** What an address block shows: a customer's address and an order's address both have these. */
export interface PostalAddress {
  company: string | null
  department?: string | null
  firstName: string
  lastName: string
  street: string
  additionalAddressLine1?: string | null
  additionalAddressLine2?: string | null
  zipcode: string | null
  city: string
  countryStateName?: string | null
  countryName: string | null
}

/**
 * The lines of the block, top to bottom, empty parts left out: company, department, name, street,
 * the additional lines (rear building, c/o …), postal code and city, then state and country.
 */
export function postalLines(address: PostalAddress): string[] {
  const lines = [
    address.company,
    address.department,
    `${address.firstName} ${address.lastName}`,
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    [address.countryStateName, address.countryName].filter(Boolean).join(', '),
  ]
  return lines.flatMap((line) => {
    const value = line?.trim()
    return value ? [value] : []
  })
}
