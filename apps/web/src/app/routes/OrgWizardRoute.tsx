import { orgsPages } from '../../features/orgs/index.ts';
import { workspacesPages } from '../../features/workspaces/index.ts';
import { lazyComponent } from '../../ui/lazy-component.tsx';

const OrgWizardPage = lazyComponent(() => orgsPages.wizard().then((m) => m.OrgWizardPage));
const WorkspaceNameForm = lazyComponent(() => workspacesPages.nameForm().then((m) => m.WorkspaceNameForm));

/** /app/org/wizard: the organisation steps of orgs, then the first workspace's form of workspaces. */
export function OrgWizardRoute() {
  return <OrgWizardPage workspaceForm={WorkspaceNameForm} />;
}
