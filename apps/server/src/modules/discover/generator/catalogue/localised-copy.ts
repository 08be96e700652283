import type { DiscoverCtaType } from '@hookline/domain';

/** The languages besides English that some brands advertise in (ISO 639-1). */
export const OTHER_LANGUAGES = ['es', 'de', 'fr', 'pt'] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/**
 * Copy for ads in another language, as templates: `{product}` and `{brand}` stand for the names, which stay as
 * the brand writes them.
 */
export interface LocalisedCopy {
  hooks: readonly string[];
  sentences: readonly string[];
  offers: readonly string[];
  headlines: readonly string[];
  ctaLabels: Record<DiscoverCtaType, string>;
  /** espeak-ng's voice for the language. */
  voice: string;
}

export const LOCALISED_COPY: Record<OtherLanguage, LocalisedCopy> = {
  es: {
    hooks: [
      'POV: por fin encontraste tu {product} favorito',
      'Esta es tu señal para probar {brand}',
      'Lo que nadie te cuenta sobre {product}',
      'Novedad: {product}',
      '¿Todavía no conoces {brand}?',
    ],
    sentences: [
      'Miles de clientes ya lo han probado.',
      'Diseñado para durar y pensado para el día a día.',
      'Sin complicaciones, sin letra pequeña.',
      'Nuestro equipo lo probó durante meses antes de lanzarlo.',
    ],
    offers: [
      'Consigue un 20 % de descuento en tu primer pedido.',
      'Envío gratis en pedidos superiores a 50 €.',
      'Solo por tiempo limitado.',
    ],
    headlines: ['20 % de descuento hoy', 'Descubre {product}', 'Envío gratis', 'Nuevo {product}'],
    ctaLabels: {
      shop_now: 'Comprar ahora',
      learn_more: 'Más información',
      sign_up: 'Registrarte',
      download: 'Descargar',
      get_offer: 'Obtener oferta',
      book_now: 'Reservar',
      subscribe: 'Suscribirte',
      order_now: 'Pedir ahora',
      contact_us: 'Contactar',
      watch_more: 'Ver más',
    },
    voice: 'es',
  },
  de: {
    hooks: [
      'Endlich da: {product}',
      'Dein Zeichen, {brand} auszuprobieren',
      'Das sagen unsere Kundinnen und Kunden über {product}',
      'Neu bei {brand}: {product}',
      'Kennst du {brand} schon?',
    ],
    sentences: [
      'Tausende Kundinnen und Kunden sind schon begeistert.',
      'Gemacht für jeden Tag und gebaut, um zu halten.',
      'Ohne Kompromisse und ohne Kleingedrucktes.',
      'Unser Team hat es monatelang getestet.',
    ],
    offers: ['Spare 20 % auf deine erste Bestellung.', 'Kostenloser Versand ab 50 €.', 'Nur für kurze Zeit.'],
    headlines: ['Jetzt 20 % sparen', 'Entdecke {product}', 'Gratis Versand', 'Neu: {product}'],
    ctaLabels: {
      shop_now: 'Jetzt einkaufen',
      learn_more: 'Mehr dazu',
      sign_up: 'Registrieren',
      download: 'Herunterladen',
      get_offer: 'Angebot sichern',
      book_now: 'Jetzt buchen',
      subscribe: 'Abonnieren',
      order_now: 'Jetzt bestellen',
      contact_us: 'Kontakt',
      watch_more: 'Mehr ansehen',
    },
    voice: 'de',
  },
  fr: {
    hooks: [
      'POV : tu as enfin trouvé ton {product} préféré',
      'Ton signe pour essayer {brand}',
      'Nouveau : {product}',
      'Ce que personne ne te dit sur {product}',
      'Tu ne connais pas encore {brand} ?',
    ],
    sentences: [
      "Des milliers de clients l'ont déjà adopté.",
      'Pensé pour le quotidien, fait pour durer.',
      'Sans compromis, sans petites lignes.',
      "Notre équipe l'a testé pendant des mois.",
    ],
    offers: ['-20 % sur votre première commande.', 'Livraison offerte dès 50 €.', 'Offre limitée.'],
    headlines: ['-20 % aujourd’hui', 'Découvrez {product}', 'Livraison offerte', 'Nouveau : {product}'],
    ctaLabels: {
      shop_now: 'Acheter',
      learn_more: 'En savoir plus',
      sign_up: "S'inscrire",
      download: 'Télécharger',
      get_offer: "Profiter de l'offre",
      book_now: 'Réserver',
      subscribe: "S'abonner",
      order_now: 'Commander',
      contact_us: 'Nous contacter',
      watch_more: 'Voir plus',
    },
    voice: 'fr',
  },
  pt: {
    hooks: [
      'POV: você finalmente encontrou seu {product} favorito',
      'Seu sinal para experimentar {brand}',
      'Novidade: {product}',
      'O que ninguém te conta sobre {product}',
      'Você ainda não conhece {brand}?',
    ],
    sentences: [
      'Milhares de clientes já aprovaram.',
      'Feito para o dia a dia e para durar.',
      'Sem complicação e sem letras miúdas.',
      'Nossa equipe testou por meses antes de lançar.',
    ],
    offers: [
      'Ganhe 20% de desconto na primeira compra.',
      'Frete grátis acima de R$ 200.',
      'Por tempo limitado.',
    ],
    headlines: ['20% OFF hoje', 'Conheça {product}', 'Frete grátis', 'Novo {product}'],
    ctaLabels: {
      shop_now: 'Comprar agora',
      learn_more: 'Saiba mais',
      sign_up: 'Cadastre-se',
      download: 'Baixar',
      get_offer: 'Obter oferta',
      book_now: 'Reservar agora',
      subscribe: 'Assinar',
      order_now: 'Pedir agora',
      contact_us: 'Fale conosco',
      watch_more: 'Assistir mais',
    },
    voice: 'pt-br',
  },
};
