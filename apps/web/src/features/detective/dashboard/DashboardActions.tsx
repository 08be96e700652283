import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { detectivePaths } from '../detective-paths.ts';

/** The header's actions in the app: the brand's AI analysis (and, beside it, sharing the dashboard). */
export function DashboardActions() {
  return (
    <Button
      component={Link}
      to={detectivePaths.ai()}
      variant="default"
      leftSection={<IconSparkles size={16} aria-hidden />}
    >
      AI analysis
    </Button>
  );
}
