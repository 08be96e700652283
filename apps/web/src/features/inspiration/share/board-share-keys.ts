/** A board's share links and their views, under Inspiration's keys. */
export const BOARD_SHARE_KEYS = {
  links: (boardId: string) => ['inspiration', 'share-links', boardId] as const,
  views: (shareLinkId: string) => ['inspiration', 'share-link-views', shareLinkId] as const,
};

/** Under the link's own keys, which its session clears when the viewer's access ends. */
export const SHARED_AD_KEYS = {
  file: (linkId: string, fileId: string) => ['share', linkId, 'inspiration-file', fileId] as const,
  discussions: (linkId: string, fileId: string, assetIndex: number) =>
    ['share', linkId, 'inspiration-file', fileId, 'discussions', assetIndex] as const,
};
