/** The Experts routes (spec section 2): the directory and an expert's page, and where one edits one's own. */
export const expertsPaths = {
  directory: (): string => '/app/library/experts',
  expert: (expertId: string): string => `/app/library/experts/${encodeURIComponent(expertId)}`,
  /** Account › Expert profile. */
  ownProfile: (): string => '/app/settings?TAB=account-expert-profile',
} as const;

/** The address's names for the directory's search and page. */
export const DIRECTORY_QUERY = { search: 'q', page: 'page' } as const;
