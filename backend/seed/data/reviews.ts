import type { Lang } from './types.ts'

/** Review texts per language and rating; product-neutral so they fit every piece. */
export const REVIEWERS: Record<Lang, string[]> = {
  de: [
    'Anja K.',
    'Thomas W.',
    'Familie Petersen',
    'Sabine M.',
    'Jörg H.',
    'Lena S.',
    'Markus B.',
    'Heike R.',
    'Uwe D.',
    'Carla F.',
  ],
  en: [
    'Emma L.',
    'James P.',
    'Olivia R.',
    'The Harrisons',
    'Daniel K.',
    'Sophie M.',
    'Ben T.',
    'Charlotte W.',
  ],
  fr: [
    'Camille D.',
    'Julien M.',
    'Famille Laurent',
    'Sophie B.',
    'Antoine R.',
    'Claire P.',
    'Nicolas G.',
    'Élodie V.',
  ],
}

export const REVIEW_TEXTS: Record<Lang, Record<5 | 4 | 3 | 2, Array<[string, string]>>> = {
  de: {
    5: [
      [
        'Genau wie erhofft',
        'Die Verarbeitung ist tadellos, alle Schrauben passten, der Aufbau hat zu zweit eine halbe Stunde gedauert. Steht jetzt seit dem Frühjahr draußen und sieht aus wie am ersten Tag.',
      ],
      [
        'Jeden Cent wert',
        'Wir haben lange gesucht und im Showroom probegesessen. Die Qualität ist deutlich besser als bei den Möbeln, die wir vorher hatten. Die Spedition hat pünktlich angerufen.',
      ],
      [
        'Wunderschön und stabil',
        'Schwerer als gedacht, das ist aber gut so: bei Wind bewegt sich nichts. Die Farbe wirkt in echt noch schöner als auf den Bildern.',
      ],
    ],
    4: [
      [
        'Sehr gut, kleiner Abzug beim Aufbau',
        'Tolle Qualität, nur die Anleitung könnte besser sein. Mit etwas Geduld ging es aber. Würde wieder kaufen.',
      ],
      [
        'Schön, aber Lieferung dauerte',
        'Das Produkt ist super, die Lieferung hat allerdings eine Woche länger gedauert als angegeben. Der Kundenservice hat sich aber gemeldet.',
      ],
    ],
    3: [
      [
        'Ordentlich',
        'Solide gemacht, aber für den Preis hätte ich mir etwas mehr erwartet. Die Oberfläche ist empfindlicher als gedacht.',
      ],
    ],
    2: [
      [
        'Leider nicht ganz zufrieden',
        'Ein Teil war beim Auspacken zerkratzt. Der Service hat schnell Ersatz geschickt, trotzdem ärgerlich.',
      ],
    ],
  },
  en: {
    5: [
      [
        'Exactly what we hoped for',
        'Beautifully made, every screw fitted and it took two of us half an hour to assemble. It has been outside since spring and still looks brand new.',
      ],
      [
        'Worth every penny',
        'We searched for ages and tried it in the showroom first. The quality is far better than our old garden furniture. The delivery team called ahead as promised.',
      ],
      [
        'Lovely and sturdy',
        'Heavier than expected, which is a good thing: nothing moves in the wind. The colour is even nicer in real life than in the photos.',
      ],
    ],
    4: [
      [
        'Very good, assembly could be easier',
        'Great quality, only the instructions could be clearer. With a bit of patience it all came together. Would buy again.',
      ],
      [
        'Lovely, but delivery took a while',
        'The product is great, though delivery took a week longer than stated. Customer service did keep us informed.',
      ],
    ],
    3: [
      [
        'Decent',
        'Solidly made, but for the price I expected a little more. The surface marks more easily than I thought.',
      ],
    ],
    2: [
      [
        'Not entirely happy',
        'One part was scratched when we unpacked it. Service sent a replacement quickly, but still annoying.',
      ],
    ],
  },
  fr: {
    5: [
      [
        'Exactement ce que nous espérions',
        'Finitions impeccables, toutes les vis étaient là, le montage a pris une demi-heure à deux. Dehors depuis le printemps, il est comme neuf.',
      ],
      [
        'Vaut chaque centime',
        'Nous avons longtemps cherché et essayé au showroom. La qualité est bien supérieure à nos anciens meubles. Le transporteur a appelé comme prévu.',
      ],
      [
        'Beau et solide',
        'Plus lourd que prévu, et c’est tant mieux : rien ne bouge quand il y a du vent. La couleur est encore plus jolie qu’en photo.',
      ],
    ],
    4: [
      [
        'Très bien, montage perfectible',
        'Très belle qualité, seule la notice pourrait être plus claire. Avec un peu de patience, tout s’est bien passé. Je rachèterais.',
      ],
      [
        'Joli, mais livraison un peu longue',
        'Le produit est super, mais la livraison a pris une semaine de plus qu’annoncé. Le service client nous a tenus informés.',
      ],
    ],
    3: [
      [
        'Correct',
        'Bien fabriqué, mais à ce prix j’attendais un peu plus. La surface se marque plus facilement que prévu.',
      ],
    ],
    2: [
      [
        'Pas entièrement satisfait',
        'Une pièce était rayée au déballage. Le service a vite envoyé un remplacement, mais c’est dommage.',
      ],
    ],
  },
}

/** The single review still waiting for moderation (spec: reviews start unapproved). */
export const PENDING_REVIEW = {
  lang: 'de' as Lang,
  author: 'Petra L.',
  title: 'Frage zur Winterlagerung',
  content:
    'Schönes Sofa, sitzt sich herrlich. Kann man die Polster wirklich bei Regen draußen lassen? Bei uns sind sie nach zwei Tagen noch feucht.',
  points: 4,
}
