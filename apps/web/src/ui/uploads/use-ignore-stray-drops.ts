import { useEffect } from 'react';

/**
 * While the calling screen shows, a file dropped beside its drop target is ignored: the browser would open it,
 * leaving the app and the uploads going.
 */
export function useIgnoreStrayDrops(): void {
  useEffect(() => {
    const ignoreStrayFiles = (event: DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', ignoreStrayFiles);
    window.addEventListener('drop', ignoreStrayFiles);
    return () => {
      window.removeEventListener('dragover', ignoreStrayFiles);
      window.removeEventListener('drop', ignoreStrayFiles);
    };
  }, []);
}
