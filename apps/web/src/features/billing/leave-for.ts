/** Opens the payment provider's page (checkout, portal, invoice) in this window, as its hosted pages expect. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
