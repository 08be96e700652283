import { DISCOVER_FORMAT_LABELS, type GlobalSearchResponse } from '@hookline/domain';

/** The kinds of thing the palette finds, in the order its groups show them. */
export const RESULT_KINDS = [
  'brand',
  'ad',
  'board',
  'savedAd',
  'file',
  'report',
  'snapshot',
  'expert',
] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** One line of the palette: what it names and where Enter takes it. */
export interface SearchOption {
  /** Unique across the groups: also the option's element id, for `aria-activedescendant`. */
  key: string;
  kind: ResultKind;
  label: string;
  description: string | null;
  imageURL: string | null;
  /** The app path it opens. */
  href: string;
}

export interface SearchGroup {
  kind: ResultKind;
  heading: string;
  options: SearchOption[];
}

const HEADINGS: Record<ResultKind, string> = {
  brand: 'Brands',
  ad: 'Ads',
  file: 'Files',
  expert: 'Experts',
  board: 'Boards',
  savedAd: 'Saved ads',
  report: 'Reports',
  snapshot: 'Snapshots',
};

const withQuery = (path: string, name: string, value: string) =>
  `${path}?${new URLSearchParams({ [name]: value }).toString()}`;
const segment = encodeURIComponent;

/** Where each kind of result opens (spec section 2's routes). */
export const resultPaths = {
  brand: (brandId: string) => withQuery('/app/library/brands', 'brandId', brandId),
  ad: (adId: string) => withQuery('/app/library/discover', 'ad', adId),
  /** Its folder's page with its studio open; the root's page is the workspace's id. */
  file: (file: { _id: string; workspaceId: string; folderId: string | null }) =>
    withQuery(
      `/app/drive/${segment(file.workspaceId)}/${segment(file.folderId ?? file.workspaceId)}`,
      'file',
      file._id,
    ),
  expert: (expertId: string) => `/app/library/experts/${segment(expertId)}`,
  board: (board: { _id: string; workspaceId: string }) =>
    `/app/inspirations/${segment(board.workspaceId)}/${segment(board._id)}`,
  /** Its board's page with the saved ad open. */
  savedAd: (ad: { _id: string; workspaceId: string; folderId: string | null }) =>
    withQuery(
      `/app/inspirations/${segment(ad.workspaceId)}/${segment(ad.folderId ?? ad.workspaceId)}`,
      'ad',
      ad._id,
    ),
  /** The report's page in Analytics. */
  report: (report: { _id: string; workspaceId: string; comparison: boolean }) =>
    `/app/analytics/${segment(report.workspaceId)}/report/${report.comparison ? 'comparison' : 'top'}/${segment(report._id)}`,
  /** The snapshot's page, the one its link shares. */
  snapshot: (snapshotId: string) => `/share/snapshots/${segment(snapshotId)}`,
};

/** The answer as the palette's groups, in its order, leaving out the groups that found nothing. */
export function searchGroups(response: GlobalSearchResponse): SearchGroup[] {
  const options: Record<ResultKind, SearchOption[]> = {
    brand: response.brands.map((brand) => ({
      key: `brand-${brand._id}`,
      kind: 'brand',
      label: brand.name,
      description: null,
      imageURL: brand.logoURL,
      href: resultPaths.brand(brand._id),
    })),
    ad: response.ads.map((ad) => ({
      key: `ad-${ad._id}`,
      kind: 'ad',
      label: ad.title?.trim() || ad.bodyPreview || ad.brand.name,
      description: `${ad.brand.name} · ${DISCOVER_FORMAT_LABELS[ad.format]}`,
      imageURL: ad.thumbnailURL,
      href: resultPaths.ad(ad._id),
    })),
    file: response.files.map((file) => ({
      key: `file-${file._id}`,
      kind: 'file',
      label: file.name,
      description: file.kind === 'video' ? 'Video' : file.kind === 'image' ? 'Image' : null,
      imageURL: file.thumbnailURL,
      href: resultPaths.file(file),
    })),
    expert: response.experts.map((expert) => ({
      key: `expert-${expert._id}`,
      kind: 'expert',
      label: [expert.firstName, expert.lastName].filter(Boolean).join(' '),
      description: expert.headline,
      imageURL: expert.profileImageURL,
      href: resultPaths.expert(expert._id),
    })),
    board: response.boards.map((board) => ({
      key: `board-${board._id}`,
      kind: 'board',
      label: board.name,
      description: null,
      imageURL: null,
      href: resultPaths.board(board),
    })),
    savedAd: response.savedAds.map((ad) => ({
      key: `saved-ad-${ad._id}`,
      kind: 'savedAd',
      label: ad.title?.trim() || ad.bodyPreview || ad.pageName,
      description: `${ad.pageName} · ${DISCOVER_FORMAT_LABELS[ad.format]}`,
      imageURL: ad.thumbnailURL,
      href: resultPaths.savedAd(ad),
    })),
    report: response.reports.map((report) => ({
      key: `report-${report._id}`,
      kind: 'report',
      label: report.emoticon ? `${report.emoticon} ${report.name}` : report.name,
      description: report.comparison ? 'Comparison report' : 'Report',
      imageURL: null,
      href: resultPaths.report(report),
    })),
    snapshot: response.snapshots.map((snapshot) => ({
      key: `snapshot-${snapshot._id}`,
      kind: 'snapshot',
      label: snapshot.name,
      description: 'Snapshot',
      imageURL: null,
      href: resultPaths.snapshot(snapshot._id),
    })),
  };
  return RESULT_KINDS.filter((kind) => options[kind].length > 0).map((kind) => ({
    kind,
    heading: HEADINGS[kind],
    options: options[kind],
  }));
}

/** Every option of every group, in the order the arrow keys go through them. */
export const allOptions = (groups: readonly SearchGroup[]): SearchOption[] =>
  groups.flatMap((group) => group.options);

/** The option the arrow keys move to from `index`, wrapping at either end; -1 when there is none. */
export function movedIndex(index: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/** "3 results", "1 result": what a screen reader hears once a search is answered. */
export const resultCountText = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;
