/**
 * A package loaded at its first use instead of at start-up, so that a server that never uses it (Stripe on
 * the offline billing provider, the S3 client on local storage) holds none of its code. The import is started
 * once and shared; one that failed is tried again at the next use.
 *
 * The import must be a dynamic `import()` of the package itself: the server's bundle keeps those as they are,
 * while a package imported statically anywhere in the bundle loads at start-up.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
