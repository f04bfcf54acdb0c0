import { idFor } from '../lib/ids.ts'
import { contentPageId, landingPageId } from './catalogue.ts'
import { type SectionDef, staticValue, t, textSlot, writeCmsPage } from './cms-writer.ts'
import type { SeedContext } from './context.ts'
import { type L, LANGS, mapL } from './data/types.ts'
import { drawScene } from './drawings.ts'
import { LANGUAGE_ID, json } from './writer.ts'

/**
 * CMS element showcase pages: a workshop page with an image gallery and YouTube/Vimeo
 * videos (privacy mode in the storefront), a contact page with the contact and newsletter forms,
 * and the showroom page's own element (address, opening hours, map). Runs after seedCms (the
 * showroom page exists) and before seedPageSeoUrls (the landing pages get their SEO URLs there).
 */

function landing(ctx: SeedContext, key: string, name: L, url: L, meta: L, sections: SectionDef[]): void {
  const cmsId = writeCmsPage(ctx, `landing-${key}`, 'landingpage', name, sections)
  const id = landingPageId(key)
  ctx.w.insert('landing_page', { id, cms_page_id: cmsId, active: 1, created_at: ctx.createdAt })
  ctx.w.translate('landing_page_translation', {
    landing_page_id: id,
    name,
    url,
    meta_title: mapL((lang) => `${name[lang]} | Gartenwerk`),
    meta_description: meta,
    keywords: null,
  })
}

// A film the Blender Foundation publishes under CC BY on both hosts: a real, public sample video.
const SAMPLE_FILM = {
  youtube: 'aqz-KE-bpKQ',
  vimeo: '1084537',
  title: 'Big Buck Bunny (Blender Foundation, CC BY 3.0)',
}

function seedWorkshop(ctx: SeedContext): void {
  const scenes = [
    {
      scene: 'showroom',
      colour: '#4f6b46',
      alt: t('Werkbank mit Teakleisten', 'Workbench with teak battens', 'Établi avec des lattes de teck'),
    },
    {
      scene: 'teaser',
      colour: '#b07a45',
      alt: t(
        'Geölte Teakbank im Hof',
        'Oiled teak bench in the courtyard',
        'Banc en teck huilé dans la cour',
      ),
    },
    {
      scene: 'brand',
      colour: '#3b3f42',
      alt: t('Pulverbeschichtete Gestelle', 'Powder-coated frames', 'Structures thermolaquées'),
    },
    {
      scene: 'teaser',
      colour: '#9caf88',
      alt: t('Auflagen aus Outdoor-Stoff', 'Cushions in outdoor fabric', 'Coussins en tissu outdoor'),
    },
  ] as const
  const media = scenes.map((s, i) =>
    ctx.media.image(drawScene(s.scene, s.colour), `workshop-${i + 1}`, s.alt),
  )
  landing(
    ctx,
    'workshop',
    t('Werkstatt', 'Workshop', 'Atelier'),
    t('werkstatt', 'workshop', 'atelier'),
    t(
      'Ein Blick in die Gartenwerk-Werkstatt in Hamburg: wie wir Teak ölen, Gestelle beschichten und Auflagen nähen.',
      'A look inside the Gartenwerk workshop in Hamburg: how we oil teak, coat frames and sew cushions.',
      'Un regard dans l’atelier Gartenwerk à Hambourg : comment nous huilons le teck, thermolaquons les structures et cousons les coussins.',
    ),
    [
      {
        blocks: [
          {
            type: 'text',
            slots: [
              textSlot(
                'content',
                t(
                  '<h1>In unserer Werkstatt</h1><p>Hier wird repariert, geölt und nachgebessert – seit über 25 Jahren. Ein paar Eindrücke aus der Werkstatt in Altona.</p>',
                  '<h1>In our workshop</h1><p>This is where we repair, oil and touch up – for over 25 years. A few impressions from the workshop in Altona.</p>',
                  '<h1>Dans notre atelier</h1><p>C’est ici que nous réparons, huilons et retouchons – depuis plus de 25 ans. Quelques impressions de l’atelier d’Altona.</p>',
                ),
              ),
            ],
          },
          {
            type: 'image-gallery',
            slots: [
              {
                slot: 'imageGallery',
                type: 'image-gallery',
                config: () => ({
                  sliderItems: staticValue(media.map((mediaId) => ({ mediaId, url: null, newTab: false }))),
                  navigationArrows: staticValue('inside'),
                  navigationDots: staticValue(null),
                  galleryPosition: staticValue('left'),
                  displayMode: staticValue('standard'),
                  minHeight: staticValue('340px'),
                }),
              },
            ],
          },
        ],
      },
      {
        name: 'films',
        backgroundColor: '#f5f1ea',
        blocks: [
          {
            type: 'text',
            slots: [
              textSlot(
                'content',
                t(
                  '<h2>Filme</h2><p>Ein Beispielfilm der Blender Foundation, einmal über YouTube und einmal über Vimeo eingebunden. Beide laden erst, wenn Sie auf „Abspielen“ klicken.</p>',
                  '<h2>Films</h2><p>A sample film by the Blender Foundation, embedded once from YouTube and once from Vimeo. Neither loads until you press play.</p>',
                  '<h2>Films</h2><p>Un film d’exemple de la Blender Foundation, intégré via YouTube puis via Vimeo. Aucun ne se charge avant que vous ne cliquiez sur lecture.</p>',
                ),
              ),
            ],
          },
          {
            type: 'youtube-video',
            slots: [
              {
                slot: 'video',
                type: 'youtube-video',
                config: () => ({
                  videoID: staticValue(SAMPLE_FILM.youtube),
                  iframeTitle: staticValue(`YouTube: ${SAMPLE_FILM.title}`),
                  autoPlay: staticValue(false),
                  loop: staticValue(false),
                  showControls: staticValue(true),
                  start: staticValue(null),
                  end: staticValue(null),
                  displayMode: staticValue('standard'),
                  advancedPrivacyMode: staticValue(true),
                  needsConfirmation: staticValue(true),
                  previewMedia: staticValue(null),
                }),
              },
            ],
          },
          {
            type: 'vimeo-video',
            slots: [
              {
                slot: 'video',
                type: 'vimeo-video',
                config: () => ({
                  videoID: staticValue(SAMPLE_FILM.vimeo),
                  iframeTitle: staticValue(`Vimeo: ${SAMPLE_FILM.title}`),
                  autoplay: staticValue(false),
                  byLine: staticValue(false),
                  color: staticValue('#4f6b46'),
                  doNotTrack: staticValue(true),
                  loop: staticValue(false),
                  mute: staticValue(false),
                  title: staticValue(false),
                  portrait: staticValue(false),
                  controls: staticValue(true),
                  needsConfirmation: staticValue(true),
                  previewMedia: staticValue(null),
                }),
              },
            ],
          },
        ],
      },
    ],
  )
}

function formSlot(type: 'contact' | 'newsletter', title: L, confirmation: L) {
  return {
    slot: 'content',
    type: 'form',
    config: (lang: keyof L) => ({
      type: staticValue(type),
      title: staticValue(title[lang]),
      mailReceiver: staticValue([]),
      defaultMailReceiver: staticValue(true),
      confirmationText: staticValue(confirmation[lang]),
    }),
  }
}

function seedContact(ctx: SeedContext): void {
  landing(
    ctx,
    'contact',
    t('Kontakt', 'Contact', 'Contact'),
    t('kontakt', 'contact', 'contact'),
    t(
      'Schreiben Sie uns: Fragen zu Möbeln, Lieferung oder Pflege beantworten wir werktags innerhalb eines Tages.',
      'Write to us: we answer questions about furniture, delivery or care within one working day.',
      'Écrivez-nous : nous répondons à vos questions sur les meubles, la livraison ou l’entretien sous un jour ouvré.',
    ),
    [
      {
        blocks: [
          {
            type: 'text',
            slots: [
              textSlot(
                'content',
                t(
                  '<h1>Kontakt</h1><p>Sie erreichen uns telefonisch unter +49 40 3861 2200 (Mo–Fr 9:00–18:00 Uhr) oder mit dem Formular.</p>',
                  '<h1>Contact</h1><p>Call us on +49 40 3861 2200 (Mon–Fri 9 am–6 pm) or use the form.</p>',
                  '<h1>Contact</h1><p>Appelez-nous au +49 40 3861 2200 (lun.–ven. 9 h–18 h) ou utilisez le formulaire.</p>',
                ),
              ),
            ],
          },
          {
            type: 'form',
            slots: [
              formSlot(
                'contact',
                t('Ihre Nachricht an uns', 'Your message to us', 'Votre message'),
                t(
                  'Danke für Ihre Nachricht! Wir melden uns innerhalb eines Werktags.',
                  'Thank you for your message! We will reply within one working day.',
                  'Merci pour votre message ! Nous vous répondrons sous un jour ouvré.',
                ),
              ),
            ],
          },
        ],
      },
      {
        backgroundColor: '#eef2ea',
        blocks: [
          {
            type: 'form',
            slots: [
              formSlot(
                'newsletter',
                t('Newsletter', 'Newsletter', 'Newsletter'),
                t(
                  'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung mit dem Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
                  'Almost done: please confirm your subscription with the link in the e-mail we have just sent you.',
                  'Presque terminé : veuillez confirmer votre inscription grâce au lien de l’e-mail que nous venons de vous envoyer.',
                ),
              ),
            ],
          },
        ],
      },
    ],
  )
}

/** Appends the showroom element (address, opening hours, map) to the showroom content page. */
function seedShowroomElement(ctx: SeedContext): void {
  const sectionId = ctx.db
    .prepare<[string], { id: string }>(
      'SELECT id FROM cms_section WHERE cms_page_id = ? ORDER BY position LIMIT 1',
    )
    .get(contentPageId('showroom'))?.id
  if (!sectionId) throw new Error('Seed data lost the showroom content page')
  const position =
    ctx.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM cms_block WHERE cms_section_id = ?')
      .get(sectionId)?.n ?? 0
  const blockId = idFor('cms_block', 'content-showroom:map')
  ctx.w.insert('cms_block', {
    id: blockId,
    cms_section_id: sectionId,
    position,
    section_position: 'main',
    type: 'gartenwerk-showroom',
    name: 'Showroom map',
    margin_top: '20px',
    margin_right: '20px',
    margin_bottom: '20px',
    margin_left: '20px',
    background_color: null,
    background_media_id: null,
    background_media_mode: 'cover',
    css_class: null,
    visibility: json({ mobile: true, tablet: true, desktop: true }),
    created_at: ctx.createdAt,
  })
  const slotId = idFor('cms_slot', `${blockId}:content`)
  ctx.w.insert('cms_slot', {
    id: slotId,
    cms_block_id: blockId,
    type: 'gartenwerk-showroom',
    slot: 'content',
    created_at: ctx.createdAt,
  })
  for (const lang of LANGS)
    ctx.w.insert('cms_slot_translation', {
      cms_slot_id: slotId,
      language_id: LANGUAGE_ID[lang],
      config: JSON.stringify({}),
    })
}

export function seedCmsMediaPages(ctx: SeedContext): void {
  seedWorkshop(ctx)
  seedContact(ctx)
  seedShowroomElement(ctx)
}
