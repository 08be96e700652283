import type { CanvaConnectOutcome } from './connectors/templates-connectors.service.ts';

/** The app's page of design-tool imports, where the browser lands back from Canva with how it went. */
export function templateImportsPage(appUrl: string, outcome: CanvaConnectOutcome): string {
  const page = new URL('/app/templates/entry', appUrl);
  page.searchParams.set('canva', outcome.outcome);
  page.searchParams.set('message', outcome.message);
  return page.toString();
}
