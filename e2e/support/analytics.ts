import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './accounts.ts';

/** The demo organisation's analytics live in this workspace (apps/server/src/cli/seed-demo-analytics.ts). */
export const DEMO_ANALYTICS_WORKSPACE = 'Performance';
export const DEMO_TOP_REPORT = 'Top ads, last 30 days';
export const DEMO_COMPARISON_REPORT = 'Hooks compared';

/** The demo account's token, organisation and analytics workspace, read through the API. */
export async function demoAnalytics(request: APIRequestContext) {
  const login = await request.post('/auth/api/v1/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const orgs = (await (await request.get('/api/v1/organisation', { headers })).json()) as {
    data: { _id: string; name: string }[];
  };
  const orgId = orgs.data.find((org) => org.name === 'Hookline Demo')!._id;
  const workspaces = (await (await request.get(`/api/v1/workspace?orgId=${orgId}`, { headers })).json()) as {
    data: { _id: string; name: string }[];
  };
  const workspaceId = workspaces.data.find((workspace) => workspace.name === DEMO_ANALYTICS_WORKSPACE)!._id;
  return { token, orgId, workspaceId };
}

/** From anywhere in the app: the Performance workspace, then Analytics in the sidebar. */
export async function openDemoAnalytics(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Workspaces' })
    .getByRole('button', { name: DEMO_ANALYTICS_WORKSPACE, exact: true })
    .click();
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
}

/** From anywhere in the app: Analytics of the demo workspace, then one of its saved reports, its lines shown. */
export async function openDemoReport(page: Page, name: string): Promise<void> {
  await openDemoAnalytics(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(reportTable(page).getByRole('row').nth(1)).toBeVisible();
}

/** On a report page the analytics panel starts folded, leaving the room to the table: this opens it. */
export async function showAnalyticsPanel(page: Page): Promise<void> {
  const show = page.getByRole('button', { name: 'Show the analytics panel' });
  if (await show.isVisible()) await show.click();
  await expect(page.getByRole('navigation', { name: 'Analytics' })).toBeVisible();
}

/** The report's toolbar, where its dates, grouping, filters and columns are chosen. */
export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Report settings' });

/** The report's table of lines. */
export const reportTable = (page: Page) => page.getByRole('table');
