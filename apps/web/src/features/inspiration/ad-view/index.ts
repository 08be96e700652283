export { SavedAdView } from './SavedAdView.tsx';
export { AD_VIEW_PARAMS, withoutSavedAd, withSavedAd } from './ad-view-params.ts';
export { SAVED_AD_KEYS } from './saved-ad-keys.ts';
