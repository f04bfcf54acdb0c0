import { useLingui } from '@lingui/react/macro'
import type { ProductPropertyRow } from '../../domain/product.ts'

/** Properties table: one row per property group with its values. */
export function ProductProperties({ properties }: { properties: readonly ProductPropertyRow[] }) {
  const { t } = useLingui()
  if (properties.length === 0) return null
  return (
    <section className="product-properties" aria-labelledby="product-properties-title">
      <h2 id="product-properties-title">{t`Properties`}</h2>
      <table>
        <tbody>
          {properties.map((row) => (
            <tr key={row.groupId}>
              <th scope="row">{row.group}</th>
              <td>{row.values.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
