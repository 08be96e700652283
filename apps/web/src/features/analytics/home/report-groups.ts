import type { FolderTree } from '../../../api/report-library-api.ts';

type TreeReport = FolderTree['unfiled'][number];

/** One heading of the home page's grid: a folder, or the reports in no folder. */
export interface ReportGroup {
  key: string;
  title: string;
  emoticon: string | null;
  /** Null for the reports in no folder. */
  folderId: string | null;
  reports: TreeReport[];
}

export const UNFILED_TITLE = 'Not in a folder';

/** The folders that hold reports, in the tree's order, then the reports in no folder. */
export function reportGroups(tree: FolderTree): ReportGroup[] {
  const groups: ReportGroup[] = tree.data
    .filter((folder) => folder.children.length > 0)
    .map((folder) => ({
      key: folder._id,
      title: folder.name,
      emoticon: folder.emoticon,
      folderId: folder._id,
      reports: folder.children,
    }));
  if (tree.unfiled.length > 0) {
    groups.push({
      key: 'unfiled',
      title: UNFILED_TITLE,
      emoticon: null,
      folderId: null,
      reports: tree.unfiled,
    });
  }
  return groups;
}
