import { PageContainer } from '../../../ui/PageContainer.tsx';

/** Detective's home: the workspace's tracked brands. */
export function DetectiveHomePage() {
  return <PageContainer title="Detective">{null}</PageContainer>;
}
