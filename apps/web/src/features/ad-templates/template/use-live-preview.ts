import type { TemplatePreviewBody } from '@hookline/domain';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { templatesApi } from '../../../api/templates-api.ts';

/** How long typing pauses before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 600;

/** An address for the image: an object URL where the browser has them, else a data URL. */
function addressOf(blob: Blob): Promise<{ url: string; revoke: () => void }> {
  if (typeof URL.createObjectURL === 'function') {
    const url = URL.createObjectURL(blob);
    return Promise.resolve({ url, revoke: () => URL.revokeObjectURL(url) });
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ url: typeof reader.result === 'string' ? reader.result : '', revoke: () => undefined });
    reader.onerror = () => reject(reader.error ?? new Error('The preview could not be read'));
    reader.readAsDataURL(blob);
  });
}

export interface LivePreview {
  /** The last image that came back; kept while the next one loads. */
  url: string | null;
  loading: boolean;
  /** Why the last preview failed, in the server's words. */
  error: string | null;
}

interface Settled {
  url: string | null;
  error: string | null;
  /** The form the last answer was for: while the form differs, a newer preview is on its way. */
  key: string | null;
}

/**
 * "Make it yours"'s live preview (`POST templates/{id}/preview`, a PNG): asked for once the form has been
 * still for a moment; a newer form cancels the request on its way. The previous image stays on screen
 * until the next one arrives.
 */
export function useLivePreview(templateId: string, body: TemplatePreviewBody): LivePreview {
  const [settled, setSettled] = useState<Settled>({ url: null, error: null, key: null });
  const revokeShown = useRef<() => void>(() => undefined);
  const key = `${templateId}:${JSON.stringify(body)}`;
  const json = JSON.stringify(body);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      templatesApi
        .preview(templateId, JSON.parse(json) as TemplatePreviewBody, controller.signal)
        .then(addressOf)
        .then(({ url, revoke }) => {
          if (controller.signal.aborted) return revoke();
          revokeShown.current();
          revokeShown.current = revoke;
          setSettled({ url, error: null, key: `${templateId}:${json}` });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || (isApiError(error) && error.canceled)) return;
          setSettled((current) => ({
            ...current,
            error: isApiError(error) ? error.message : 'The preview could not be made',
            key: `${templateId}:${json}`,
          }));
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [templateId, json]);

  useEffect(() => () => revokeShown.current(), []);
  return { url: settled.url, error: settled.error, loading: settled.key !== key };
}
