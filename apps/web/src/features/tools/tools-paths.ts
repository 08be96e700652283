/** The Tools feature's addresses. */
export const TOOLS_PATHS = {
  /** Inside the app: the generator and the active workspace's hook library. */
  hookGenerator: '/app/tools/hook-generator',
  hookLibrary: '/app/tools/hook-generator?tab=library',
  /** The free tool, open to signed-out visitors behind the sign-in gate. */
  freeHookGenerator: '/tools/hook-generator',
} as const;
