import { DATE_FORMAT, DISCOVER_CTA_LABELS, DISCOVER_FORMAT_LABELS, type DiscoverAd } from '@hookline/domain';
import dayjs from 'dayjs';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** How long an ad has run: "Running 42 days" while it runs, "Ran 12 days" once it stopped. */
export function runningDaysText(ad: Pick<DiscoverAd, 'isActive' | 'runningDays'>): string {
  const days = `${ad.runningDays.toLocaleString('en-US')} ${plural(ad.runningDays, 'day', 'days')}`;
  return ad.isActive ? `Running ${days}` : `Ran ${days}`;
}

/** The words on an ad's button: its own, else the library's name for its call to action. */
export function ctaLabel(ad: Pick<DiscoverAd, 'ctaText' | 'ctaType'>): string | null {
  const own = ad.ctaText?.trim();
  if (own) return own;
  return ad.ctaType ? DISCOVER_CTA_LABELS[ad.ctaType] : null;
}

/** A day (`YYYY-MM-DD`) as the app writes dates: "Mar 4, 2026". */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = dayjs(day);
  return date.isValid() ? date.format(DATE_FORMAT) : day;
}

/** When an ad ran: "Mar 1, 2025 – Apr 10, 2025", or "Since Mar 1, 2025" while it runs. */
export function runDatesText(ad: Pick<DiscoverAd, 'startDate' | 'endDate'>): string {
  return ad.endDate
    ? `${formatDay(ad.startDate)} – ${formatDay(ad.endDate)}`
    : `Since ${formatDay(ad.startDate)}`;
}

/** "1,234 ads", "1 ad". */
export function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${plural(count, one, many)}`;
}

/**
 * The words of a card's media badges: its format, and a carousel's count ("Carousel", "Card 1/4"). The card's
 * button ends its name with them, so the words a user sees on it are part of what it is called (WCAG 2.5.3).
 */
export function mediaBadgeWords(ad: Pick<DiscoverAd, 'format' | 'assets'>): {
  format: string;
  count: string | null;
} {
  const count = ad.format === 'carousel' && ad.assets.length > 1 ? `1/${ad.assets.length}` : null;
  return { format: DISCOVER_FORMAT_LABELS[ad.format], count };
}
