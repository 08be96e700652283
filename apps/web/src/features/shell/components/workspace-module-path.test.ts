import { describe, expect, it } from 'vitest';
import { workspaceModulePath } from './workspace-module-path.ts';

describe('workspaceModulePath', () => {
  it('opens the same module in the chosen workspace', () => {
    expect(workspaceModulePath('/app/analytics/ws-1/report/top/r-1', 'ws-2')).toBe('/app/analytics/ws-2');
    expect(workspaceModulePath('/app/drive/ws-1/folder-9', 'ws-2')).toBe('/app/drive/ws-2');
    expect(workspaceModulePath('/app/inspirations/ws-1', 'ws-2')).toBe('/app/inspirations/ws-2');
  });

  it('leaves other pages where they are', () => {
    expect(workspaceModulePath('/app', 'ws-2')).toBeNull();
    expect(workspaceModulePath('/app/settings', 'ws-2')).toBeNull();
    expect(workspaceModulePath('/app/library/discover', 'ws-2')).toBeNull();
  });
});
