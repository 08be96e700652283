import {
  INSPIRATION_PAGE_MAX,
  type InspirationBoard,
  type InspirationDiscussion,
  type InspirationFile,
  type InspirationSort,
  type ShareContent,
  type SharedInspirationFile,
} from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import type { ShareScope } from '../../platform/http/access/caller.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import {
  boardInShareScope,
  boardsInShareScope,
  createInspirationCommentsForViewers,
  createInspirationReaders,
  type InspirationFileRow,
  type InspirationViewer,
} from '../inspiration/index.ts';
import { viewerActionsOf } from './shared-asset-resources.ts';
import { createShareMediaUrls } from './share-media-urls.ts';
import type { ShareLinkRow, ShareLinkVisitorRow } from './tables.ts';

/*
 * What a board link's public page needs from Inspiration: the board (or a board inside it) with its
 * sub-boards and a page of its saved ads, one saved ad with its comments, and a viewer's comment. The
 * Inspiration area builds the DTOs for nobody in particular; this area trims them for a viewer: nothing is a
 * favourite or watched, the team's tags stay inside, a saved ad names only the boards inside the link, and
 * `allowedActions` holds only what the link allows (`download`, `comment.write`).
 */

type BoardContent = Extract<ShareContent, { assetType: 'board' }>;

/** What the link lets its viewers do, as Inspiration's DTOs read it: no member's actions. */
const viewerOf = (link: Pick<ShareLinkRow, 'options'>): InspirationViewer => ({
  userId: null,
  actions: viewerActionsOf(link),
});

function fileForViewer(
  file: InspirationFile,
  input: { link: Pick<ShareLinkRow, 'options'>; boardsInLink: ReadonlySet<string> },
): InspirationFile {
  const folderIds = file.folderIds.filter((id) => input.boardsInLink.has(id));
  return {
    ...file,
    folderId:
      file.folderId !== null && input.boardsInLink.has(file.folderId)
        ? file.folderId
        : (folderIds[0] ?? null),
    folderIds,
    tags: [],
    isFavourite: false,
    isWatched: false,
    allowedActions: viewerActionsOf(input.link),
  };
}

/** `isTop`: the shared board itself, whose parent lies outside the link. */
function boardForViewer(board: InspirationBoard, options: { isTop: boolean }): InspirationBoard {
  return {
    ...board,
    parent: options.isTop ? null : board.parent,
    isFavourite: false,
    isWatched: false,
    allowedActions: [],
  };
}

/** Comments as a viewer reads them: nobody's to edit, delete or resolve. */
function discussionForViewer(discussion: InspirationDiscussion): InspirationDiscussion {
  return {
    ...discussion,
    allowedActions: [],
    replies: discussion.replies.map((reply) => ({ ...reply, allowedActions: [] })),
  };
}

export interface SharedInspiration {
  /** The shared board, or `folderId` inside it (404 outside the link), with its sub-boards and saved ads. */
  boardContent(input: {
    link: ShareLinkRow;
    visitor: ShareLinkVisitorRow;
    scope: ShareScope;
    folderId: string | undefined;
    page: number;
    limit: number;
    sort: InspirationSort;
  }): Promise<BoardContent>;
  /** One saved ad the link's scope has proven, with its comments when the link allows comments. */
  savedAd(input: {
    link: ShareLinkRow;
    visitor: ShareLinkVisitorRow;
    scope: ShareScope;
    file: InspirationFileRow;
  }): Promise<SharedInspirationFile>;
  /** A viewer's comment on an asset of a saved ad the link's scope has proven. */
  addDiscussion(input: {
    file: InspirationFileRow;
    assetIndex: number;
    content: string;
    authorName: string;
  }): Promise<InspirationDiscussion>;
}

export function createSharedInspiration(context: AppContext): SharedInspiration {
  const { db } = context.database;
  const shareMedia = createShareMediaUrls(context.config.jwtSecret);
  const comments = createInspirationCommentsForViewers(context);
  /** Media URLs bound to the link and the viewer's access; previews only when downloads are off. */
  const readersFor = (link: ShareLinkRow, visitor: ShareLinkVisitorRow) =>
    createInspirationReaders(context, {
      media: shareMedia.inspiration({ linkId: link.id, visitorId: visitor.id }),
      previewsOnly: !link.options.downloadable,
    });
  return {
    async boardContent({ link, visitor, scope, folderId, page, limit, sort }) {
      const readers = readersFor(link, visitor);
      const boardId = folderId ?? link.assetId;
      const board = isUuid(boardId) ? await boardInShareScope(db, { scope, id: boardId }) : undefined;
      if (!board || board.workspaceId !== link.workspaceId) throw notFound();
      const viewer = viewerOf(link);
      const ref = { id: board.id, orgId: board.orgId, workspaceId: board.workspaceId, board };
      const [[dto], path, items, boardsInLink] = await Promise.all([
        readers.boardDtos([board], viewer),
        readers.boardPath({ fromId: link.assetId, to: ref }),
        readers.listBoard({ ref, viewer, page, limit: Math.min(limit, INSPIRATION_PAGE_MAX), sort }),
        boardsInShareScope(db, scope),
      ]);
      if (!dto) throw notFound();
      return {
        assetType: 'board',
        kind: 'inspiration_board',
        board: boardForViewer(dto, { isTop: board.id === link.assetId }),
        path,
        folders: items.folders.map((child) => boardForViewer(child, { isTop: false })),
        files: items.files.map((file) => fileForViewer(file, { link, boardsInLink })),
        total: items.total,
      };
    },

    async savedAd({ link, visitor, scope, file }) {
      const readers = readersFor(link, visitor);
      const [[dto], boardsInLink, discussions] = await Promise.all([
        readers.fileDtos([file], viewerOf(link)),
        boardsInShareScope(db, scope),
        link.options.canComment ? comments.discussions({ file }) : Promise.resolve([]),
      ]);
      if (!dto) throw notFound();
      return {
        file: fileForViewer(dto, { link, boardsInLink }),
        discussions: discussions.map(discussionForViewer),
      };
    },

    async addDiscussion(input) {
      return discussionForViewer(await comments.addDiscussion(input));
    },
  };
}
