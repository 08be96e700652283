import type { DriveTreeNode } from '@hookline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconFolder, IconFolderPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { aWorkspace } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { WorkspaceTree, type TreeKind } from './WorkspaceTree.tsx';
import { WorkspaceTreeRow } from './WorkspaceTreeRow.tsx';

const workspace = aWorkspace({ _id: 'ws-1', name: 'Brand team' });

function node(id: string, name: string, children: DriveTreeNode[] = []): DriveTreeNode {
  return {
    _id: id,
    name,
    parent: null,
    isWorkspace: id === 'ws-1',
    isFolder: id !== 'ws-1',
    type: 'folder',
    hasChild: children.length > 0,
    children,
  };
}

const TREE = node('ws-1', 'Brand team', [node('a', 'Summer', [node('a1', 'Cuts')]), node('b', 'Winter')]);

const KIND: TreeKind = {
  area: 'test',
  noun: 'folder',
  heading: 'Folders',
  refusals: {
    moveIntoItself: 'into itself',
    moveIntoSubBoard: 'into its own child',
    moveToCurrentParent: 'already there',
  },
  create: { label: 'New folder', icon: IconFolderPlus },
  dragIcon: IconFolder,
  emptyText: { mayCreate: 'No folders yet.', mayNot: 'Nothing here.' },
};

function Tree({ load, onCreate }: { load: () => Promise<DriveTreeNode>; onCreate: () => void }) {
  const tree = useQuery({ queryKey: ['tree'], queryFn: load });
  return (
    <WorkspaceTree
      kind={KIND}
      workspace={workspace}
      tree={tree}
      treeKey={['tree']}
      currentId="a1"
      currentParentIds={['a']}
      reorder={{ isPending: false, mutate: vi.fn() }}
      onCreate={onCreate}
      renderRow={(row, state) => (
        <WorkspaceTreeRow
          row={row}
          state={state}
          noun="folder"
          href={`/folders/${row.node._id}`}
          rootLabel="All files"
          icon={IconFolder}
          canManage
          menu={() => null}
        />
      )}
    />
  );
}

describe('a workspace tree', () => {
  it('opens the parents of the node on the page, marks it current, and folds a node on request', async () => {
    renderInApp(<Tree load={async () => TREE} onCreate={vi.fn()} />);
    const current = await screen.findByRole('link', { name: 'Cuts' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'All files' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move folder Summer' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close Summer' }));
    expect(screen.queryByRole('link', { name: 'Cuts' })).toBeNull();
    // Remembered for the session, per workspace.
    expect(JSON.parse(sessionStorage.getItem('hookline.test.expanded.ws-1') ?? '[]')).toEqual([]);
  });

  it('says so when there is nothing, and offers to create', async () => {
    const onCreate = vi.fn();
    renderInApp(<Tree load={async () => node('ws-1', 'Brand team')} onCreate={onCreate} />);
    expect(await screen.findByText('No folders yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('shows an error with Retry when the tree could not be read', async () => {
    let calls = 0;
    renderInApp(
      <Tree
        load={async () => {
          calls += 1;
          if (calls === 1) throw new Error('down');
          return TREE;
        }}
        onCreate={vi.fn()}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('link', { name: 'Summer' })).toBeTruthy();
  });
});
