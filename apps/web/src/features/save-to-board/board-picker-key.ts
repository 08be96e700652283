/** The picker's cache key: the same as the saved-ad view's, so either refreshes it for the other. */
export const boardPickerKey = (orgId: string) => ['inspiration', 'board-picker', orgId] as const;
