import type { Expert, ExpertDetail, ExpertProfile, ExpertPublicBoard } from '@hookline/domain';
import { storedImageVersion } from '../../users/index.ts';
import type { DiscoverExpertProfileRow } from '../tables.ts';

/** The public address of an expert's picture; the version in it changes with each upload. */
export function expertImageUrl(
  row: Pick<DiscoverExpertProfileRow, 'userId' | 'profileImageKey'>,
): string | null {
  const version = row.profileImageKey ? storedImageVersion(row.profileImageKey) : undefined;
  return version ? `/api/v1/experts/${row.userId}/image/${version}` : null;
}

/** The owner's view of their profile. */
export function toExpertProfileDto(row: DiscoverExpertProfileRow): ExpertProfile {
  return {
    _id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    bio: row.bio,
    profileImageId: (row.profileImageKey && storedImageVersion(row.profileImageKey)) ?? null,
    profileImageURL: expertImageUrl(row),
    socialMediaLinks: row.socialMediaLinks,
    inspirationFolderId: row.inspirationFolderId,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An expert as the directory shows them to anyone signed in. */
export function toExpertDto(row: DiscoverExpertProfileRow): Expert {
  return {
    _id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    profileImageURL: expertImageUrl(row),
    socialMediaLinks: row.socialMediaLinks,
  };
}

/** An expert's page, with their public board when they show one. */
export function toExpertDetailDto(
  row: DiscoverExpertProfileRow,
  board: ExpertPublicBoard | null,
): ExpertDetail {
  return { ...toExpertDto(row), bio: row.bio, board };
}
