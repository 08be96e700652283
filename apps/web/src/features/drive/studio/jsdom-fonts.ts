/**
 * jsdom has no `document.fonts`, which an autosizing textarea listens to: tests of the comment box give it
 * one that never fires.
 */
export function stubDocumentFonts(): void {
  if ('fonts' in document && document.fonts) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
