import type { DiscoverSource } from '@hookline/domain';

/** What an ad library answered that stops reading it for now. Messages never quote a URL or a token. */
export class AdLibraryError extends Error {
  constructor(
    readonly source: DiscoverSource,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The library refused the token or the credentials behind it: nothing is read until an operator renews them. */
export class AdLibraryTokenExpiredError extends AdLibraryError {}

/** Still throttled after the retries: the next scheduled run tries again. */
export class AdLibraryRateLimitError extends AdLibraryError {}

/** Server errors or no answer, still after the retries. */
export class AdLibraryUnavailableError extends AdLibraryError {}

/** An answer that isn't JSON, or not in the documented shape, or an error no retry cures. */
export class AdLibraryAnswerError extends AdLibraryError {}
