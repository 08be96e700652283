import { PageContainer } from '../../../ui/PageContainer.tsx';

export function AnalyticsHomePage() {
  return <PageContainer title="Reports">{null}</PageContainer>;
}
