import { PageContainer } from '../../../ui/PageContainer.tsx';

export function ReportPage() {
  return <PageContainer title="Report">{null}</PageContainer>;
}
