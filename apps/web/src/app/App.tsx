import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './global.css';

import { TOAST_LIMIT } from '@hookline/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../api/index.ts';
import { LicenceFailureDialog } from '../features/auth/licence/LicenceFailureDialog.tsx';
import { endSession } from '../features/auth/session/session-actions.ts';
import { ConnectionNotice } from '../ui/ConnectionNotice.tsx';
import { MobileNotice } from '../ui/MobileNotice.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

// A session that cannot be refreshed ends; the route guard then shows sign-in.
setUnauthorizedHandler(endSession);

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={TOAST_LIMIT} position="top-right" zIndex={3000} />
      <QueryClientProvider client={queryClient}>
        <ConnectionNotice />
        <RouterProvider router={router} />
        <LicenceFailureDialog />
        <MobileNotice />
      </QueryClientProvider>
    </MantineProvider>
  );
}
