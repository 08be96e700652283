/** What the page and the upload worker say to each other. */

export type ToUploadWorker =
  | {
      type: 'start';
      id: string;
      file: File;
      /** The tus creation URL (`/api/v1/assets/upload`, or a file-collect link's). */
      endpoint: string;
      metadata: Record<string, string>;
      /** The session's access token; null for an upload without an account (a file-collect link). */
      token: string | null;
    }
  | { type: 'cancel'; id: string }
  /** The session's token changed (renewed, or asked for after a 401). */
  | { type: 'token'; token: string | null };

export type FromUploadWorker =
  | { type: 'created'; id: string }
  | { type: 'progress'; id: string; bytesSent: number; bytesTotal: number }
  | { type: 'completed'; id: string; fileId: string | null }
  /** `code` is the server's error code (`PLAN_LIMIT_REACHED`…), null when the failure had none. */
  | { type: 'failed'; id: string; message: string; code: string | null }
  /** The server said 401: the page renews the session and answers with `token`. */
  | { type: 'token-expired' };
