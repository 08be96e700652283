import { TOUR_STEPS, type TourStep } from '@hookline/domain';

/** What a step needs to know to find its page: the workspace, and sample content when the step needs it. */
export interface TourPlace {
  workspaceId: string;
  /** A saved ad the user can open (the newest of the team's), or null when nobody saved one yet. */
  savedAdId: () => Promise<string | null>;
  /** A Creative Hub file of the workspace, or null when nothing was uploaded yet. */
  fileId: () => Promise<string | null>;
}

export interface TourStepCopy {
  step: TourStep;
  title: string;
  body: string;
  /**
   * The address of the page the step's target lives on; null when it cannot exist yet (no saved ad, no
   * file), so the step is skipped without leaving the page.
   */
  page: (place: TourPlace) => Promise<string | null> | string | null;
}

const home = () => '/app';
const teamInspiration = '/app/library/team-inspiration';
const withSavedAd = async (place: TourPlace) => {
  const id = await place.savedAdId();
  return id ? `${teamInspiration}?ad=${encodeURIComponent(id)}` : null;
};
const studio = async (place: TourPlace) => {
  const id = await place.fileId();
  return id ? `/app/drive/${encodeURIComponent(place.workspaceId)}/file/${encodeURIComponent(id)}` : null;
};

const COPY: Record<TourStep, Omit<TourStepCopy, 'step'>> = {
  'create-workspace': {
    title: 'One workspace per brand',
    body: 'A workspace keeps one brand or client together: its boards, creatives, reports and people. Add one for each brand you run.',
    page: home,
  },
  'create-boards': {
    title: 'Start a board',
    body: 'Boards collect the ads that inspire you, by campaign, hook or competitor. Make one for your next brief.',
    page: (place) => `/app/inspirations/${encodeURIComponent(place.workspaceId)}`,
  },
  'board-asset': {
    title: 'Every ad your team saved',
    body: 'Saved ads keep their copy, media and landing page exactly as they ran, even after the brand stops them.',
    page: async (place) => ((await place.savedAdId()) ? teamInspiration : null),
  },
  comments: {
    title: 'Talk about it in place',
    body: 'Comment on the ad itself and mention teammates, so the feedback stays with the creative it is about.',
    page: withSavedAd,
  },
  'custom-fields': {
    title: 'Custom fields',
    body: 'Record what matters to your team on every creative: status, channel, owner or due date. You set them up here.',
    page: () => '/app/settings?TAB=workspace-fields',
  },
  tags: {
    title: 'Tags',
    body: 'Tag creatives by angle, format or product, then filter the whole library by them in one click.',
    page: () => '/app/settings?TAB=workspace-tags',
  },
  'discover-menu': {
    title: 'Discover',
    body: 'Browse ads running on Meta and TikTok right now, searchable by brand, format, platform and country.',
    page: () => '/app/library/discover',
  },
  'save-to-board': {
    title: 'Save what works',
    body: 'One click saves an ad, media included, to one of your boards before it disappears from the platform.',
    page: () => '/app/library/discover',
  },
  'view-ad-details': {
    title: 'See the whole ad',
    body: 'Open any ad to see how long it has run, where it ran, its copy and its call to action.',
    page: () => '/app/library/discover',
  },
  'detective-item': {
    title: 'Competitors you track',
    body: 'Each brand you track shows its newest ads and how its ad activity changes from week to week.',
    page: () => '/app/library/detective',
  },
  'detective-view-report': {
    title: 'Read the report',
    body: 'The report breaks a brand’s ads down by format, hook and landing page, so you see what they are testing.',
    page: () => '/app/library/detective',
  },
  'upload-files': {
    title: 'Upload your creatives',
    body: 'Drop in images, videos or whole folders: your team’s work in one place, ready for review.',
    page: (place) => `/app/drive/${encodeURIComponent(place.workspaceId)}`,
  },
  versions: {
    title: 'Keep every version',
    body: 'Upload a new cut of the same creative and compare versions side by side, without losing the feedback.',
    page: studio,
  },
  annotation: {
    title: 'Point at the exact spot',
    body: 'Draw on the image or pin a comment to a moment of the video, so every edit is unambiguous.',
    page: studio,
  },
  'share-link': {
    title: 'Share for review',
    body: 'Send clients a link to review and comment on the creative, no account needed.',
    page: studio,
  },
};

/** The tour's 15 steps, in the order of TOUR_STEPS. */
export const TOUR: readonly TourStepCopy[] = TOUR_STEPS.map((step) => ({ step, ...COPY[step] }));
