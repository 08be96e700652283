import {
  emptyGlobalSearch,
  GLOBAL_SEARCH_GROUP_LIMIT,
  type DiscoverAd,
  type DriveFile,
  type Expert,
  type GlobalSearchAd,
  type GlobalSearchBoard,
  type GlobalSearchFile,
  type GlobalSearchResponse,
} from '@hookline/domain';
import { brandAutocomplete, listExperts, searchDiscoverAds } from '../discover/index.ts';
import { driveLibrary, type DriveDtoDeps, type DriveViewer } from '../drive/index.ts';

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

const expertResult = (expert: Expert) => ({
  _id: expert._id,
  firstName: expert.firstName,
  lastName: expert.lastName,
  headline: expert.headline,
  profileImageURL: expert.profileImageURL,
});

/**
 * A workspace's saved things: its Creative Hub files today. Its Inspiration boards and saved ads join here
 * when boards exist; until then they find nothing.
 */
async function searchWorkspace(
  deps: DriveDtoDeps,
  input: { text: string; workspaceId: string; viewer: DriveViewer | null },
): Promise<{ boards: GlobalSearchBoard[]; files: GlobalSearchFile[] }> {
  if (input.viewer === null) return { boards: [], files: [] };
  const files = await driveLibrary(deps, {
    workspaceId: input.workspaceId,
    viewer: input.viewer,
    query: input.text,
    page: 1,
    limit: GLOBAL_SEARCH_GROUP_LIMIT,
    sort: 'modifiedAt',
    order: 'desc',
  });
  return { boards: [], files: files.data.map(fileResult) };
}

/**
 * `GET search?q=&workspaceId=`: a few of each kind of thing that matches what was typed. The ads are the
 * Discover library's public ads, newest first; brands are found by name (those starting with the text
 * first); experts by name and headline; files, only with a workspace whose Creative Hub the caller reaches
 * (`files.viewer`), by name and description, latest changed first.
 */
export async function globalSearch(
  deps: DriveDtoDeps,
  input: { text: string; workspace?: { workspaceId: string; viewer: DriveViewer | null } },
): Promise<GlobalSearchResponse> {
  const text = input.text.trim();
  if (!SEARCHABLE.test(text)) return emptyGlobalSearch();
  const { db } = deps;
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
    input.workspace ? searchWorkspace(deps, { text, ...input.workspace }) : { boards: [], files: [] },
  ]);
  return {
    boards: saved.boards,
    ads: ads.data.map(adResult),
    brands: brands.data.slice(0, GLOBAL_SEARCH_GROUP_LIMIT),
    files: saved.files,
    experts: experts.data.map(expertResult),
  };
}
