import { describe, expect, it } from 'vitest'
import { legalPageIds, resolveLegalLinks } from './legal.ts'
import type { NavigationEntry } from './types.ts'

// Defect 9 (issue 29): the terms and privacy checkboxes and the checkout footer had no links to the
// texts. The shop names its legal pages by category id; the page's menus give their SEO paths.

function entry(id: string, name: string, seoPathInfo: string | null, children: NavigationEntry[] = []) {
  return {
    id,
    parentId: null,
    name,
    type: 'page',
    linkType: null,
    externalLink: null,
    internalLink: null,
    linkNewTab: false,
    seoPathInfo,
    media: null,
    breadcrumb: [],
    level: 2,
    childCount: children.length,
    children,
  } satisfies NavigationEntry
}

const IDS = { tos: 'c-terms', privacy: 'c-privacy', revocation: 'c-withdrawal', imprint: 'c-imprint' }

/** The footer and service menus of one locale, as the root loader has them. */
function menus(names: Record<keyof typeof IDS, [string, string]>): NavigationEntry[][] {
  const page = (key: keyof typeof IDS) => entry(IDS[key], names[key][0], names[key][1])
  const footer = [
    entry('f-service', 'Service', null, [page('revocation'), page('tos')]),
    entry('f-legal', 'Legal', null, [page('imprint'), page('privacy')]),
  ]
  const service = [entry('s-imprint', names.imprint[0], names.imprint[1])]
  return [footer, service]
}

const LOCALES = {
  'de-DE': menus({
    tos: ['AGB', 'AGB/'],
    privacy: ['Datenschutz', 'Datenschutz/'],
    revocation: ['Widerrufsrecht', 'Widerrufsrecht/'],
    imprint: ['Impressum', 'Impressum/'],
  }),
  'en-GB': menus({
    tos: ['Terms and conditions', 'Terms-and-conditions/'],
    privacy: ['Privacy policy', 'Privacy-policy/'],
    revocation: ['Right of withdrawal', 'Right-of-withdrawal/'],
    imprint: ['Imprint', 'Imprint/'],
  }),
  'fr-FR': menus({
    tos: ['Conditions générales de vente', 'Conditions-generales-de-vente/'],
    privacy: ['Politique de confidentialité', 'Politique-de-confidentialite/'],
    revocation: ['Droit de rétractation', 'Droit-de-retractation/'],
    imprint: ['Mentions légales', 'Mentions-legales/'],
  }),
}

describe('resolveLegalLinks', () => {
  it('links each configured page to its SEO path and name in the page’s language', () => {
    expect(resolveLegalLinks(IDS, LOCALES['de-DE'])).toEqual({
      tos: { href: '/AGB/', name: 'AGB' },
      privacy: { href: '/Datenschutz/', name: 'Datenschutz' },
      revocation: { href: '/Widerrufsrecht/', name: 'Widerrufsrecht' },
      imprint: { href: '/Impressum/', name: 'Impressum' },
    })
    expect(resolveLegalLinks(IDS, LOCALES['en-GB']).tos).toEqual({
      href: '/Terms-and-conditions/',
      name: 'Terms and conditions',
    })
    expect(resolveLegalLinks(IDS, LOCALES['fr-FR']).privacy).toEqual({
      href: '/Politique-de-confidentialite/',
      name: 'Politique de confidentialité',
    })
  })

  it('gives no links without configuration, and none for a page in no menu', () => {
    expect(resolveLegalLinks({}, LOCALES['de-DE'])).toEqual({})
    expect(resolveLegalLinks({ tos: 'c-unknown', privacy: IDS.privacy }, LOCALES['de-DE'])).toEqual({
      privacy: { href: '/Datenschutz/', name: 'Datenschutz' },
    })
    expect(resolveLegalLinks(IDS, [[], []])).toEqual({})
  })

  it('falls back to the category’s technical path only when it has no SEO path', () => {
    expect(resolveLegalLinks({ tos: 'c-x' }, [[entry('c-x', 'AGB', null)]])).toEqual({
      tos: { href: '/navigation/c-x', name: 'AGB' },
    })
  })
})

describe('legalPageIds', () => {
  it('reads the custom field, leaving out what is not an id', () => {
    expect(legalPageIds({ tos: 'a', privacy: '', revocation: 3, imprint: 'd', other: 'x' })).toEqual({
      tos: 'a',
      imprint: 'd',
    })
    expect(legalPageIds(undefined)).toEqual({})
    expect(legalPageIds(['a'])).toEqual({})
  })
})
