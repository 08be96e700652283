import type { AdAccountSettings, ClickAttributionWindow, ViewAttributionWindow } from '@hookline/domain';
import type { SandboxAd } from './ads.ts';
import {
  dayString,
  seasonFactors,
  weekday,
  WEEKLY_CONVERSION,
  WEEKLY_CTR,
  WEEKLY_SPEND,
  type SeasonFactors,
} from './calendar.ts';
import { between, cents, combine, noise, thin, uniform } from './random.ts';

/**
 * One ad's figures for one day. Every number is drawn from a seed of (ad, day) alone, so a day
 * comes out the same whatever range it is read in; only conversions also depend on the
 * attribution windows, and a wider window never counts fewer.
 */

/** How many conversions a window credits, relative to the 7-day click window. */
export interface Attribution {
  click: number;
  view: number;
}

const CLICK_WINDOW: Readonly<Record<ClickAttributionWindow, number>> = {
  '1d_click': 0.75,
  '7d_click': 1,
  '28d_click': 1.12,
};
const VIEW_WINDOW: Readonly<Record<ViewAttributionWindow, number>> = {
  none: 0,
  '1d_view': 0.14,
  '7d_view': 0.24,
};

/** The conversion multipliers of an account's attribution settings. */
export function attributionOf(settings: AdAccountSettings): Attribution {
  return {
    click: CLICK_WINDOW[settings.clickAttributionWindow],
    view: VIEW_WINDOW[settings.viewAttributionWindow],
  };
}

/** What every ad shares on a day: computed once per day, not once per row. */
export interface DayContext {
  day: number;
  date: string;
  weekday: number;
  season: SeasonFactors;
}

/** The shared facts of a day number. */
export function dayContext(day: number): DayContext {
  return { day, date: dayString(day), weekday: weekday(day), season: seasonFactors(day) };
}

/** True when the ad delivered on the day (launched, not yet paused). */
export const runsOn = (ad: SandboxAd, day: number): boolean => day >= ad.launchDay && day <= ad.lastDay;

/** Delivery shared by both platforms: spend, impressions, reach and the day's rates. */
function delivery(ad: SandboxAd, context: DayContext, seed: number) {
  const age = context.day - ad.launchDay;
  const fatigue = ad.fatigueFloor + (1 - ad.fatigueFloor) * Math.exp(-age / ad.fatigueDays);
  const ramp = age === 0 ? 0.4 : age === 1 ? 0.65 : age === 2 ? 0.85 : 1;
  const growth = Math.min(ad.maxGrowth, 1 + ad.growthPerDay * age);
  const weekdayIndex = context.weekday;
  const spendCents = Math.max(
    100,
    Math.round(
      100 *
        ad.budget *
        ramp *
        growth *
        (0.55 + 0.45 * fatigue) *
        (WEEKLY_SPEND[weekdayIndex] ?? 1) *
        context.season.spend *
        noise(seed, 1, 0.18),
    ),
  );
  const spend = spendCents / 100;
  const weekend = weekdayIndex === 0 || weekdayIndex === 6 ? 0.96 : 1;
  const cpm = ad.cpm * context.season.cpm * (1 + 0.35 * (1 - fatigue)) * noise(seed, 2, 0.1) * weekend;
  const impressions = Math.max(1, Math.round((spend / cpm) * 1000));
  const frequency = ad.frequency * (1 + (0.1 * Math.min(age, 60)) / 60) * noise(seed, 3, 0.05);
  const reach = Math.max(1, Math.min(impressions, Math.round(impressions / Math.max(1, frequency))));
  const linkRate = ad.linkCtr * fatigue * (WEEKLY_CTR[weekdayIndex] ?? 1) * noise(seed, 4, 0.15);
  const conversionFatigue = 1 - (1 - fatigue) * 0.6;
  const conversionRate =
    ad.conversionRate *
    conversionFatigue *
    (WEEKLY_CONVERSION[weekdayIndex] ?? 1) *
    context.season.conversion *
    noise(seed, 5, 0.25);
  const orderValue = ad.orderValue * noise(seed, 6, 0.08);
  return { spend, impressions, reach, fatigue, linkRate, conversionRate, orderValue };
}

/** An ad's spend and impressions on a day: the same as in its full row, for less work. */
export function dailyDelivery(ad: SandboxAd, context: DayContext): { spend: number; impressions: number } {
  const { spend, impressions } = delivery(ad, context, combine(ad.seed, context.day));
  return { spend, impressions };
}

/** A Meta ad's components for a day, keyed by the catalogue's component keys. */
export function metaDailyComponents(
  ad: SandboxAd,
  context: DayContext,
  attribution: Attribution,
): Record<string, number> {
  const seed = combine(ad.seed, context.day);
  const { spend, impressions, reach, fatigue, linkRate, conversionRate, orderValue } = delivery(
    ad,
    context,
    seed,
  );
  const clicks = thin(impressions, Math.min(0.5, linkRate * ad.clicksPerLinkClick), uniform(seed, 10));
  const linkClicks = thin(
    clicks,
    Math.min(1, noise(seed, 11, 0.05) / ad.clicksPerLinkClick),
    uniform(seed, 12),
  );
  const outbound = thin(linkClicks, between(seed, 13, 0.88, 0.97), uniform(seed, 14));
  const uniqueClicks = Math.min(reach, thin(clicks, between(seed, 15, 0.86, 0.95), uniform(seed, 16)));
  const uniqueLinkClicks = Math.min(
    uniqueClicks,
    thin(linkClicks, between(seed, 17, 0.9, 0.97), uniform(seed, 18)),
  );
  const uniqueOutbound = Math.min(
    uniqueLinkClicks,
    thin(outbound, between(seed, 19, 0.92, 0.98), uniform(seed, 20)),
  );
  const recallers = thin(reach, ad.recallRate * noise(seed, 21, 0.1), uniform(seed, 22));

  const engagement = ad.engagementRate * fatigue * noise(seed, 23, 0.2);
  const reactions = thin(impressions, engagement, uniform(seed, 24));
  const comments = thin(impressions, engagement * 0.08, uniform(seed, 25));
  const shares = thin(impressions, engagement * 0.06, uniform(seed, 26));
  const saves = thin(impressions, engagement * 0.05, uniform(seed, 27));
  const pageLikes = thin(impressions, engagement * 0.03, uniform(seed, 28));

  const landingPageViews = thin(
    linkClicks,
    Math.min(1, ad.landingRate * noise(seed, 29, 0.05)),
    uniform(seed, 30),
  );
  const credit = attribution.click + attribution.view;
  const purchaseRate = Math.min(0.9, conversionRate * credit);
  const purchases = thin(linkClicks, purchaseRate, uniform(seed, 31));
  const checkouts =
    purchases +
    thin(linkClicks, Math.min(1, purchaseRate * (ad.checkoutsPerPurchase - 1)), uniform(seed, 32));
  const carts =
    checkouts +
    thin(
      linkClicks,
      Math.min(1, purchaseRate * (ad.cartsPerPurchase - ad.checkoutsPerPurchase)),
      uniform(seed, 33),
    );
  const contentViews = carts + thin(landingPageViews, 0.5 * Math.min(credit, 1.2), uniform(seed, 34));
  const paymentInfo = purchases + thin(checkouts - purchases, 0.6, uniform(seed, 35));
  const shopPurchases = ad.shop ? thin(purchases, 0.18, uniform(seed, 36)) : 0;

  const components: Record<string, number> = {
    spend,
    impressions,
    reach,
    estimated_ad_recallers: recallers,
    clicks,
    unique_clicks: uniqueClicks,
    inline_link_clicks: linkClicks,
    unique_inline_link_clicks: uniqueLinkClicks,
    outbound_clicks: outbound,
    unique_outbound_clicks: uniqueOutbound,
    'actions:landing_page_view': landingPageViews,
    'actions:omni_purchase': purchases,
    'actions:onsite_web_purchase': shopPurchases,
    'actions:omni_initiated_checkout': checkouts,
    'actions:omni_add_to_cart': carts,
    'actions:omni_view_content': contentViews,
    'actions:offsite_conversion.fb_pixel_add_payment_info': paymentInfo,
    'actions:omni_complete_registration': thin(
      linkClicks,
      Math.min(1, purchaseRate * 0.35),
      uniform(seed, 37),
    ),
    'actions:lead': thin(linkClicks, Math.min(1, purchaseRate * 0.2), uniform(seed, 38)),
    'actions:offsite_conversion.fb_pixel_add_to_wishlist': thin(
      linkClicks,
      Math.min(1, purchaseRate * 0.3),
      uniform(seed, 39),
    ),
    'actions:omni_search': thin(landingPageViews, 0.05, uniform(seed, 40)),
    'action_values:omni_purchase': cents(purchases * orderValue),
    'action_values:onsite_web_purchase': cents(shopPurchases * orderValue),
    'action_values:omni_initiated_checkout': cents(checkouts * orderValue * 1.08),
    'action_values:omni_add_to_cart': cents(carts * orderValue * 0.9),
    'action_values:omni_view_content': cents(contentViews * orderValue * 0.55),
    'actions:like': pageLikes,
    'actions:comment': comments,
    'actions:post': shares,
    'actions:post_reaction': reactions,
    'actions:onsite_conversion.post_save': saves,
  };

  let threeSecondPlays = 0;
  const video = ad.creative.video;
  if (video) {
    const hook = noise(seed, 41, 0.08);
    const plays = thin(impressions, between(seed, 42, 0.85, 0.95), uniform(seed, 43));
    const twoSeconds = thin(plays, Math.min(1, video.at2s * hook), uniform(seed, 44));
    threeSecondPlays = thin(twoSeconds, video.at3s / video.at2s, uniform(seed, 45));
    const p25 = thin(plays, Math.min(1, video.p25 * hook), uniform(seed, 46));
    const p50 = thin(p25, video.p50 / video.p25, uniform(seed, 47));
    const p75 = thin(p50, video.p75 / video.p50, uniform(seed, 48));
    const p95 = thin(p75, video.p95 / video.p75, uniform(seed, 49));
    components.video_play_actions = plays;
    components.video_continuous_2_sec_watched_actions = twoSeconds;
    components['actions:video_view'] = threeSecondPlays;
    components.video_thruplay_watched_actions = thin(
      threeSecondPlays,
      video.thruPlay / video.at3s,
      uniform(seed, 50),
    );
    components.video_30_sec_watched_actions = thin(
      threeSecondPlays,
      video.at30s / video.at3s,
      uniform(seed, 51),
    );
    components.video_p25_watched_actions = p25;
    components.video_p50_watched_actions = p50;
    components.video_p75_watched_actions = p75;
    components.video_p95_watched_actions = p95;
    components.video_p100_watched_actions = thin(p95, video.p100 / video.p95, uniform(seed, 52));
    components.video_watch_seconds = Math.round(plays * video.averageWatchSeconds * hook);
  }
  components['actions:post_engagement'] =
    reactions + comments + shares + saves + linkClicks + threeSecondPlays;
  return components;
}

/** A TikTok ad's components for a day, keyed by the catalogue's component keys. */
export function tiktokDailyComponents(
  ad: SandboxAd,
  context: DayContext,
  attribution: Attribution,
): Record<string, number> {
  const seed = combine(ad.seed, context.day);
  const { spend, impressions, reach, fatigue, linkRate, conversionRate, orderValue } = delivery(
    ad,
    context,
    seed,
  );
  const clicks = thin(impressions, Math.min(0.5, linkRate), uniform(seed, 10));
  const landingPageViews = thin(
    clicks,
    Math.min(1, ad.landingRate * noise(seed, 29, 0.05)),
    uniform(seed, 30),
  );
  const credit = attribution.click + attribution.view;
  const purchaseRate = Math.min(0.9, conversionRate * credit);
  const payments = thin(clicks, purchaseRate, uniform(seed, 31));
  const clickThrough = thin(payments, attribution.click / credit, uniform(seed, 53));
  const checkouts =
    payments + thin(clicks, Math.min(1, purchaseRate * (ad.checkoutsPerPurchase - 1)), uniform(seed, 32));
  const carts =
    checkouts +
    thin(
      clicks,
      Math.min(1, purchaseRate * (ad.cartsPerPurchase - ad.checkoutsPerPurchase)),
      uniform(seed, 33),
    );
  const engagement = ad.engagementRate * fatigue * noise(seed, 23, 0.2);

  const components: Record<string, number> = {
    spend,
    impressions,
    reach,
    clicks,
    conversion: payments,
    cta_conversion: clickThrough,
    vta_conversion: payments - clickThrough,
    likes: thin(impressions, engagement, uniform(seed, 24)),
    comments: thin(impressions, engagement * 0.03, uniform(seed, 25)),
    shares: thin(impressions, engagement * 0.02, uniform(seed, 26)),
    follows: thin(impressions, engagement * 0.015, uniform(seed, 27)),
    profile_visits: thin(impressions, engagement * 0.12, uniform(seed, 28)),
    landing_page_view: landingPageViews,
    page_browse_view: landingPageViews + thin(landingPageViews, between(seed, 54, 0.6, 1), uniform(seed, 55)),
    complete_payment: payments,
    total_complete_payment_rate: cents(payments * orderValue),
    initiate_checkout: checkouts,
    total_initiate_checkout_value: cents(checkouts * orderValue * 1.08),
    add_billing: payments + thin(checkouts - payments, 0.7, uniform(seed, 35)),
    web_event_add_to_cart: carts,
    total_web_event_add_to_cart_value: cents(carts * orderValue * 0.9),
    product_details_page_browse:
      carts + thin(landingPageViews, 0.45 * Math.min(credit, 1.2), uniform(seed, 34)),
    user_registration: thin(clicks, Math.min(1, purchaseRate * 0.4), uniform(seed, 37)),
    lead: thin(clicks, Math.min(1, purchaseRate * 0.2), uniform(seed, 38)),
    on_web_add_to_wishlist: thin(clicks, Math.min(1, purchaseRate * 0.2), uniform(seed, 39)),
    page_event_search: thin(landingPageViews, 0.04, uniform(seed, 40)),
  };

  const video = ad.creative.video;
  if (video) {
    const hook = noise(seed, 41, 0.08);
    const plays = thin(impressions, between(seed, 42, 0.92, 0.99), uniform(seed, 43));
    const twoSeconds = thin(plays, Math.min(1, video.at2s * hook), uniform(seed, 44));
    const sixSeconds = thin(twoSeconds, video.at6s / video.at2s, uniform(seed, 45));
    const p25 = thin(plays, Math.min(1, video.p25 * hook), uniform(seed, 46));
    const p50 = thin(p25, video.p50 / video.p25, uniform(seed, 47));
    const p75 = thin(p50, video.p75 / video.p50, uniform(seed, 48));
    components.video_play_actions = plays;
    components.video_watched_2s = twoSeconds;
    components.video_watched_6s = sixSeconds;
    components.engaged_view = thin(sixSeconds, between(seed, 56, 0.85, 0.95), uniform(seed, 57));
    components.video_views_p25 = p25;
    components.video_views_p50 = p50;
    components.video_views_p75 = p75;
    components.video_views_p100 = thin(p75, video.p100 / video.p75, uniform(seed, 52));
    components.video_watch_seconds = Math.round(plays * video.averageWatchSeconds * hook);
  }
  return components;
}

/** An ad's components for a day on its platform. */
export function dailyComponents(
  platform: 'meta' | 'tiktok',
  ad: SandboxAd,
  context: DayContext,
  attribution: Attribution,
): Record<string, number> {
  return platform === 'meta'
    ? metaDailyComponents(ad, context, attribution)
    : tiktokDailyComponents(ad, context, attribution);
}
