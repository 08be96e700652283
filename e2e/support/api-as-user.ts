import type { Page } from '@playwright/test';

/**
 * Calls the main service as the user signed in on `page` (the app keeps the token in localStorage), for
 * setting up what other screens own, such as inviting a member or changing the organisation's theme.
 */
export async function callApiAsUser<T = unknown>(
  page: Page,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ method, path, body }) => {
    const token = localStorage.getItem('hookline.token') ?? '';
    const response = await fetch(`/api/v1/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }, request);
}
