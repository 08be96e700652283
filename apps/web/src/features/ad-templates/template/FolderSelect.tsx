import type { DriveTreeNode } from '@hookline/domain';
import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';

interface FolderOption {
  value: string;
  label: string;
}

/** Every folder of the tree, named by its path: "Creative Hub / Campaigns / Spring". */
export function folderOptions(root: DriveTreeNode): FolderOption[] {
  const options: FolderOption[] = [];
  const walk = (node: DriveTreeNode, path: string) => {
    options.push({ value: node._id, label: path });
    for (const child of node.children) walk(child, `${path} / ${child.name}`);
  };
  walk(root, 'Creative Hub');
  return options;
}

interface FolderSelectProps {
  workspaceId: string;
  value: string | null;
  onChange: (folderId: string | null) => void;
  error: string | undefined;
}

/** Where the rendered images are saved: a folder of the workspace's Creative Hub. */
export function FolderSelect({ workspaceId, value, onChange, error }: FolderSelectProps) {
  const tree = useQuery({
    queryKey: DRIVE_KEYS.tree(workspaceId),
    queryFn: ({ signal }) => driveApi.folderTree(workspaceId, {}, signal),
  });
  const options = tree.data ? folderOptions(tree.data) : [];
  let description = 'The images are saved there as files; making them again adds new versions.';
  if (tree.isPending) description = 'Loading your folders…';
  if (tree.isError) description = 'Your folders could not be loaded.';
  return (
    <Stack gap={4}>
      <Select
        label="Save to folder"
        placeholder="Choose a folder"
        data={options}
        value={value}
        onChange={onChange}
        searchable
        nothingFoundMessage="No folder of that name"
        description={description}
        error={error}
        disabled={tree.isError}
        rightSectionPointerEvents={tree.isError ? 'all' : undefined}
        comboboxProps={{ withinPortal: true }}
        required
      />
      {tree.isError && <LoadError compact what="your folders" onRetry={() => void tree.refetch()} />}
    </Stack>
  );
}
