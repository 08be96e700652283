import { http } from './client.ts';
import { SERVICE_BASE_PATHS } from './services.ts';

/**
 * What a tus upload needs of the server (API.md, "Uploads"). The bytes go through tus-js-client, which the
 * features run themselves (the Creative Hub's in its upload worker), so api/ gives them the addresses and
 * the session's renewal after a 401.
 */
export const uploadsApi = {
  /** A member's upload, with the session's token: a Creative Hub file, a new version, a saved ad's media. */
  assetsEndpoint: `${SERVICE_BASE_PATHS.main}assets/upload`,

  /** An upload through a file-collect link: no account, no token. */
  fileCollectEndpoint: (linkId: string) =>
    `${SERVICE_BASE_PATHS.main}public/file-collect/${encodeURIComponent(linkId)}/upload`,

  /**
   * A call through the HTTP client, which renews the session when it can; the next upload request then
   * carries the new token. Never rejects: an upload that still gets a 401 fails on its own.
   */
  renewSession: (): Promise<unknown> => http.auth.get('userinfo', { silent: true }).catch(() => undefined),
};
