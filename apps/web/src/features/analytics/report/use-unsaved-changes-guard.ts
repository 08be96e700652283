import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a report with unsaved changes: inside the app through the router's blocker, and on
 * closing or reloading the tab through the browser's own prompt.
 */
export function useUnsavedChangesGuard(active: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return {
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
    /** The next navigation is the app's own (a saved report opening its page): let it through. */
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
