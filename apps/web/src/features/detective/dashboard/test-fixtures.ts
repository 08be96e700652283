import {
  detectiveAnalyticsResponse,
  type DetectiveAdRefs,
  type DetectiveAnalyticsResponse,
  type DetectiveCadence,
  type DetectiveCopy,
  type DetectiveCreatives,
  type DetectiveLandingPages,
  type DetectiveOverview,
  type DetectivePeriod,
  type DetectiveTracker,
} from '@hookline/domain';

/** The ads behind a figure: `total` of them, the first `listed` ids travelling (all, unless told). */
export function refs(total: number, prefix = 'ad', listed = total): DetectiveAdRefs {
  return {
    total,
    adIds: Array.from({ length: Math.min(total, listed) }, (_, index) => `${prefix}-${index + 1}`),
  };
}

const PERIOD: DetectivePeriod = { days: 7, from: '2026-03-04', to: '2026-03-10' };
const DAYS = [
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-10',
];

export function anOverview(overrides: Partial<DetectiveOverview> = {}): DetectiveOverview {
  return {
    period: PERIOD,
    activePerDay: DAYS.map((day, index) => ({ day, ads: refs(10 + index, `active-${day}`) })),
    newPerWeek: [
      { weekStart: '2026-03-02', ads: refs(3, 'week-1') },
      { weekStart: '2026-03-09', ads: refs(1, 'week-2') },
    ],
    formatMix: [
      { key: 'video', ads: refs(12, 'video') },
      { key: 'image', ads: refs(6, 'image') },
    ],
    platformMix: [
      { key: 'facebook', ads: refs(18, 'facebook') },
      { key: 'instagram', ads: refs(9, 'instagram') },
    ],
    medianRunningDays: 23,
    liveAds: refs(120, 'live', 50),
    ...overrides,
  };
}

export function someCreatives(overrides: Partial<DetectiveCreatives> = {}): DetectiveCreatives {
  return {
    period: PERIOD,
    longestRunning: [
      { adId: 'long-1', startDate: '2025-11-01', endDate: null, runningDays: 130 },
      { adId: 'long-2', startDate: '2026-01-10', endDate: '2026-03-01', runningDays: 51 },
    ],
    newInPeriod: refs(8, 'new'),
    cohorts: [
      { cohort: '60+', ads: refs(4, 'old') },
      { cohort: '15-59', ads: refs(5, 'mid') },
      { cohort: '7-14', ads: refs(2, 'young') },
      { cohort: 'under-7', ads: refs(6, 'fresh') },
    ],
    survival: {
      launched: 8,
      stillRunning: { rate: 0.75, ads: refs(6, 'still') },
      ranAtLeast: [
        { days: 7, eligible: 4, rate: 0.5, ads: refs(2, 'seven') },
        { days: 14, eligible: 0, rate: null, ads: refs(0) },
        { days: 30, eligible: 0, rate: null, ads: refs(0) },
      ],
    },
    ...overrides,
  };
}

export function someCopy(overrides: Partial<DetectiveCopy> = {}): DetectiveCopy {
  return {
    period: PERIOD,
    openingLines: [
      { text: 'Stop wasting money on shoes that fall apart.', ads: refs(5, 'hook-a') },
      { text: 'Meet the Ridge Shell.', ads: refs(1, 'hook-b') },
    ],
    phrases: [
      { phrase: 'trail shoes', ads: refs(7, 'phrase-a') },
      { phrase: 'free returns', ads: refs(3, 'phrase-b') },
    ],
    offers: [{ kind: 'percent-off', examples: ['20% off', '30% off'], ads: refs(4, 'offer') }],
    ctas: [
      { ctaType: 'shop_now', ads: refs(9, 'cta-a') },
      { ctaType: 'learn_more', ads: refs(2, 'cta-b') },
    ],
    ...overrides,
  };
}

export function someLandingPages(overrides: Partial<DetectiveLandingPages> = {}): DetectiveLandingPages {
  return {
    period: PERIOD,
    pages: [
      {
        url: 'https://northwind.example/trail',
        ads: refs(6, 'page-a'),
        firstDay: '2026-01-02',
        lastDay: '2026-03-10',
        daysLive: 68,
      },
      {
        url: 'https://northwind.example/sale',
        ads: refs(1, 'page-b'),
        firstDay: '2026-03-05',
        lastDay: '2026-03-09',
        daysLive: 5,
      },
    ],
    ...overrides,
  };
}

export function aCadence(overrides: Partial<DetectiveCadence> = {}): DetectiveCadence {
  return {
    period: PERIOD,
    launchesPerDay: DAYS.map((day, index) => ({
      day,
      burst: index === 2,
      ads: refs(index === 2 ? 5 : index % 2, `launch-${day}`),
    })),
    launches: 8,
    burstDays: 1,
    ...overrides,
  };
}

/** A menu's answer as the server sends it, checked against the domain's schema. */
export function answer(response: DetectiveAnalyticsResponse): DetectiveAnalyticsResponse {
  return detectiveAnalyticsResponse.parse(response);
}

export function aTracker(overrides: Partial<DetectiveTracker> = {}): DetectiveTracker {
  return {
    _id: 'det-1',
    workspaceId: 'ws-1',
    brandId: 'brand-1',
    brand: {
      _id: 'brand-1',
      name: 'Northwind Outfitters',
      logoURL: null,
      website: 'https://northwind.example',
    },
    activeAdCount: 16,
    newAdCount: 4,
    trend: [],
    createdBy: 'user-1',
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}
