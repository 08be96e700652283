/** The Inspiration area's public face. */
export { inspirationArea } from './area.ts';
export type * from './tables.ts';
export * from './inspiration-resources.ts';
/** Boards and saved ads as a share link's page and the global search read them. */
export {
  createInspirationReaders,
  searchInspiration,
  INSPIRATION_NOBODY,
  type InspirationReaders,
  type InspirationViewer,
} from './readers.ts';
export { searchBoardsByText } from './boards/board-search.ts';
/** Saved ads' media: the signers' shape, and the content type of a key a media route may serve. */
export type { InspirationMediaUrls } from './media/media-urls.ts';
export { inspirationMediaType } from './media/media-keys.ts';
export { inspirationViewerOf } from './files/inspiration-viewer.ts';
/** Saved ads' names by their ids, for the sharing area's view counts. */
export { savedAdNames } from './files/saved-ad-names.ts';
/** A saved ad's comments and a share-link viewer's comment, for the sharing area's board page. */
export {
  createInspirationCommentsForViewers,
  type InspirationCommentsForViewers,
} from './discussions/discussions-for-viewers.ts';
/** What a board's share link reaches: the board, the boards inside it and the saved ads linked into them. */
export {
  boardInShareScope,
  boardsInShareScope,
  savedAdInShareScope,
} from './share-scope/board-share-scope.ts';
/** What the demo seed (cli/seed-demo-inspiration.ts) writes of Inspiration. */
export {
  seedInspirationDemo,
  workspaceHasBoards,
  type InspirationDemoBoard,
} from './demo/inspiration-demo.ts';
