import type { ShareLink } from '@hookline/domain';
import { shareLinkState } from './share-link-options.ts';
import type { ShareLinkRow } from './tables.ts';

/** A link as the share dialog lists it: its options with whether it has a password, never the hash. */
export function toShareLinkDto(
  link: ShareLinkRow,
  extra: { creatorName: string; viewCount: number; allowedActions: readonly string[]; now?: Date },
): ShareLink {
  return {
    _id: link.id,
    workspaceId: link.workspaceId,
    assetType: link.assetType,
    assetId: link.assetId,
    description: link.description,
    options: {
      ...link.options,
      expireAt: link.expireAt?.toISOString() ?? null,
      passwordProtected: link.passwordHash !== null,
    },
    state: shareLinkState(link, extra.now),
    createdBy: link.createdByUserId,
    createdByName: extra.creatorName,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
    viewCount: extra.viewCount,
    allowedActions: [...extra.allowedActions],
  };
}
