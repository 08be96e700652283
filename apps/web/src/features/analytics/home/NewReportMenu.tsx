import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { analyticsPaths } from '../analytics-paths.ts';

/** "New report": a top-ads or a comparison report, each opened unsaved on its route. */
export function NewReportMenu({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          New report
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void navigate(analyticsPaths.newReport(workspaceId))}>
          Top ads report
        </Menu.Item>
        <Menu.Item onClick={() => void navigate(analyticsPaths.newReport(workspaceId, true))}>
          Comparison report
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
