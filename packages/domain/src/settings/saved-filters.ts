/** Saved filters ("search contexts") are kept per workspace, separately for these products (spec section 2). */
export const SAVED_FILTER_PRODUCTS = ['drive', 'inspiration'] as const;
export type SavedFilterProduct = (typeof SAVED_FILTER_PRODUCTS)[number];
