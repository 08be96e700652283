import type { MetricCategory } from '../types.ts';

/**
 * TikTok conversion event families. Each yields a count, a cost per, a rate, a value per and a
 * total value (spec section 3); app families measured by SKAdNetwork also yield `skan_` and
 * `combined_` (SKAN plus non-SKAN) variants of all five.
 */
export interface TikTokEvent {
  /** The API's count field; the other keys derive from it (`cost_per_<stem>`, `<stem>_rate`, ...). */
  stem: string;
  title: string;
  shortTitle: string;
  singular: string;
  plural: string;
  measuredOn: 'web' | 'app' | 'shop';
  category: MetricCategory;
  /** Has SKAN-measured and combined variants. */
  skan: boolean;
  explanation: string;
  /** The API's total-value field where it is not `total_<stem>_value`. */
  totalValueKey?: string;
  /** Day 1 retention is a share of installs, not of clicks. */
  rateBase?: 'clicks' | 'app_install';
}

const web = (entry: Omit<TikTokEvent, 'measuredOn' | 'skan'>): TikTokEvent => ({
  ...entry,
  measuredOn: 'web',
  skan: false,
});
const app = (entry: Omit<TikTokEvent, 'measuredOn' | 'skan'>, skan = true): TikTokEvent => ({
  ...entry,
  measuredOn: 'app',
  skan,
});

const PIXEL = 'as reported by your TikTok Pixel or Events API';
const SDK = 'as reported by your app or mobile measurement partner';

export const TIKTOK_EVENTS: readonly TikTokEvent[] = [
  web({
    stem: 'complete_payment',
    title: 'Complete Payment (Website)',
    shortTitle: 'Web Purchases',
    singular: 'website purchase',
    plural: 'website purchases',
    category: 'purchases',
    explanation: `A payment is counted when someone completes a purchase on your website, ${PIXEL}.`,
    // TikTok's own (oddly named) field for the total value of completed payments.
    totalValueKey: 'total_complete_payment_rate',
  }),
  {
    stem: 'onsite_shopping',
    title: 'Purchase (TikTok Shop)',
    shortTitle: 'Shop Purchases',
    singular: 'TikTok Shop purchase',
    plural: 'TikTok Shop purchases',
    measuredOn: 'shop',
    category: 'purchases',
    skan: false,
    explanation:
      'A Shop purchase is counted when someone buys your product in TikTok Shop without leaving TikTok.',
    totalValueKey: 'total_onsite_shopping_value',
  },
  web({
    stem: 'web_event_add_to_cart',
    title: 'Add to Cart (Website)',
    shortTitle: 'Web ATC',
    singular: 'website add to cart',
    plural: 'website adds to cart',
    category: 'purchases',
    explanation: `An add to cart is counted when someone puts a product in their cart on your website, ${PIXEL}.`,
  }),
  app({
    stem: 'purchase',
    title: 'Purchase (App)',
    shortTitle: 'App Purchases',
    singular: 'app purchase',
    plural: 'app purchases',
    category: 'purchases',
    explanation: `An app purchase is counted when someone buys in your app, ${SDK}.`,
    totalValueKey: 'total_purchase_value',
  }),
  app({
    stem: 'app_event_add_to_cart',
    title: 'Add to Cart (App)',
    shortTitle: 'App ATC',
    singular: 'app add to cart',
    plural: 'app adds to cart',
    category: 'purchases',
    explanation: `An add to cart is counted when someone puts a product in their cart in your app, ${SDK}.`,
  }),
  web({
    stem: 'initiate_checkout',
    title: 'Initiate Checkout (Website)',
    shortTitle: 'Web Checkouts',
    singular: 'website checkout',
    plural: 'website checkouts',
    category: 'funnel',
    explanation: `A checkout is counted when someone starts the checkout process on your website, ${PIXEL}.`,
  }),
  app({
    stem: 'checkout',
    title: 'Checkout (App)',
    shortTitle: 'App Checkouts',
    singular: 'app checkout',
    plural: 'app checkouts',
    category: 'funnel',
    explanation: `A checkout is counted when someone starts the checkout process in your app, ${SDK}.`,
  }),
  web({
    stem: 'page_browse_view',
    title: 'Page View (Website)',
    shortTitle: 'Page Views',
    singular: 'page view',
    plural: 'page views',
    category: 'funnel',
    explanation: `A page view is counted each time someone views a page of your website, ${PIXEL}.`,
  }),
  web({
    stem: 'landing_page_view',
    title: 'Landing Page View',
    shortTitle: 'LPV',
    singular: 'landing page view',
    plural: 'landing page views',
    category: 'funnel',
    explanation:
      'A landing page view is counted when someone clicks your ad and your landing page finishes loading.',
  }),
  web({
    stem: 'lead',
    title: 'Lead',
    shortTitle: 'Leads',
    singular: 'lead',
    plural: 'leads',
    category: 'funnel',
    explanation:
      'A lead is counted when someone shares their details with you through an instant form or a lead event on your website.',
  }),
  web({
    stem: 'on_web_subscribe',
    title: 'Subscribe (Website)',
    shortTitle: 'Web Subscribes',
    singular: 'website subscription',
    plural: 'website subscriptions',
    category: 'funnel',
    explanation: `A subscription is counted when someone starts a paid subscription on your website, ${PIXEL}.`,
  }),
  app({
    stem: 'subscribe',
    title: 'Subscribe (App)',
    shortTitle: 'App Subscribes',
    singular: 'app subscription',
    plural: 'app subscriptions',
    category: 'funnel',
    explanation: `A subscription is counted when someone starts a paid subscription in your app, ${SDK}.`,
  }),
  app({
    stem: 'start_trial',
    title: 'Start Trial (App)',
    shortTitle: 'Trials',
    singular: 'trial',
    plural: 'trials',
    category: 'funnel',
    explanation: `A trial is counted when someone starts a free trial in your app, ${SDK}.`,
  }),
  web({
    stem: 'product_details_page_browse',
    title: 'View Content (Website)',
    shortTitle: 'Web Views',
    singular: 'website content view',
    plural: 'website content views',
    category: 'funnel',
    explanation: `A content view is counted when someone views a product details page on your website, ${PIXEL}.`,
  }),
  app({
    stem: 'view_content',
    title: 'View Content (App)',
    shortTitle: 'App Views',
    singular: 'app content view',
    plural: 'app content views',
    category: 'funnel',
    explanation: `A content view is counted when someone views a product or key screen in your app, ${SDK}.`,
  }),
  web({
    stem: 'user_registration',
    title: 'Complete Registration (Website)',
    shortTitle: 'Web Registrations',
    singular: 'website registration',
    plural: 'website registrations',
    category: 'engagement',
    explanation: `A registration is counted when someone completes a sign-up form on your website, ${PIXEL}.`,
  }),
  app({
    stem: 'registration',
    title: 'Registration (App)',
    shortTitle: 'App Registrations',
    singular: 'app registration',
    plural: 'app registrations',
    category: 'engagement',
    explanation: `A registration is counted when someone creates an account in your app, ${SDK}.`,
  }),
  web({
    stem: 'button_click',
    title: 'Button Click (Website)',
    shortTitle: 'Button Clicks',
    singular: 'button click',
    plural: 'button clicks',
    category: 'events',
    explanation: `A button click is counted when someone clicks a tracked button on your website, ${PIXEL}.`,
  }),
  web({
    stem: 'online_consult',
    title: 'Contact (Website)',
    shortTitle: 'Contacts',
    singular: 'contact',
    plural: 'contacts',
    category: 'events',
    explanation: `A contact is counted when someone calls, e-mails or chats with you from your website, ${PIXEL}.`,
  }),
  web({
    stem: 'on_web_order',
    title: 'Place an Order (Website)',
    shortTitle: 'Orders',
    singular: 'order',
    plural: 'orders',
    category: 'events',
    explanation: `An order is counted when someone places an order on your website, ${PIXEL}.`,
  }),
  web({
    stem: 'add_billing',
    title: 'Add Payment Info (Website)',
    shortTitle: 'Add Billing',
    singular: 'website payment info add',
    plural: 'website payment info adds',
    category: 'events',
    explanation: `A payment info add is counted when someone enters billing details during checkout on your website, ${PIXEL}.`,
  }),
  app({
    stem: 'add_payment_info',
    title: 'Add Payment Info (App)',
    shortTitle: 'App Payment Info',
    singular: 'app payment info add',
    plural: 'app payment info adds',
    category: 'events',
    explanation: `A payment info add is counted when someone enters billing details in your app, ${SDK}.`,
  }),
  web({
    stem: 'page_event_search',
    title: 'Search (Website)',
    shortTitle: 'Searches',
    singular: 'search',
    plural: 'searches',
    category: 'events',
    explanation: `A search is counted when someone searches your website, ${PIXEL}.`,
  }),
  web({
    stem: 'form',
    title: 'Submit Form (Website)',
    shortTitle: 'Forms',
    singular: 'form submission',
    plural: 'form submissions',
    category: 'events',
    explanation: `A form is counted when someone submits a form on your website, ${PIXEL}.`,
  }),
  web({
    stem: 'download_start',
    title: 'Download (Website)',
    shortTitle: 'Downloads',
    singular: 'download',
    plural: 'downloads',
    category: 'events',
    explanation: `A download is counted when someone starts downloading a file or app from your website, ${PIXEL}.`,
  }),
  web({
    stem: 'on_web_add_to_wishlist',
    title: 'Add to Wishlist (Website)',
    shortTitle: 'Web Wishlist',
    singular: 'website add to wishlist',
    plural: 'website adds to wishlist',
    category: 'events',
    explanation: `An add to wishlist is counted when someone saves a product to a wishlist on your website, ${PIXEL}.`,
  }),
  app({
    stem: 'add_to_wishlist',
    title: 'Add to Wishlist (App)',
    shortTitle: 'App Wishlist',
    singular: 'app add to wishlist',
    plural: 'app adds to wishlist',
    category: 'events',
    explanation: `An add to wishlist is counted when someone saves a product to a wishlist in your app, ${SDK}.`,
  }),
  app({
    stem: 'launch_app',
    title: 'Launch App',
    shortTitle: 'App Launches',
    singular: 'app launch',
    plural: 'app launches',
    category: 'events',
    explanation: `An app launch is counted when someone opens your app, ${SDK}.`,
  }),
  app({
    stem: 'unlock_achievement',
    title: 'Achievement Unlocked',
    shortTitle: 'Achievements',
    singular: 'achievement unlocked',
    plural: 'achievements unlocked',
    category: 'events',
    explanation: `An achievement is counted when a player unlocks an achievement in your app or game, ${SDK}.`,
  }),
  app({
    stem: 'achieve_level',
    title: 'Level Achieved',
    shortTitle: 'Levels',
    singular: 'level achieved',
    plural: 'levels achieved',
    category: 'events',
    explanation: `A level is counted when a player reaches a new level in your app or game, ${SDK}.`,
  }),
  app(
    {
      stem: 'next_day_open',
      title: 'Day 1 Retention',
      shortTitle: 'Day 1 Retention',
      singular: 'day 1 retention',
      plural: 'day 1 retentions',
      category: 'events',
      explanation: `A day 1 retention is counted when someone who installed your app opens it again the next day, ${SDK}.`,
      rateBase: 'app_install',
    },
    false,
  ),
];

export const totalValueKey = (event: TikTokEvent): string =>
  event.totalValueKey ?? `total_${event.stem}_value`;
