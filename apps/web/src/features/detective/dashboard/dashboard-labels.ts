import type { DetectiveCohort, DetectiveMenu, DetectiveOfferKind } from '@hookline/domain';
import dayjs from 'dayjs';

/** The dashboard's menus as its tabs name them, in the order they show. */
export const MENU_LABELS: Readonly<Record<DetectiveMenu, string>> = {
  overview: 'Overview',
  creatives: 'Creatives',
  copy: 'Copy & hooks',
  'landing-pages': 'Landing pages',
  cadence: 'Cadence',
};

/** What each menu answers, said under its title. */
export const MENU_QUESTIONS: Readonly<Record<DetectiveMenu, string>> = {
  overview: 'How much they run, what they launch, and where.',
  creatives: 'What survived, and what is new.',
  copy: 'What they say: the hooks, phrases, offers and calls to action they bet on.',
  'landing-pages': 'Where their ads send people, and for how long.',
  cadence: 'When they launch, and how many at once.',
};

/** What each menu's data is called in "We couldn't load …". */
export const MENU_WHAT: Readonly<Record<DetectiveMenu, string>> = {
  overview: 'the overview',
  creatives: 'the creatives',
  copy: 'the copy and hooks',
  'landing-pages': 'the landing pages',
  cadence: 'the cadence',
};

export const COHORT_LABELS: Readonly<Record<DetectiveCohort, string>> = {
  '60+': '60 days or more',
  '15-59': '15 to 59 days',
  '7-14': '7 to 14 days',
  'under-7': 'Under 7 days',
};

export const OFFER_LABELS: Readonly<Record<DetectiveOfferKind, string>> = {
  'percent-off': 'Percentage off',
  'free-shipping': 'Free shipping',
  bogo: 'Buy one, get one',
  price: 'A price',
};

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const adsCount = (count: number) => plural(count, 'ad');

export const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

export const shortDay = (day: string) => dayjs(day).format('MMM D');
export const fullDay = (day: string) => dayjs(day).format('MMM D, YYYY');
export const periodText = (from: string, to: string) => `${fullDay(from)} – ${fullDay(to)}`;
