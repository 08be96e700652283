import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render waits for its lazily imported chunks and its fake API's answers: on a loaded
// machine that takes longer than the library's one second, while a real failure still fails.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the browser APIs Mantine reads at render time.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;

// A searchable select scrolls its active option into view; jsdom lays nothing out.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
}

afterEach(() => {
  cleanup();
  // Test files share one document: nothing a test put in the page by hand is left for the next one.
  document.body.replaceChildren();
  // Toasts live in a module-level store that outlives each rendered tree.
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
});
