import type { TemplateIndustry, TemplateSeason, TemplateTheme } from '@hookline/domain';

/**
 * Ad Templates' routes (spec 02, section 2): the entry, Discover, the two seasonal pages and a template's
 * own page. Discover's filters travel in the address (`list-params.ts`).
 */
const base = '/app/templates';

export const templatesPaths = {
  entry: (): string => `${base}/entry`,
  discover: (filter: { industry?: TemplateIndustry; theme?: TemplateTheme; favourite?: boolean } = {}) => {
    const search = new URLSearchParams();
    if (filter.industry) search.set('industry', filter.industry);
    if (filter.theme) search.set('theme', filter.theme);
    if (filter.favourite) search.set('favourite', '1');
    const query = search.toString();
    return `${base}/discover${query ? `?${query}` : ''}`;
  },
  season: (season: TemplateSeason): string => `${base}/${season}`,
  template: (templateId: string): string => `${base}/t/${encodeURIComponent(templateId)}`,
  /** A file saved by "Make it yours", in the Creative Hub's studio. */
  creativeHubFile: (workspaceId: string, fileId: string): string =>
    `/app/drive/${encodeURIComponent(workspaceId)}/file/${encodeURIComponent(fileId)}`,
  creativeHubFolder: (workspaceId: string, folderId: string): string =>
    folderId === workspaceId
      ? `/app/drive/${encodeURIComponent(workspaceId)}`
      : `/app/drive/${encodeURIComponent(workspaceId)}/${encodeURIComponent(folderId)}`,
  /**
   * The Ad Launcher's home in the workspace, with the rendered files handed over (`?fileIds=`): the account
   * picked there opens its launch wizard with them picked.
   */
  adLauncher: (workspaceId: string, fileIds: readonly string[] = []): string =>
    `/app/adlauncher/${encodeURIComponent(workspaceId)}${
      fileIds.length > 0 ? `?fileIds=${fileIds.map(encodeURIComponent).join(',')}` : ''
    }`,
} as const;
