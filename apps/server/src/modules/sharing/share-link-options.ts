import {
  calendarDayOf,
  endOfDayIn,
  isSharedDiscoverAssetType,
  SHARE_EXPIRY_DEFAULT_TIMEZONE,
  SHARE_LINK_MESSAGES,
  type ShareAssetType,
  type ShareLinkOptionsInput,
  type ShareLinkState,
  type StoredShareOptions,
} from '@hookline/domain';
import { badRequest } from '../../platform/http/app-error.ts';
import { hashSharePassword } from './share-password.ts';
import type { ShareLinkRow } from './tables.ts';

/** A new link's switches: open, view only, the active version only, no comments. */
export const DEFAULT_SHARE_OPTIONS: StoredShareOptions = {
  downloadable: false,
  accessFileVersions: false,
  enabled: true,
  canComment: false,
};

/** Whether a link opens at `now`: turned off wins over expired, so the page says what its owner did. */
export function shareLinkState(
  link: Pick<ShareLinkRow, 'options' | 'expireAt'>,
  now: Date = new Date(),
): ShareLinkState {
  if (!link.options.enabled) return 'disabled';
  if (link.expireAt !== null && link.expireAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** What a link's page says when it doesn't open. */
export function shareLinkStateMessage(state: ShareLinkState): string | null {
  if (state === 'expired') return SHARE_LINK_MESSAGES.expired;
  if (state === 'disabled') return SHARE_LINK_MESSAGES.disabled;
  return null;
}

/** The stored columns a link's options come to. */
export interface ShareLinkSettings {
  options: StoredShareOptions;
  expireAt: Date | null;
  passwordHash: string | null;
  /** The password was set, changed or removed: tokens handed out before stop working. */
  passwordChanged: boolean;
}

/**
 * The end of the day `value` names, in `timezone`. `value` is a day (`2026-03-03`) or an instant, whose
 * day on the caller's clock counts, so that a date picker's midnight never slips into the day before.
 */
function expiryOf(value: string, timezone: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : calendarDayOf(new Date(value), timezone);
  const end = endOfDayIn(day, timezone);
  if (!end) throw badRequest(SHARE_LINK_MESSAGES.expiryInvalid);
  return end;
}

/**
 * The settings a link gets from the dialog's options, over its current ones (a new link's defaults): an
 * option left out keeps its value. The expiry is the end of the chosen day in `timezone` (UTC when the
 * caller names none) and may not be in the past; an expiry that doesn't change is taken as it is, so an
 * expired link's other options can still be edited.
 */
export async function resolveShareSettings(input: {
  /**
   * What the link shares: a Discover item or a tracked brand's dashboard has no versions and takes no
   * comments, whatever is asked; a board's saved ads have no versions.
   */
  assetType: ShareAssetType;
  requested: ShareLinkOptionsInput;
  current?: Pick<ShareLinkRow, 'options' | 'expireAt' | 'passwordHash'>;
  timezone?: string;
  now?: Date;
}): Promise<ShareLinkSettings> {
  const { requested, current } = input;
  const now = input.now ?? new Date();
  const timezone = input.timezone ?? SHARE_EXPIRY_DEFAULT_TIMEZONE;
  if (requested.password !== undefined && requested.removePassword === true) {
    throw badRequest(SHARE_LINK_MESSAGES.passwordAndRemove);
  }

  let expireAt = current?.expireAt ?? null;
  if (requested.expireAt === null) expireAt = null;
  if (typeof requested.expireAt === 'string') {
    const chosen = expiryOf(requested.expireAt, timezone);
    const unchanged = expireAt !== null && chosen.getTime() === expireAt.getTime();
    if (!unchanged && chosen.getTime() <= now.getTime()) throw badRequest(SHARE_LINK_MESSAGES.expiryInPast);
    expireAt = chosen;
  }

  let passwordHash = current?.passwordHash ?? null;
  let passwordChanged = false;
  if (requested.password !== undefined) {
    passwordHash = await hashSharePassword(requested.password);
    passwordChanged = true;
  } else if (requested.removePassword === true && passwordHash !== null) {
    passwordHash = null;
    passwordChanged = true;
  }

  const base = current?.options ?? DEFAULT_SHARE_OPTIONS;
  // A Discover item or a tracked brand's dashboard has no versions and takes no comments.
  const readOnly = isSharedDiscoverAssetType(input.assetType) || input.assetType === 'detective';
  // A board's saved ads have no versions.
  const versioned = !readOnly && input.assetType !== 'board';
  return {
    options: {
      downloadable: requested.downloadable ?? base.downloadable,
      accessFileVersions: versioned && (requested.accessFileVersions ?? base.accessFileVersions),
      enabled: requested.enabled ?? base.enabled,
      canComment: !readOnly && (requested.canComment ?? base.canComment),
    },
    expireAt,
    passwordHash,
    passwordChanged,
  };
}
