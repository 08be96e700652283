import type { CopyTemplate, LauncherAccount, LauncherSettings } from '@hookline/domain';
import type { AdNaming } from './ad-naming.ts';
import type { CreativeUploads } from './use-creative-uploads.ts';
import type { WizardState } from './wizard-state.ts';

/** What every step of the launch wizard is given. */
export interface WizardStepProps {
  state: WizardState;
  update: (change: (current: WizardState) => WizardState) => void;
  account: LauncherAccount;
  settings: LauncherSettings;
  workspaceId: string;
  rootFolderId: string;
  /** Whether the caller may upload files to the Creative Hub (`file.upload`). */
  canUpload: boolean;
  templates: CopyTemplate[];
  /** How ads are named when the launch settings name a naming convention; null otherwise. */
  naming: AdNaming | null;
  /** The wizard's uploads, kept across its steps. */
  uploads: CreativeUploads;
}
