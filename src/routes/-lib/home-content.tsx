import { useLingui } from '@lingui/react'
import { type IslandData, useIslandData } from '../../components/island-data.ts'
import type { Category } from '../../domain/types.ts'
import { ContentPage } from '../../features/content/ContentPage.tsx'
import { HOME_TITLE } from './home-messages.ts'
import { usePageApi } from '../../app/app-context.ts'

export interface HomeContentProps {
  /** The root category; empty in the browser when the server rendered it (src/components/island-data.ts). */
  content: IslandData<Category>
  categoryId: string
}

/** The home page's content: the CMS layout of the sales channel's root category. */
export function HomeContent({ content, categoryId }: HomeContentProps) {
  const api = usePageApi()
  const { i18n } = useLingui()
  const category = useIslandData(content, () => api.category.get(categoryId))
  return (
    <ContentPage
      title={category.metaTitle || i18n._(HOME_TITLE)}
      hideTitle={category.cmsPage !== null}
      description={category.description}
      cmsPage={category.cmsPage}
    />
  )
}
