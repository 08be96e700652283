import {
  emptyGlobalSearch,
  GLOBAL_SEARCH_GROUP_LIMIT,
  type DiscoverAd,
  type DriveFile,
  type Expert,
  type GlobalSearchAd,
  type GlobalSearchFile,
  type GlobalSearchResponse,
  type GlobalSearchSavedAd,
  type InspirationFile,
} from '@hookline/domain';
import { brandAutocomplete, listExperts, searchDiscoverAds } from '../discover/index.ts';
import { driveLibrary, type DriveDtoDeps, type DriveViewer } from '../drive/index.ts';
import { searchBoardsByText, searchInspiration, type InspirationReaders } from '../inspiration/index.ts';
import { searchReportsByName } from '../reports/index.ts';

/** What the search reads with: the database, the Creative Hub's media URLs and Inspiration's readers. */
export interface GlobalSearchDeps extends DriveDtoDeps {
  inspiration: InspirationReaders;
}

/** Where the search looks inside a workspace the caller was proven a member of. */
export interface SearchedWorkspace {
  workspaceId: string;
  userId: string;
  /** The Creative Hub's viewer; null when the caller's access there has no Creative Hub. */
  viewer: DriveViewer | null;
  /** Whether the caller's access there includes Inspiration (its boards and saved ads). */
  inspiration: boolean;
  /** Whether the caller's access there includes Analytics (its reports and snapshots). */
  analytics: boolean;
}

/** A search finds something only when it holds a letter or a digit; punctuation alone would match everything. */
const SEARCHABLE = /[\p{L}\p{N}]/u;

/** How much of an ad's copy a result line shows. */
const BODY_PREVIEW_MAX = 120;

/** The start of the copy, cut at the last whole word that fits, with an ellipsis when cut. */
export function bodyPreview(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= BODY_PREVIEW_MAX) return text;
  const cut = text.slice(0, BODY_PREVIEW_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > BODY_PREVIEW_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function adResult(ad: DiscoverAd): GlobalSearchAd {
  const [first] = ad.assets;
  return {
    _id: ad._id,
    origin: 'discover',
    brand: ad.brand,
    title: ad.title,
    bodyPreview: bodyPreview(ad.body),
    format: ad.format,
    thumbnailURL: first ? (first.thumbnailURL ?? (first.type === 'image' ? first.url : null)) : null,
  };
}

function fileResult(file: DriveFile): GlobalSearchFile {
  return {
    _id: file._id,
    workspaceId: file.workspaceId,
    folderId: file.folderId,
    name: file.name,
    kind: file.kind,
    thumbnailURL: file.thumbnailURL,
  };
}

function savedAdResult(file: InspirationFile): GlobalSearchSavedAd {
  const [first] = file.assets;
  return {
    _id: file._id,
    workspaceId: file.workspaceId,
    folderId: file.folderId,
    pageName: file.page_name,
    title: file.title,
    bodyPreview: bodyPreview(file.body),
    format: file.format,
    thumbnailURL: first ? (first.thumbnail ?? (first.type === 'image' ? first.url : null)) : null,
  };
}

const expertResult = (expert: Expert) => ({
  _id: expert._id,
  firstName: expert.firstName,
  lastName: expert.lastName,
  headline: expert.headline,
  profileImageURL: expert.profileImageURL,
});

/** The workspace's saved ads matching the text (page name, copy, headline, caption, description), newest first. */
async function searchSavedAds(
  deps: GlobalSearchDeps,
  input: { text: string; workspace: SearchedWorkspace },
): Promise<GlobalSearchSavedAd[]> {
  const { workspace } = input;
  const found = await searchInspiration(deps.db, {
    userId: workspace.userId,
    workspaceIds: [workspace.workspaceId],
    query: input.text,
    limit: GLOBAL_SEARCH_GROUP_LIMIT,
  });
  const files = await deps.inspiration.fileDtos(found.files, { userId: workspace.userId, actions: [] });
  return files.map(savedAdResult);
}

type WorkspaceResults = Pick<GlobalSearchResponse, 'boards' | 'files' | 'savedAds' | 'reports' | 'snapshots'>;

/** A workspace's own things: its Creative Hub files, its Inspiration boards and saved ads, its reports and snapshots. */
async function searchWorkspace(
  deps: GlobalSearchDeps,
  input: { text: string; workspace: SearchedWorkspace },
): Promise<WorkspaceResults> {
  const { text, workspace } = input;
  const [files, boards, savedAds, analytics] = await Promise.all([
    workspace.viewer === null
      ? []
      : driveLibrary(deps, {
          workspaceId: workspace.workspaceId,
          viewer: workspace.viewer,
          query: text,
          page: 1,
          limit: GLOBAL_SEARCH_GROUP_LIMIT,
          sort: 'modifiedAt',
          order: 'desc',
        }).then((library) => library.data.map(fileResult)),
    workspace.inspiration
      ? searchBoardsByText(deps.db, {
          text,
          workspaceId: workspace.workspaceId,
          limit: GLOBAL_SEARCH_GROUP_LIMIT,
        })
      : [],
    workspace.inspiration ? searchSavedAds(deps, input) : [],
    workspace.analytics
      ? searchReportsByName(deps.db, {
          workspaceId: workspace.workspaceId,
          text,
          limit: GLOBAL_SEARCH_GROUP_LIMIT,
        })
      : { reports: [], snapshots: [] },
  ]);
  return { boards, files, savedAds, ...analytics };
}

/**
 * `GET search?q=&workspaceId=`: a few of each kind of thing that matches what was typed. The ads are the
 * Discover library's public ads, newest first; brands are found by name (those starting with the text
 * first); experts by name and headline. With a workspace, files come only when the caller reaches its
 * Creative Hub, by name and description, latest changed first; boards (by name, then description) and saved
 * ads (newest saved first) only when the caller reaches its Inspiration; reports and snapshots (by name, those
 * starting with the text first) only when the caller reaches its Analytics.
 */
export async function globalSearch(
  deps: GlobalSearchDeps,
  input: { text: string; workspace?: SearchedWorkspace },
): Promise<GlobalSearchResponse> {
  const text = input.text.trim();
  if (!SEARCHABLE.test(text)) return emptyGlobalSearch();
  const { db } = deps;
  const none: WorkspaceResults = { boards: [], files: [], savedAds: [], reports: [], snapshots: [] };
  const [ads, brands, experts, saved] = await Promise.all([
    searchDiscoverAds(db, {
      query: text,
      filters: {},
      sort: 'newest',
      page: 1,
      limit: GLOBAL_SEARCH_GROUP_LIMIT,
    }),
    brandAutocomplete(db, text),
    listExperts(db, { query: text, page: 1, limit: GLOBAL_SEARCH_GROUP_LIMIT }),
    input.workspace ? searchWorkspace(deps, { text, workspace: input.workspace }) : none,
  ]);
  return {
    boards: saved.boards,
    ads: ads.data.map(adResult),
    brands: brands.data.slice(0, GLOBAL_SEARCH_GROUP_LIMIT),
    files: saved.files,
    experts: experts.data.map(expertResult),
    savedAds: saved.savedAds,
    reports: saved.reports,
    snapshots: saved.snapshots,
  };
}
