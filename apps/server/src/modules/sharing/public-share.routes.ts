import {
  errorResponse,
  isSharedDiscoverAssetType,
  publicShareLinkSchema,
  shareAccessBody,
  shareAccessResponse,
  shareContentQuery,
  shareContentResponse,
  shareDiscussionBody,
  shareFileDiscussionBody,
  type ShareDiscussionBody,
  shareDiscussionListResponse,
  shareDownloadAllQuery,
  sharedFileParams,
  sharedVersionParams,
  shareLinkIdParams,
  driveDiscussionSchema,
  driveFileSchema,
} from '@hookline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { onResource, param, publicAccess } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { createShareTokens } from '../../platform/http/access/share-token.ts';
import { attachmentDisposition } from '../../platform/http/send-stored.ts';
import { isUuid } from '../../platform/uuid.ts';
import {
  driveFileInShareScope,
  driveFolderInShareScope,
  folderZipEntries,
  zipStream,
  type DriveFileRow,
} from '../drive/index.ts';
import { createSharedDrive } from './shared-drive.ts';
import { grantShareAccess, publicShareLink } from './share-access.service.ts';
import { GuessWaitError } from '../auth/index.ts';
import { publicSharePerIpLimit } from './share-rate-limits.ts';
import { browserKeyOf, createVisitorGate } from './share-visitor-gate.ts';
import { recordShareView } from './share-views.service.ts';
import { sharedFileResource, sharedLinkResource, type ShareViewerAccess } from './shared-asset-resources.ts';
import { sharedDetectiveContent } from './shared-detective.ts';
import { sharedDiscoverContent } from './shared-discover.ts';
import { createSharedInspiration } from './shared-inspiration.ts';
import { discussionForViewer, fileForViewer, folderForViewer } from './viewer-dtos.ts';

const tags = ['sharing: public page'];
/** The routes a viewer calls with the token from `access`, sent as `X-Share-Token`. */
const viewerTags = ['sharing: public page (X-Share-Token)'];
const viewerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * A share link's public page, for people without an account (API.md, "Share links"). The link's state
 * and its password gate are public; the rest takes the token `access` hands out (`X-Share-Token`), checked
 * against the link's row and the token's own record on every request.
 */
export function publicShareRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const shareTokens = createShareTokens({
    secret: context.config.jwtSecret,
    previousSecret: context.config.jwtPreviousSecret,
  });
  const drive = createSharedDrive(context);
  const inspiration = createSharedInspiration(context);
  const { requireVisitor, visitorOf } = createVisitorGate(db);

  /** A file's or version's comments are read only where the link shows that version. */
  const visibleVersion = async (file: DriveFileRow, access: ShareViewerAccess, versionId: string) => {
    if (!isUuid(versionId)) throw notFound();
    const version = await drive.versionOf({ file, versionId });
    const shown = access.link.options.accessFileVersions || versionId === file.activeVersionId;
    if (!version || !shown) throw notFound();
    return version;
  };

  return async (app) => {
    const perIp = publicSharePerIpLimit(context.config);
    const onLink = onResource(sharedLinkResource, { id: param('shareLinkId'), callers: ['share'] });
    const onLinkDownload = onResource(sharedLinkResource, {
      id: param('shareLinkId'),
      action: 'download',
      callers: ['share'],
    });
    const onFile = (action?: 'download' | 'comment.write') =>
      onResource(sharedFileResource, {
        id: param('fileId'),
        within: param('shareLinkId'),
        action,
        callers: ['share'],
      });

    app.get(
      '/public/share/:shareLinkId/state',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: "A link's state: whether it opens, asks for a password, has expired or was turned off",
          params: shareLinkIdParams,
          response: { 200: publicShareLinkSchema, 404: errorResponse },
        },
      },
      async (request) => {
        if (!isUuid(request.params.shareLinkId)) throw notFound();
        return publicShareLink(db, request.params.shareLinkId);
      },
    );

    app.post(
      '/public/share/:shareLinkId/access',
      {
        config: { ...perIp, access: publicAccess() },
        schema: {
          tags,
          summary: "Open a link (with its password, if it has one): a token for the link's folder or file",
          description:
            'An optional `X-Share-Visitor-Key` header (16 to 64 letters, digits, `-`, `_`; the public page keeps one per browser) makes the views of every token opened with it count as one viewer, whatever names it gives. A key of another form is ignored.',
          params: shareLinkIdParams,
          body: shareAccessBody,
          response: { 200: shareAccessResponse, ...viewerErrors, 429: errorResponse },
        },
      },
      async (request, reply) => {
        if (!isUuid(request.params.shareLinkId)) throw notFound();
        try {
          return await grantShareAccess(db, {
            linkId: request.params.shareLinkId,
            password: request.body.password,
            viewerName: request.body.viewerName,
            browserKey: browserKeyOf(request),
            shareTokens,
            address: request.ip,
          });
        } catch (error) {
          if (error instanceof GuessWaitError) reply.header('retry-after', error.retryAfterSeconds);
          throw error;
        }
      },
    );

    app.get(
      '/public/share/:shareLinkId',
      {
        config: { access: onLink },
        preHandler: requireVisitor,
        schema: {
          tags: viewerTags,
          summary:
            'The shared file, or a page of the shared folder (or of a folder inside it: `folderId`); ' +
            "a Discover ad (`kind: 'discover_ad'`), or a brand with a page of its ads, newest first " +
            "(`kind: 'discover_brand'`); a shared board (or a board inside it: `folderId`) with its " +
            "sub-boards and a page of its saved ads (`kind: 'inspiration_board'`, `boardSort`); a tracked " +
            "brand's dashboard: its brand (`kind: 'detective_dashboard'`), whose figures " +
            '`detective-analytics` answers',
          params: shareLinkIdParams,
          querystring: shareContentQuery,
          response: { 200: shareContentResponse, ...viewerErrors },
        },
      },
      async (request) => {
        const { row: link, access } = granted(request, sharedLinkResource);
        const visitor = visitorOf(request);
        const scope = access.viewer.scope;
        const { assetType } = link;
        if (isSharedDiscoverAssetType(assetType)) {
          const { page, limit } = request.query;
          const content = await sharedDiscoverContent(db, { assetType, id: link.assetId, page, limit });
          await recordShareView(db, { linkId: link.id, fileId: null, visitor });
          return content;
        }
        if (assetType === 'detective') {
          const content = await sharedDetectiveContent(context, link);
          await recordShareView(db, { linkId: link.id, fileId: null, visitor });
          return content;
        }
        if (assetType === 'board') {
          const { folderId, page, limit, boardSort } = request.query;
          const content = await inspiration.boardContent({
            link,
            visitor,
            scope,
            folderId,
            page,
            limit,
            sort: boardSort,
          });
          await recordShareView(db, { linkId: link.id, fileId: null, visitor });
          return content;
        }
        const readers = drive.readersFor({ link, visitor });
        if (link.assetType === 'file') {
          const file = await driveFileInShareScope(db, { scope, id: link.assetId });
          if (!file) throw notFound();
          await recordShareView(db, { linkId: link.id, fileId: file.id, visitor });
          return { assetType: 'file' as const, file: fileForViewer(await readers.fileDto(file), link) };
        }
        const folderId = request.query.folderId ?? link.assetId;
        const folder = isUuid(folderId)
          ? await driveFolderInShareScope(db, { scope, id: folderId })
          : undefined;
        if (!folder) throw notFound();
        const { page, limit, sort, order } = request.query;
        const [dto, path, items] = await Promise.all([
          readers.folderDto(folder),
          readers.folderPath({ fromId: link.assetId, to: folder }),
          readers.listItems({ folder, page, limit, sort, order }),
        ]);
        await recordShareView(db, { linkId: link.id, fileId: null, visitor });
        return {
          assetType: 'folder' as const,
          folder: folderForViewer(dto, { isTop: folder.id === link.assetId }),
          path,
          folders: items.folders.map((child) => folderForViewer(child, { isTop: false })),
          files: items.files.map((file) => fileForViewer(file, link)),
          total: items.total,
        };
      },
    );

    app.get(
      '/public/share/:shareLinkId/download-all',
      {
        config: { access: onLinkDownload },
        preHandler: requireVisitor,
        schema: {
          tags: viewerTags,
          summary:
            'Download a shared folder (or a folder inside it: `folderId`) as one zip, with everything inside ' +
            'it, when the link allows downloads; the zip is made while it is sent',
          params: shareLinkIdParams,
          querystring: shareDownloadAllQuery,
          response: viewerErrors,
        },
      },
      async (request, reply) => {
        const { row: link, access } = granted(request, sharedLinkResource);
        const folderId = request.query.folderId ?? link.assetId;
        const folder =
          link.assetType === 'folder' && isUuid(folderId)
            ? await driveFolderInShareScope(db, { scope: access.viewer.scope, id: folderId })
            : undefined;
        if (!folder) throw notFound();
        const entries = await folderZipEntries(db, { workspaceId: link.workspaceId, folderId: folder.id });
        // A zip is no JSON answer: the reply is sent as plain bytes, as every download is.
        const bytes: FastifyReply = reply;
        return bytes
          .header('content-type', 'application/zip')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', attachmentDisposition(`${folder.name}.zip`))
          .send(zipStream(context, entries));
      },
    );

    app.get(
      '/public/share/:shareLinkId/file/:fileId',
      {
        config: { access: onFile() },
        preHandler: requireVisitor,
        schema: {
          tags: viewerTags,
          summary: 'One file of the link: its versions when the link allows them, else the active one',
          params: sharedFileParams,
          response: { 200: driveFileSchema, ...viewerErrors },
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, sharedFileResource);
        const visitor = visitorOf(request);
        await recordShareView(db, { linkId: access.link.id, fileId: file.id, visitor });
        const readers = drive.readersFor({ link: access.link, visitor });
        return fileForViewer(await readers.fileDto(file), access.link);
      },
    );

    app.get(
      '/public/share/:shareLinkId/file/:fileId/download',
      {
        config: { access: onFile('download') },
        preHandler: requireVisitor,
        schema: {
          tags: viewerTags,
          summary: "Download a file's active version, when the link allows downloads",
          params: sharedFileParams,
          response: viewerErrors,
        },
      },
      async (request, reply) => drive.sendDownload(request, reply, granted(request, sharedFileResource).row),
    );

    app.get(
      '/public/share/:shareLinkId/file/:fileId/version/:versionId/discussion',
      {
        config: { access: onFile() },
        preHandler: requireVisitor,
        schema: {
          tags: viewerTags,
          summary: "A version's comments, oldest first",
          params: sharedVersionParams,
          response: { 200: shareDiscussionListResponse, ...viewerErrors },
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, sharedFileResource);
        const version = await visibleVersion(file, access, request.params.versionId);
        const discussions = await drive.discussions({ file, versionId: version.id });
        return { data: discussions.map(discussionForViewer) };
      },
    );

    const comment = async (
      request: FastifyRequest,
      input: { versionId: string | undefined; body: ShareDiscussionBody },
    ) => {
      const { row: file, access } = granted(request, sharedFileResource);
      const versionId = input.versionId ?? file.activeVersionId;
      if (versionId === null) throw notFound();
      const version = await visibleVersion(file, access, versionId);
      const discussion = await drive.addDiscussion({
        file,
        versionId: version.id,
        content: input.body.content,
        annotation: input.body.annotation,
        authorName: input.body.authorName,
      });
      return discussionForViewer(discussion);
    };

    app.post(
      '/public/share/:shareLinkId/file/:fileId/version/:versionId/discussion',
      {
        config: { access: onFile('comment.write') },
        preHandler: requireVisitor,
        schema: {
          tags: viewerTags,
          summary: 'Comment on a version, when the link allows comments; the commenter gives a name',
          params: sharedVersionParams,
          body: shareDiscussionBody,
          response: { 200: driveDiscussionSchema, ...viewerErrors },
        },
      },
      async (request) => comment(request, { versionId: request.params.versionId, body: request.body }),
    );

    app.post(
      '/public/share/:shareLinkId/file/:fileId/discussion',
      {
        config: { access: onFile('comment.write') },
        preHandler: requireVisitor,
        schema: {
          tags: viewerTags,
          summary: "Comment on a file's active version (or `versionId`), when the link allows comments",
          params: sharedFileParams,
          body: shareFileDiscussionBody,
          response: { 200: driveDiscussionSchema, ...viewerErrors },
        },
      },
      async (request) => {
        const { versionId, ...body } = request.body;
        return comment(request, { versionId, body });
      },
    );
  };
}
