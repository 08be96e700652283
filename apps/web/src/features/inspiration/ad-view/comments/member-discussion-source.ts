import type { InspirationDiscussion, InspirationFile } from '@hookline/domain';
import {
  memberSource,
  type MemberAsking,
  type MemberDiscussions,
} from '../../../../ui/discussion/member-discussion-source.ts';
import { savedAdApi, type AssetIds } from '../../../../api/saved-ad-api.ts';
import { SAVED_AD_KEYS } from '../saved-ad-keys.ts';
import type { DiscussionSource } from './discussion-source.ts';

/** An asset's comments; a change reads the ad again (its comment counts), not its other queries. */
const assetDiscussions: MemberDiscussions<AssetIds, InspirationDiscussion, string> = {
  calls: savedAdApi,
  queryKey: SAVED_AD_KEYS.discussions,
  refresh: (ids) => ({ queryKey: SAVED_AD_KEYS.file(ids.fileId), exact: true }),
};

/** A member's comment calls on one asset of a saved ad; the actions the ad allows decide what is offered. */
export function memberDiscussionSource(
  input: MemberAsking & { file: InspirationFile; assetIndex: number },
): DiscussionSource {
  const ids = { fileId: input.file._id, assetIndex: input.assetIndex };
  return memberSource(assetDiscussions, { ...input, ids, allowedActions: input.file.allowedActions });
}
