import { useCallback, useState } from 'react';

/** Where an area keeps its tree's open nodes for the session: `hookline.<area>.expanded.<workspaceId>`. */
const storageKey = (area: string, workspaceId: string) => `hookline.${area}.expanded.${workspaceId}`;

function read(area: string, workspaceId: string): Set<string> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(area, workspaceId)) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Which nodes of an area's tree are open, remembered for the session per workspace. */
export function useExpandedNodes(area: string, workspaceId: string) {
  const [state, setState] = useState(() => ({ workspaceId, expanded: read(area, workspaceId) }));
  // Another workspace's tree starts from what was open there.
  const expanded = state.workspaceId === workspaceId ? state.expanded : read(area, workspaceId);
  const setOpen = useCallback(
    (ids: string | readonly string[], open: boolean) => {
      setState((current) => {
        const base = current.workspaceId === workspaceId ? current.expanded : read(area, workspaceId);
        const next = new Set(base);
        for (const id of typeof ids === 'string' ? [ids] : ids) {
          if (open) next.add(id);
          else next.delete(id);
        }
        if (next.size === base.size && [...next].every((id) => base.has(id))) return current;
        sessionStorage.setItem(storageKey(area, workspaceId), JSON.stringify([...next]));
        return { workspaceId, expanded: next };
      });
    },
    [area, workspaceId],
  );
  return { expanded, setOpen };
}
