import { useMemo } from 'react'
import type { CmsBlock, CmsPage as CmsPageData, CmsSection } from '../../domain/types.ts'
import { cx } from '../../components/ui/cx.ts'
import { BoxBackground, backgroundSizes } from './BoxBackground.tsx'
import { CmsElement } from './CmsElement.tsx'
import { boxStyle, safeClassNames, visibilityClasses } from './helpers.ts'
import { CmsTextsContext, prepareTexts } from './headings.ts'
import { CmsPageEntityContext } from './page-context.ts'
import { firstVisual, PriorityContext, useIsPriorityBackground } from './priority.ts'

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position)

/** `sizes` for a slot: a block splits the content width between its slots. */
function slotSizes(columns: number, inSidebarSection: boolean): string {
  const share = Math.max(1, columns) * (inSidebarSection ? 1.35 : 1)
  return `(min-width: 78rem) ${Math.round(1248 / share)}px, (min-width: 48rem) ${Math.round(100 / share)}vw, 100vw`
}

interface BlockProps {
  block: CmsBlock
  inSidebarSection: boolean
  inFullWidthSection: boolean
}

function Block({ block, inSidebarSection, inFullWidthSection }: BlockProps) {
  const sizes = slotSizes(block.slots.length, inSidebarSection)
  const priority = useIsPriorityBackground(block.id)
  return (
    <div
      className={cx('cms-block', ...visibilityClasses(block.visibility), ...safeClassNames(block.cssClass))}
      data-block-type={block.type}
      data-slots={block.slots.length}
      style={boxStyle(block)}
    >
      <BoxBackground
        media={block.backgroundMedia}
        mode={block.backgroundMediaMode}
        sizes={backgroundSizes(inFullWidthSection && !inSidebarSection)}
        priority={priority}
      />
      {block.slots.map((slot) => (
        <div key={slot.id} className="cms-slot" data-slot={slot.slot}>
          <CmsElement slot={slot} sizes={sizes} />
        </div>
      ))}
    </div>
  )
}

function Section({ section }: { section: CmsSection }) {
  const blocks = byPosition(section.blocks)
  const sidebar = section.type === 'sidebar'
  const fullWidth = section.sizingMode === 'full_width'
  const priority = useIsPriorityBackground(section.id)
  const classes = cx(
    'cms-section',
    fullWidth ? 'cms-section--full' : 'cms-section--boxed',
    sidebar && 'cms-section--sidebar',
    ...visibilityClasses(section.visibility),
    ...safeClassNames(section.cssClass),
  )
  const render = (list: CmsBlock[]) =>
    list.map((block) => (
      <Block key={block.id} block={block} inSidebarSection={sidebar} inFullWidthSection={fullWidth} />
    ))
  return (
    <section
      className={classes}
      style={boxStyle(section)}
      data-mobile-behavior={section.mobileBehavior ?? undefined}
    >
      <BoxBackground
        media={section.backgroundMedia}
        mode={section.backgroundMediaMode}
        sizes={backgroundSizes(fullWidth)}
        priority={priority}
      />
      {sidebar ? (
        <>
          <div className="cms-section__sidebar">
            {render(blocks.filter((b) => b.sectionPosition === 'sidebar'))}
          </div>
          <div className="cms-section__main">
            {render(blocks.filter((b) => b.sectionPosition !== 'sidebar'))}
          </div>
        </>
      ) : (
        render(blocks)
      )}
    </section>
  )
}

export interface CmsPageProps {
  page: CmsPageData
  /** The page has no title of its own and the CMS text's h1 is the page heading (see cmsPageHasH1). */
  ownsH1?: boolean
  /** The category (navigation id) the layout is shown for: category navigation, contact form. */
  entityId?: string | null
}

/** Renders a Shopware CMS page: sections (default / sidebar) → blocks → slots. */
export function CmsPage({ page, ownsH1 = false, entityId = null }: CmsPageProps) {
  const texts = useMemo(() => prepareTexts(page, ownsH1), [page, ownsH1])
  return (
    <CmsPageEntityContext.Provider value={entityId}>
      <CmsTextsContext.Provider value={texts}>
        <PriorityContext.Provider value={firstVisual(page)}>
          <div className={cx('cms-page', ...safeClassNames(page.cssClass))}>
            {byPosition(page.sections).map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </div>
        </PriorityContext.Provider>
      </CmsTextsContext.Provider>
    </CmsPageEntityContext.Provider>
  )
}
