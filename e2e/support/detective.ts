import { expect, type Page } from '@playwright/test';
import { callApiAsUser } from './api-as-user.ts';

/* Detective's browser tests: a tracked brand to open, tracked through the API as the signed-in member. */

interface Listed<T> {
  data: T[];
}
export interface Named {
  _id: string;
  name: string;
}
interface Brand extends Named {
  activeAdCount: number;
}

/** Tracks the library brand with the most running ads in the workspace the app has active. */
export async function trackABrand(page: Page): Promise<Named> {
  const orgs = await callApiAsUser<Listed<Named>>(page, { method: 'GET', path: 'organisation' });
  const storedOrg = await page.evaluate(() => localStorage.getItem('activeOrgId'));
  const org = orgs.body.data.find((item) => item._id === storedOrg) ?? orgs.body.data[0]!;
  const workspaces = await callApiAsUser<Listed<Named>>(page, {
    method: 'GET',
    path: `workspace?orgId=${org._id}`,
  });
  const storedWorkspace = await page.evaluate(() => localStorage.getItem('activeWorkspace'));
  const workspace =
    workspaces.body.data.find((item) => item._id === storedWorkspace) ?? workspaces.body.data[0]!;
  await page.evaluate((id) => localStorage.setItem('activeWorkspace', id), workspace._id);

  const brands = await callApiAsUser<Listed<Brand>>(page, { method: 'GET', path: 'brands?page=1&limit=50' });
  expect(brands.status).toBe(200);
  const brand = [...brands.body.data].sort((a, b) => b.activeAdCount - a.activeAdCount)[0]!;
  const tracked = await callApiAsUser<{ _id: string }>(page, {
    method: 'POST',
    path: 'detective',
    body: { workspaceId: workspace._id, brandId: brand._id },
  });
  expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
  return { _id: brand._id, name: brand.name };
}
