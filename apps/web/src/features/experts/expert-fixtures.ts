import { NO_EXPERT_LINKS, type Expert, type ExpertDetail, type ExpertProfile } from '@hookline/domain';

/** Experts as the fake API answers them: sensible defaults, and whatever a test overrides. */
export function anExpert(overrides: Partial<Expert> = {}): Expert {
  return {
    _id: 'expert-1',
    firstName: 'Maya',
    lastName: 'Chen',
    headline: 'Performance creative strategist',
    profileImageURL: null,
    socialMediaLinks: {
      ...NO_EXPERT_LINKS,
      instagram: 'https://www.instagram.com/mayachen.creative',
      website: 'https://mayachen.example.com/',
    },
    ...overrides,
  };
}

export function anExpertDetail(overrides: Partial<ExpertDetail> = {}): ExpertDetail {
  return { ...anExpert(), bio: 'Ten years of paid social.', board: null, ...overrides };
}

export function anExpertProfile(overrides: Partial<ExpertProfile> = {}): ExpertProfile {
  return {
    _id: 'user-1',
    firstName: 'Riley',
    lastName: 'Moss',
    headline: 'UGC creative director',
    bio: null,
    profileImageId: null,
    profileImageURL: null,
    socialMediaLinks: { ...NO_EXPERT_LINKS, tiktok: 'https://www.tiktok.com/@rileymoss' },
    inspirationFolderId: null,
    published: true,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
