import { createFileRoute } from '@tanstack/react-router'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { ICON_NAMES } from '../../components/ui/icons/paths.ts'

/** Developer page (/_dev/icons): every icon of the set with its name, for designers and devs. */
export const Route = createFileRoute('/_dev/icons')({
  head: () => ({
    meta: [{ title: 'Icons – Gartenwerk developer pages' }, { name: 'robots', content: 'noindex' }],
  }),
  component: IconsPage,
})

function IconsPage() {
  return (
    <div className="page">
      <h1>Icons</h1>
      <p className="lead">
        {ICON_NAMES.length} inline SVG icons from <code>src/components/ui/icons</code>, drawn with{' '}
        <code>currentColor</code> on a 24 × 24 grid.
      </p>
      <ul className="dev-icons">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
