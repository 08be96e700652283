import { useEffect, useRef } from 'react';

export interface StudioKeyHandlers {
  /** Space. */
  onTogglePlay?: () => void;
  /** `,` and `.`: one frame back or forward. */
  onStep?: (frames: -1 | 1) => void;
  /** Left and right arrows: the previous or next file of the folder. */
  onPrevious?: () => void;
  onNext?: () => void;
  onEscape?: () => void;
}

/** Typing in a field, or working a control that has its own keys, is not a studio shortcut. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  if (target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="alertdialog"]')) return true;
  if (target.closest('[role="slider"], [role="radiogroup"], [role="tablist"]') && key.startsWith('Arrow')) {
    return true;
  }
  return false;
}

/** Something modal is open over the studio: its own keys count, the studio's don't. */
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="menu"]') !== null;

/**
 * The studio's keyboard: space plays or pauses, `,` and `.` step one frame, the arrows move to the previous or
 * next file, Escape closes. Keys typed into a field, or meant for an open dialog or menu, are left alone.
 */
export function useStudioKeys(handlers: StudioKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKeys(event.target, event.key)) return;
      if (modalOpen()) return;
      const current = latest.current;
      const act = (handler: (() => void) | undefined) => {
        if (!handler) return;
        event.preventDefault();
        handler();
      };
      switch (event.key) {
        case ' ':
          act(current.onTogglePlay);
          break;
        case ',':
          act(current.onStep && (() => current.onStep?.(-1)));
          break;
        case '.':
          act(current.onStep && (() => current.onStep?.(1)));
          break;
        case 'ArrowLeft':
          act(current.onPrevious);
          break;
        case 'ArrowRight':
          act(current.onNext);
          break;
        case 'Escape':
          act(current.onEscape);
          break;
        default:
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
