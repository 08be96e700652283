import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../../api/auth-api.ts';
import { findInstalledExtension } from '../../../app/session/extension/extension-bridge.ts';

/** Whether the extension answered: asked once a page load, since installing it needs a reload anyway. */
function useExtensionDetected() {
  return useQuery({
    queryKey: ['inspiration', 'extension-detected'],
    queryFn: async () => {
      const { extensionIds } = await authApi.extensionConfig();
      return 'extensionId' in (await findInstalledExtension(extensionIds));
    },
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Whether a board page shows the banner inviting the user to install the browser extension: while the
 * extension is not detected (an answer to the version query), unless this user dismissed it on this
 * browser.
 */
export function useExtensionBanner(userId: string | undefined) {
  const [dismissed, setDismissed] = useLocalStorage<boolean>({
    key: `hookline.inspiration.extension-banner-dismissed.${userId ?? 'anyone'}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const detected = useExtensionDetected();
  return {
    // Until the answer comes, nothing shows: a banner that vanishes a moment later is worse than none.
    shown: userId !== undefined && !dismissed && detected.data === false,
    dismiss: () => setDismissed(true),
  };
}
