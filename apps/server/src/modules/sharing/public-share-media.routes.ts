import { driveMediaParams, errorResponse, SHARE_LINK_MESSAGES, shareLinkIdParams } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess } from '../../platform/http/access/declare-access.ts';
import { forbidden, notFound, unauthorized } from '../../platform/http/app-error.ts';
import { sendStored } from '../../platform/http/send-stored.ts';
import { isUuid } from '../../platform/uuid.ts';
import {
  driveFileInShareScope,
  findDriveVersion,
  sendVersionMedia,
  type DriveFileVersionRow,
} from '../drive/index.ts';
import { inspirationMediaType, savedAdInShareScope } from '../inspiration/index.ts';
import { shareLinkState, shareLinkStateMessage } from './share-link-options.ts';
import { createShareMediaUrls, driveTarget, inspirationTarget } from './share-media-urls.ts';
import { liveVisitor } from './share-visitors.service.ts';
import { shareLinks, type ShareLinkRow } from './tables.ts';

const tags = ['sharing: public page (media)'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const mediaQuery = z.object({
  visitor: z.string().max(40),
  exp: z.string().max(20),
  sig: z.string().max(100),
});
const driveParams = shareLinkIdParams.extend(driveMediaParams.shape);
const inspirationParams = shareLinkIdParams.extend({ '*': z.string().max(600) });

/** Browsers keep a saved ad's media at most this long, and never past the URL's expiry. */
const MAX_CACHE_SECONDS = 60 * 60;

/**
 * The media a share link's page shows, by the URLs its answers carry (`share-media-urls.ts`): signed for
 * the link and the viewer's access, and served only while both last. A link turned off, deleted or expired
 * stops its URLs at once; with downloads off only previews are served, never the upload itself.
 */
export function publicShareMediaRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const shareMedia = createShareMediaUrls(context.config.jwtSecret);

  /** The link and the viewer's access the URL was signed for, as they are now. */
  const openLink = async (input: {
    linkId: string;
    target: string;
    query: z.infer<typeof mediaQuery>;
  }): Promise<ShareLinkRow> => {
    const { linkId, target, query } = input;
    if (!shareMedia.verify({ linkId, target, query })) throw forbidden();
    if (!isUuid(linkId) || !isUuid(query.visitor)) throw notFound();
    const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, linkId)).limit(1);
    if (!link) throw notFound();
    const state = shareLinkState(link);
    if (state !== 'active') throw forbidden(shareLinkStateMessage(state) ?? undefined);
    if (!(await liveVisitor(db, { linkId, visitorId: query.visitor }))) {
      throw unauthorized(SHARE_LINK_MESSAGES.accessEnded);
    }
    return link;
  };

  /** The version, when its file still lies inside the link and the link shows that version. */
  const versionInLink = async (link: ShareLinkRow, versionId: string): Promise<DriveFileVersionRow> => {
    if (!isUuid(versionId)) throw notFound();
    const version = await findDriveVersion(db, versionId);
    if (!version || version.workspaceId !== link.workspaceId) throw notFound();
    const scope = { kind: link.assetType, id: link.assetId };
    const file = await driveFileInShareScope(db, { scope, id: version.fileId });
    if (!file) throw notFound();
    if (!link.options.accessFileVersions && file.activeVersionId !== version.id) throw notFound();
    return version;
  };

  return async (app) => {
    app.get(
      '/public/share/:shareLinkId/media/:versionId/:variant',
      {
        // The signature is the access: `<img>` and `<video>` can't send the share token.
        config: { access: publicAccess() },
        schema: {
          tags,
          summary:
            "A shared file's thumbnail, poster or preview (its original only when the link allows " +
            'downloads), by the URL in the page; byte ranges are answered (206) so videos seek',
          params: driveParams,
          querystring: mediaQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const { shareLinkId, versionId, variant } = request.params;
        const link = await openLink({
          linkId: shareLinkId,
          target: driveTarget(versionId, variant),
          query: request.query,
        });
        const version = await versionInLink(link, versionId);
        if (variant === 'original' && !link.options.downloadable) {
          throw forbidden(SHARE_LINK_MESSAGES.downloadsOff);
        }
        return sendVersionMedia(context, request, reply, { version, variant, exp: request.query.exp });
      },
    );

    app.get(
      '/public/share/:shareLinkId/inspiration-media/*',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary:
            "A board link's saved ad image, video, thumbnail or preview (the bytes as saved only when the " +
            'link allows downloads), by the URL in the page; byte ranges are answered (206)',
          params: inspirationParams,
          querystring: mediaQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const link = await openLink({
          linkId: request.params.shareLinkId,
          target: inspirationTarget(key),
          query: request.query,
        });
        const contentType = inspirationMediaType(key);
        // `inspiration/<workspaceId>/<savedAdId>/…`: the saved ad must still lie inside the link.
        const savedAdId = key.split('/')[2];
        if (contentType === undefined || savedAdId === undefined) throw notFound();
        const scope = { kind: link.assetType, id: link.assetId };
        const savedAd = await savedAdInShareScope(db, { scope, id: savedAdId });
        if (!savedAd || savedAd.workspaceId !== link.workspaceId) throw notFound();
        const asset = savedAd.assets.find((candidate) =>
          [candidate.key, candidate.thumbnailKey, candidate.previewKey].includes(key),
        );
        if (!asset) throw notFound();
        const isPreview = key === asset.thumbnailKey || key === asset.previewKey;
        if (!isPreview && !link.options.downloadable) throw forbidden(SHARE_LINK_MESSAGES.downloadsOff);
        const secondsLeft = Math.floor(Number(request.query.exp) - Date.now() / 1000);
        const maxAge = Math.max(0, Math.min(MAX_CACHE_SECONDS, secondsLeft));
        return sendStored(request, reply, {
          storage: context.storage,
          key,
          contentType,
          cacheControl: `private, max-age=${maxAge}`,
        });
      },
    );
  };
}
