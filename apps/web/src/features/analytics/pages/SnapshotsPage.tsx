import { PageContainer } from '../../../ui/PageContainer.tsx';

export function SnapshotsPage() {
  return <PageContainer title="Snapshots">{null}</PageContainer>;
}
