import { OrgWizardPage } from '../../features/orgs/pages/OrgWizardPage.tsx';
import { WorkspaceNameForm } from '../../features/workspaces/components/WorkspaceNameForm.tsx';

/** /app/org/wizard: the organisation steps of orgs, then the first workspace's form of workspaces. */
export function OrgWizardRoute() {
  return <OrgWizardPage workspaceForm={WorkspaceNameForm} />;
}
