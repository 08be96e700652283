import { LicenceFailureDialog } from '../features/auth/index.ts';
// Inter, shipped with the app (weight axis; the browser fetches only the scripts a page uses).
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './global.css';

import { TOAST_LIMIT } from '@hookline/domain';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../api/index.ts';
import { expireSession } from './session/session-actions.ts';
import { ConnectionNotice } from '../ui/ConnectionNotice.tsx';
import { OrgThemeProvider } from './OrgThemeProvider.tsx';
import { queryClient } from './session/query-client.ts';
import { router } from './router.tsx';

// A session that cannot be refreshed expires; the route guard shows sign-in, which leads back to the page.
setUnauthorizedHandler(expireSession);

/** Queries first: the theme follows the active organisation, which is server data. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <OrgThemeProvider>
        <Notifications limit={TOAST_LIMIT} position="bottom-right" zIndex={3000} />
        <ConnectionNotice />
        <RouterProvider router={router} />
        <LicenceFailureDialog />
      </OrgThemeProvider>
    </QueryClientProvider>
  );
}
