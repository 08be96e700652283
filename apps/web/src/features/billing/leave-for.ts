/** How this window goes to another site; one object, so that a test can watch where it would go. */
export const windowExit = {
  assign: (url: string): void => window.location.assign(url),
};

/** Opens the payment provider's page (checkout, portal, invoice) in this window, as its hosted pages expect. */
export function leaveFor(url: string): void {
  windowExit.assign(url);
}

/**
 * A tab opened while the click is still the user's gesture (so no pop-up blocker stops it), sent to the
 * provider's page once its address is known: 'Manage billing' opens in a new tab (spec section 5).
 */
export function openPendingTab(): { go: (url: string) => void; close: () => void } {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener');
    },
    close: () => tab?.close(),
  };
}
