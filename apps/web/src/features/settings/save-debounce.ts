/** Toggle saves and colour choices wait 500 ms for the user to settle (spec section 9). */
export const SAVE_DEBOUNCE_MS = 500;
