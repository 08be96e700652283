/** The seeded demo account (apps/server/src/cli/seed-demo.ts). */
export const DEMO = { email: 'demo@hookline.dev', password: 'hookline-demo', firstName: 'Demo' };

export function uniqueBusinessEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-example.com`;
}
