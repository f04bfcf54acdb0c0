// The postal block of an address as the shop writes it in mails and documents: the same lines, in the
// same order, as the storefront's address block (src/domain/address.ts), so the confirmation mail,
// the invoice and the order pages never disagree about where the goods go.

/** An address row (customer_address or order_address): the columns the block prints. */
export interface PostalAddressRow {
  company?: string | null
  department?: string | null
  title?: string | null
  first_name: string
  last_name: string
  street: string
  additional_address_line1?: string | null
  additional_address_line2?: string | null
  zipcode?: string | null
  city: string
}

/** The country's and the state's names in the language the text is written in. */
export interface PostalAddressNames {
  country: string | null
  state: string | null
}

/**
 * Company, department, name, street, the additional lines (rear building, c/o …), postal code and
 * city, then state and country; empty parts left out.
 */
export function postalAddressLines(row: PostalAddressRow, names: PostalAddressNames): string[] {
  const lines = [
    row.company,
    row.department,
    [row.title, row.first_name, row.last_name].filter(Boolean).join(' '),
    row.street,
    row.additional_address_line1,
    row.additional_address_line2,
    [row.zipcode, row.city].filter(Boolean).join(' '),
    [names.state, names.country].filter(Boolean).join(', '),
  ]
  return lines.flatMap((line) => {
    const value = typeof line === 'string' ? line.trim() : ''
    return value ? [value] : []
  })
}
