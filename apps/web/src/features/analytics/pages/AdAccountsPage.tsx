import { PageContainer } from '../../../ui/PageContainer.tsx';

export function AdAccountsPage() {
  return <PageContainer title="Ad accounts">{null}</PageContainer>;
}
