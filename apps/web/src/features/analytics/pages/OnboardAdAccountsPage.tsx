import { PageContainer } from '../../../ui/PageContainer.tsx';

export function OnboardAdAccountsPage() {
  return <PageContainer title="Connect ad accounts">{null}</PageContainer>;
}
