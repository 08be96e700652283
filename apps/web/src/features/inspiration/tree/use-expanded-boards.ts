import { useCallback, useState } from 'react';

const storageKey = (workspaceId: string) => `hookline.inspiration.expanded.${workspaceId}`;

function read(workspaceId: string): Set<string> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(workspaceId)) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Which boards of the tree are open, remembered for the session per workspace. */
export function useExpandedBoards(workspaceId: string) {
  const [state, setState] = useState(() => ({ workspaceId, expanded: read(workspaceId) }));
  // Another workspace's tree starts from what was open there.
  const expanded = state.workspaceId === workspaceId ? state.expanded : read(workspaceId);
  const setOpen = useCallback(
    (ids: string | readonly string[], open: boolean) => {
      setState((current) => {
        const base = current.workspaceId === workspaceId ? current.expanded : read(workspaceId);
        const next = new Set(base);
        for (const id of typeof ids === 'string' ? [ids] : ids) {
          if (open) next.add(id);
          else next.delete(id);
        }
        if (next.size === base.size && [...next].every((id) => base.has(id))) return current;
        sessionStorage.setItem(storageKey(workspaceId), JSON.stringify([...next]));
        return { workspaceId, expanded: next };
      });
    },
    [workspaceId],
  );
  return { expanded, setOpen };
}
