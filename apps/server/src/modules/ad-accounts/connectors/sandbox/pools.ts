/**
 * The words the sandbox builds its ads from. The pools are small on purpose: many ads share a
 * body, a headline or a landing page, as in a real account, so grouping by them finds groups.
 */

export const ANGLES = [
  'Testimonial',
  'ProblemSolution',
  'UGC',
  'BeforeAfter',
  'Unboxing',
  'FounderStory',
  'SocialProof',
  'Comparison',
  'HowTo',
  'Lifestyle',
] as const;

export interface Persona {
  name: string;
  /** The ages the ad set targets, shown in its name. */
  ages: string;
  /** Share of impressions by age bucket (18-24 ... 65+). */
  ageWeights: readonly [number, number, number, number, number, number];
  /** Share of impressions going to women (the rest to men, a little to unknown). */
  female: number;
}

export const PERSONAS: readonly Persona[] = [
  { name: 'BusyMom', ages: '25-44', ageWeights: [0.04, 0.38, 0.36, 0.14, 0.06, 0.02], female: 0.88 },
  { name: 'GymGoer', ages: '18-34', ageWeights: [0.32, 0.42, 0.15, 0.07, 0.03, 0.01], female: 0.48 },
  { name: 'Student', ages: '18-24', ageWeights: [0.62, 0.28, 0.06, 0.02, 0.01, 0.01], female: 0.6 },
  { name: 'Professional', ages: '25-54', ageWeights: [0.05, 0.33, 0.32, 0.2, 0.08, 0.02], female: 0.55 },
  { name: 'Traveler', ages: '25-54', ageWeights: [0.1, 0.28, 0.26, 0.2, 0.12, 0.04], female: 0.57 },
  { name: 'EcoShopper', ages: '25-44', ageWeights: [0.14, 0.36, 0.28, 0.13, 0.07, 0.02], female: 0.68 },
  { name: 'Gifter', ages: '35-64', ageWeights: [0.04, 0.14, 0.27, 0.27, 0.19, 0.09], female: 0.52 },
  { name: 'Outdoorsy', ages: '25-54', ageWeights: [0.1, 0.3, 0.28, 0.18, 0.1, 0.04], female: 0.44 },
];

export interface Offer {
  name: string;
  /** Multiplies the average order value (discounts lower it, bundles raise it). */
  orderValue: number;
  /** Multiplies the conversion rate. */
  conversion: number;
}

export const OFFERS: readonly Offer[] = [
  { name: '20Off', orderValue: 0.86, conversion: 1.25 },
  { name: '15Off', orderValue: 0.9, conversion: 1.15 },
  { name: 'BOGO', orderValue: 1.35, conversion: 1.2 },
  { name: 'FreeShip', orderValue: 1.02, conversion: 1.08 },
  { name: 'Bundle', orderValue: 1.6, conversion: 0.9 },
  { name: 'FullPrice', orderValue: 1.0, conversion: 0.85 },
];

/** Ad copy (the body), by offer: each offer has two bodies, shared by every ad with that offer. */
export const BODIES: Readonly<Record<string, readonly string[]>> = {
  '20Off': [
    'Our bestselling everyday leggings, now 20% off. Squat-proof, pocketed and soft enough to sleep in.',
    'Take 20% off the whole new collection this week only. Made to move, built to last.',
  ],
  '15Off': [
    'New here? Take 15% off your first order with code HELLO15. Free returns for 60 days.',
    'The fits you keep reaching for, now 15% off. Limited sizes left in the spring colours.',
  ],
  BOGO: [
    'Buy one, get one free on every tee and tank. Stock up for the season before sizes run out.',
    'Twice the comfort: buy any pair of joggers and the second pair is on us.',
  ],
  FreeShip: [
    'Free shipping on every order, no minimum. Your new favourite hoodie is two days away.',
    'Everything ships free this week. Recycled fabrics, fair-wage factories, zero compromises.',
  ],
  Bundle: [
    'The Weekend Set: hoodie, joggers and a tee, bundled for less than you would pay for two.',
    'Build your capsule wardrobe: pick any three essentials and save on the bundle.',
  ],
  FullPrice: [
    "12,000 five-star reviews can't be wrong. Meet the leggings that started it all.",
    'Designed in-house, tested on real runs, guaranteed for a year. This is activewear done right.',
  ],
};

export const HEADLINES = [
  'Shop the Spring Collection',
  'Rated 4.8 by 12,000 customers',
  'The last leggings you will ever buy',
  'Limited time offer',
  'Free returns for 60 days',
  'New colours just dropped',
] as const;

/** Paths of the shop's landing pages, appended to the account's shop address. */
export const LANDING_PATHS = [
  '/',
  '/collections/new-arrivals',
  '/products/everyday-legging',
  '/collections/bestsellers',
  '/pages/sale',
] as const;

/** Carousel card headlines (products). */
export const CARD_HEADLINES = [
  'Everyday Legging',
  'Cloud Hoodie',
  'Trail Jogger',
  'Studio Tank',
  'Weekend Tee',
  'Rain Shell',
  'Merino Crew',
] as const;

/** Product pages carousel cards link to when each card has its own page. */
export const PRODUCT_PATHS = [
  '/products/everyday-legging',
  '/products/cloud-hoodie',
  '/products/trail-jogger',
  '/products/studio-tank',
  '/products/weekend-tee',
  '/products/rain-shell',
  '/products/merino-crew',
] as const;

/** The collection a prospecting campaign launched in a month promotes (January first). */
export const COLLECTION_BY_MONTH = [
  'Winter Sale',
  'Winter Sale',
  'Spring Collection',
  'Spring Collection',
  'Spring Collection',
  'Summer Drop',
  'Summer Drop',
  'Summer Drop',
  'Fall Essentials',
  'Fall Essentials',
  'Black Friday',
  'Holiday Gifting',
] as const;

export const RETARGETING_AUDIENCES = [
  'Site Visitors 30d',
  'Cart Abandoners 7d',
  'Engaged Shoppers 60d',
] as const;
