import type { BotCheckSettings } from '@hookline/domain';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadTurnstile } from './turnstile-script.ts';

export interface BotCheck {
  /** What to send as X-Bot-Check-Token: undefined while the check is off, or not passed yet. */
  token: string | undefined;
  /** Whether a call needing the check can be made now: the check is off, or passed. */
  ready: boolean;
  /** Where the check is drawn: nothing while it is off (the offline default). */
  widget: ReactNode;
}

const BOT_CHECK_KEY = ['bot-check-settings'] as const;

/** The widget of Cloudflare Turnstile; it tells its token, or that it has none (expired, failed). */
function TurnstileWidget({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | undefined) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled || !element.current) return;
        widgetId = turnstile.render(element.current, {
          sitekey: siteKey,
          appearance: 'interaction-only',
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(undefined),
          'error-callback': () => onToken(undefined),
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (widgetId !== undefined) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, onToken]);
  return (
    <div>
      <div ref={element} />
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          The check that you’re not a robot could not load. Check your connection and reload the page.
        </Text>
      )}
    </div>
  );
}

/**
 * The bot check of a signed-out call (sign-up, the free tools): its token and its widget. `loadSettings` is
 * the auth API's `botCheckSettings`; while they load, or cannot be read, no widget is drawn and calls go
 * without a token (the server refuses them when its check is on, and the caller shows that refusal).
 */
export function useBotCheck(
  loadSettings: (signal?: AbortSignal) => Promise<BotCheckSettings>,
  options: { enabled?: boolean } = {},
): BotCheck {
  const enabled = options.enabled ?? true;
  const settings = useQuery({
    queryKey: BOT_CHECK_KEY,
    queryFn: ({ signal }) => loadSettings(signal),
    staleTime: Infinity,
    enabled,
  });
  const [token, setToken] = useState<string | undefined>(undefined);
  const onToken = useCallback((next: string | undefined) => setToken(next), []);
  const data = enabled ? settings.data : undefined;
  if (data?.provider !== 'turnstile') return { token: undefined, ready: true, widget: null };
  return {
    token,
    ready: token !== undefined,
    widget: <TurnstileWidget siteKey={data.siteKey} onToken={onToken} />,
  };
}
