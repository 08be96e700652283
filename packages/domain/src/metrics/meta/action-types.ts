/**
 * Meta's standard conversion action types. Each yields a count, a value, a cost per and a
 * click-to-action rate (see conversions.ts). `omni_*` types combine website, app and
 * on-Meta events, so the metric counts a result wherever it happened.
 */
export interface MetaActionType {
  /** Stem of the derived keys: `<stem>_value`, `cost_per_<stem>`, `click_to_<stem>_ratio`. */
  stem: string;
  /** Key of the count metric. */
  countKey: string;
  actionType: string;
  /** Lower-case, as used inside a sentence. */
  singular: string;
  plural: string;
  /** Title-case name of the count, e.g. "Adds to Cart". */
  title: string;
  /** Short title used in the table header. */
  shortTitle: string;
  /** One sentence that tells a marketer what is counted. */
  explanation: string;
}

export const META_ACTION_TYPES: readonly MetaActionType[] = [
  {
    stem: 'purchase',
    countKey: 'purchases',
    actionType: 'omni_purchase',
    singular: 'purchase',
    plural: 'purchases',
    title: 'Purchases',
    shortTitle: 'Purchases',
    explanation: 'Purchases are counted on your website, in your app and in Meta checkouts.',
  },
  {
    stem: 'add_to_cart',
    countKey: 'adds_to_cart',
    actionType: 'omni_add_to_cart',
    singular: 'add to cart',
    plural: 'adds to cart',
    title: 'Adds to Cart',
    shortTitle: 'ATC',
    explanation:
      'An add to cart is counted when someone puts a product in their cart on your website, app or Meta shop.',
  },
  {
    stem: 'initiate_checkout',
    countKey: 'checkouts_initiated',
    actionType: 'omni_initiated_checkout',
    singular: 'checkout',
    plural: 'checkouts initiated',
    title: 'Checkouts Initiated',
    shortTitle: 'Checkouts',
    explanation:
      'A checkout is counted when someone starts the checkout process on your website, app or Meta shop.',
  },
  {
    stem: 'landing_page_view',
    countKey: 'landing_page_views',
    actionType: 'landing_page_view',
    singular: 'landing page view',
    plural: 'landing page views',
    title: 'Landing Page Views',
    shortTitle: 'LPV',
    explanation:
      'A landing page view is counted when someone clicks a link in your ad and your page finishes loading.',
  },
  {
    stem: 'lead',
    countKey: 'leads',
    actionType: 'lead',
    singular: 'lead',
    plural: 'leads',
    title: 'Leads',
    shortTitle: 'Leads',
    explanation: 'Leads include lead forms submitted on Meta and leads recorded by your website pixel.',
  },
  {
    stem: 'subscribe',
    countKey: 'subscriptions',
    actionType: 'subscribe_total',
    singular: 'subscription',
    plural: 'subscriptions',
    title: 'Subscriptions',
    shortTitle: 'Subs',
    explanation:
      'A subscription is counted when someone starts a paid subscription for a product or service you offer.',
  },
  {
    stem: 'complete_registration',
    countKey: 'registrations_completed',
    actionType: 'omni_complete_registration',
    singular: 'registration',
    plural: 'registrations',
    title: 'Registrations Completed',
    shortTitle: 'Registrations',
    explanation:
      'A registration is counted when someone completes a sign-up form on your website or in your app.',
  },
  {
    stem: 'start_trial',
    countKey: 'trials_started',
    actionType: 'start_trial_total',
    singular: 'trial',
    plural: 'trials started',
    title: 'Trials Started',
    shortTitle: 'Trials',
    explanation: 'A trial is counted when someone starts a free trial of a product or service you offer.',
  },
  {
    stem: 'app_install',
    countKey: 'app_installs',
    actionType: 'omni_app_install',
    singular: 'app install',
    plural: 'app installs',
    title: 'App Installs',
    shortTitle: 'Installs',
    explanation: 'An install is counted when someone installs your app after seeing or clicking your ad.',
  },
  {
    stem: 'contact',
    countKey: 'contacts',
    actionType: 'contact_total',
    singular: 'contact',
    plural: 'contacts',
    title: 'Contacts',
    shortTitle: 'Contacts',
    explanation: 'A contact is counted when someone calls, texts, e-mails or chats with your business.',
  },
  {
    stem: 'find_location',
    countKey: 'location_searches',
    actionType: 'find_location_total',
    singular: 'location search',
    plural: 'location searches',
    title: 'Location Searches',
    shortTitle: 'Find Location',
    explanation: 'A location search is counted when someone looks for one of your physical stores.',
  },
  {
    stem: 'schedule',
    countKey: 'appointments_scheduled',
    actionType: 'schedule_total',
    singular: 'appointment',
    plural: 'appointments scheduled',
    title: 'Appointments Scheduled',
    shortTitle: 'Appointments',
    explanation: 'An appointment is counted when someone books a visit to one of your locations.',
  },
  {
    stem: 'add_to_wishlist',
    countKey: 'adds_to_wishlist',
    actionType: 'offsite_conversion.fb_pixel_add_to_wishlist',
    singular: 'add to wishlist',
    plural: 'adds to wishlist',
    title: 'Adds to Wishlist',
    shortTitle: 'Wishlist',
    explanation: 'An add to wishlist is counted when someone saves a product to a wishlist on your website.',
  },
  {
    stem: 'view_content',
    countKey: 'content_views',
    actionType: 'omni_view_content',
    singular: 'content view',
    plural: 'content views',
    title: 'Content Views',
    shortTitle: 'Views',
    explanation:
      'A content view is counted when someone views a key page, such as a product page, on your website or in your app.',
  },
  {
    stem: 'achievement_unlocked',
    countKey: 'achievements_unlocked',
    actionType: 'omni_achievement_unlocked',
    singular: 'achievement unlocked',
    plural: 'achievements unlocked',
    title: 'Achievements Unlocked',
    shortTitle: 'Achievements',
    explanation: 'An achievement is counted when a player unlocks an achievement in your app or game.',
  },
  {
    stem: 'level_achieved',
    countKey: 'levels_achieved',
    actionType: 'omni_level_achieved',
    singular: 'level achieved',
    plural: 'levels achieved',
    title: 'Levels Achieved',
    shortTitle: 'Levels',
    explanation: 'A level is counted when a player reaches a new level in your app or game.',
  },
  {
    stem: 'add_payment_info',
    countKey: 'payment_info_adds',
    actionType: 'offsite_conversion.fb_pixel_add_payment_info',
    singular: 'payment info add',
    plural: 'payment info adds',
    title: 'Payment Info Adds',
    shortTitle: 'Payment Info',
    explanation:
      'A payment info add is counted when someone enters payment details during checkout on your website.',
  },
  {
    stem: 'search',
    countKey: 'searches',
    actionType: 'omni_search',
    singular: 'search',
    plural: 'searches',
    title: 'Searches',
    shortTitle: 'Searches',
    explanation:
      'A search is counted when someone searches for a product or content on your website or in your app.',
  },
  {
    stem: 'website_conversion',
    countKey: 'website_conversions',
    actionType: 'offsite_conversion',
    singular: 'website conversion',
    plural: 'website conversions',
    title: 'Website Conversions',
    shortTitle: 'Web Conv.',
    explanation:
      'Website conversions are all the standard and custom events your pixel or Conversions API recorded on your website.',
  },
  {
    stem: 'offline_conversion',
    countKey: 'offline_conversions',
    actionType: 'offline_conversion',
    singular: 'offline conversion',
    plural: 'offline conversions',
    title: 'Offline Conversions',
    shortTitle: 'Offline Conv.',
    explanation:
      'Offline conversions are in-store, phone and other offline events you uploaded and that Meta matched to your ads.',
  },
];
