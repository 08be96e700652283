import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { brandCssVariables, theme } from '../ui/theme/theme.ts';

/** A fresh cache per test; failures are not retried, so an error state shows at once. */
function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders a component inside the providers the app gives it: theme, toasts, queries and a router. */
export function renderWithProviders(ui: ReactNode, options: { route?: string } = {}): RenderResult {
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Renders `ui` at `route` with the app's providers, Mantine in its test mode (no transitions, no portals,
 * menus shown although jsdom lays nothing out), and stand-in pages for other paths, so that a test can
 * see where a link or a redirect led.
 */
export function renderInApp(
  ui: ReactNode,
  options: { route?: string; path?: string } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const path = options.path ?? '/app';
  const standIns = [
    { path: '/app', element: <p>Home page</p> },
    { path: '/app/org/wizard', element: <p>Wizard page</p> },
    { path: '/app/createWorkspace', element: <p>Create workspace page</p> },
    { path: '/app/org/create', element: <p>Create organisation page</p> },
    { path: '/app/inspirations/:workspaceId', element: <p>Inspiration page</p> },
    { path: '/goodbye', element: <p>Goodbye page</p> },
    { path: '/login', element: <p>Sign-in page</p> },
  ].filter((route) => route.path !== path);
  const router = createMemoryRouter([{ path, element: ui }, ...standIns], {
    initialEntries: [options.route ?? path],
  });
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={brandCssVariables} env="test">
      <Notifications />
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
