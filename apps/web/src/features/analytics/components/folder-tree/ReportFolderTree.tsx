import type { AdAccount, Workspace } from '@hookline/domain';
import { Text } from '@mantine/core';

interface ReportFolderTreeProps {
  workspace: Workspace;
  adAccount: AdAccount;
  canManage: boolean;
}

/** The ad account's report folders and reports. */
export function ReportFolderTree({ adAccount }: ReportFolderTreeProps) {
  return (
    <Text size="sm" c="dimmed" px="md">
      Reports of {adAccount.name}
    </Text>
  );
}
