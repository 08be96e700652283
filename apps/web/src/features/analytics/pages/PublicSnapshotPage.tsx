import { PageContainer } from '../../../ui/PageContainer.tsx';

export function PublicSnapshotPage() {
  return <PageContainer title="Snapshot">{null}</PageContainer>;
}
