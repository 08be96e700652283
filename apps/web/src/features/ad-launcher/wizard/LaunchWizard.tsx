import type {
  CopyTemplate,
  LaunchNamingConvention,
  LauncherAccount,
  LauncherAdset,
  LauncherSettings,
} from '@hookline/domain';
import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { adLauncherApi, type VersionedDraft } from '../../../api/adlauncher-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useAdsets } from '../hooks/use-launcher-queries.ts';
import { launcherPaths } from '../launcher-paths.ts';
import type { AdNaming } from './ad-naming.ts';
import { AdsetStep } from './AdsetStep.tsx';
import { BatchProgress } from './BatchProgress.tsx';
import { CopyStep } from './CopyStep.tsx';
import { CreativesStep } from './CreativesStep.tsx';
import { CreatorStep } from './CreatorStep.tsx';
import type { PickedFile } from './group-creatives.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { useCreativeUploads } from './use-creative-uploads.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import {
  ADSET_GONE,
  batchRequest,
  initialWizardState,
  isAdsetGone,
  namingBlocker,
  plannedAds,
  wizardStateFromDraft,
  type WizardState,
} from './wizard-state.ts';
import type { WizardStepProps } from './wizard-step-props.ts';
import { EMPTY_COPY } from '../components/AdCopyFields.tsx';

interface LaunchWizardProps {
  account: LauncherAccount;
  settings: LauncherSettings;
  templates: CopyTemplate[];
  /** The naming convention of the launch settings, or null: ads are then named by their concept. */
  namingConvention: LaunchNamingConvention | null;
  workspaceId: string;
  rootFolderId: string;
  /** Whether the caller may upload files to the Creative Hub from the creatives step. */
  canUpload: boolean;
  draft: VersionedDraft | null;
  /** Creative Hub files handed over in the address: a new launch starts with them picked. */
  handoffFiles?: PickedFile[];
  partnership: boolean;
  onDraftCreated: (draftId: string) => void;
}

interface Step {
  label: string;
  Component: (props: WizardStepProps) => ReactNode;
  /** Why the wizard can't go on from this step (or launch, from the review), or null. */
  blocker: (state: WizardState, context: StepContext) => string | null;
}

interface StepContext {
  naming: AdNaming | null;
  /** The account's ad sets; null while they load. */
  adsets: readonly LauncherAdset[] | null;
}

const STEPS: Step[] = [
  {
    label: 'Creatives',
    Component: CreativesStep,
    blocker: (state) => (state.files.length === 0 ? 'Pick at least one image or video.' : null),
  },
  {
    label: 'Ad set',
    Component: AdsetStep,
    blocker: (state, { adsets }) => {
      if (state.adsetMode === 'existing') {
        if (!state.adsetId) return 'Choose an ad set, or make a new one.';
        return isAdsetGone(state, adsets) ? ADSET_GONE : null;
      }
      if (state.newAdset.name.trim() === '') return 'Give the new ad set a name.';
      if (state.newAdset.dailyBudget === '' || state.newAdset.dailyBudget <= 0) {
        return 'Set a daily budget above 0.';
      }
      return null;
    },
  },
  {
    label: 'Copy',
    Component: CopyStep,
    blocker: (state) => (state.copies.length === 0 ? 'Add at least one copy.' : null),
  },
];
const CREATOR_STEP: Step = {
  label: 'Creator',
  Component: CreatorStep,
  blocker: (state) =>
    state.partner.identityId.trim() === '' && state.partner.adCode.trim() === ''
      ? "Give the creator's identity id or the partnership ad code."
      : null,
};
const REVIEW_STEP: Step = {
  label: 'Review',
  Component: ReviewStep,
  blocker: (state, { naming }) => namingBlocker(plannedAds(state, naming)),
};

/** The launch wizard: creatives, ad set, copy (creator for partnership ads), review; then the launch's progress. */
export function LaunchWizard(props: LaunchWizardProps) {
  const { account, settings, draft, partnership, workspaceId, namingConvention } = props;
  const adsets = useAdsets(account._id);
  // The day the wizard opened: names don't change under the buyer at midnight.
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const naming = useMemo<AdNaming | null>(
    () =>
      namingConvention
        ? { convention: namingConvention, today, templates: props.templates, adsets: adsets.data ?? null }
        : null,
    [namingConvention, today, props.templates, adsets.data],
  );
  const fresh = useCallback(
    () =>
      initialWizardState({
        copy: settings.defaultAdCopy ?? EMPTY_COPY,
        status: settings.launchSettings.status,
        adsetId: settings.launchSettings.defaultAdsetId,
      }),
    [settings],
  );
  const [state, setState] = useState<WizardState>(() =>
    draft ? wizardStateFromDraft(draft.state, fresh()) : { ...fresh(), files: props.handoffFiles ?? [] },
  );
  const [tried, setTried] = useState(false);
  const update = useCallback((change: (current: WizardState) => WizardState) => setState(change), []);
  const uploads = useCreativeUploads({ workspaceId, picked: state.files, update });
  const autosave = useDraftAutosave({
    adAccountId: account._id,
    kind: partnership ? 'partnership' : 'standard',
    state,
    draftId: draft?._id ?? null,
    version: draft?.version,
    onCreated: props.onDraftCreated,
    replaceState: (saved) => {
      const next = wizardStateFromDraft(saved, fresh());
      setState(next);
      return next;
    },
  });
  const steps = [...STEPS, ...(partnership ? [CREATOR_STEP] : []), REVIEW_STEP];
  const step = Math.min(state.step, steps.length - 1);
  const current = steps[step]!;
  const blocker = current.blocker(state, { naming, adsets: adsets.data ?? null });
  const ads = plannedAds(state, naming);
  const goTo = (next: number) => {
    setTried(false);
    update((value) => ({ ...value, step: next }));
  };

  const launch = useMutation({
    mutationFn: async () => {
      // One key per launch attempt, kept in the draft: a double click or a retry sends the same one.
      const key = state.idempotencyKey ?? crypto.randomUUID();
      if (key !== state.idempotencyKey) update((value) => ({ ...value, idempotencyKey: key }));
      const draftId = await autosave.flush();
      return adLauncherApi.launch(
        account._id,
        batchRequest(state, draftId, partnership, naming),
        key,
        partnership,
      );
    },
    onSuccess: ({ _id }) => {
      update((value) => ({ ...value, batchId: _id }));
      toast.success(`Launching ${ads.length} ads`);
    },
  });

  const stepProps: WizardStepProps = {
    ...props,
    state,
    update,
    templates: props.templates,
    naming,
    uploads,
  };
  const launchedPath = launcherPaths.launched(workspaceId, account._id);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {partnership ? 'Partnership ads' : 'Ads'} on {account.name}
        </Text>
        <SaveIndicator status={autosave.status} savedAt={autosave.savedAt} onRetry={autosave.retry} />
      </Group>
      {autosave.status === 'conflict' && (
        <Alert color="orange" variant="light" title="This draft was changed in another tab">
          <Group gap="sm">
            <Text size="sm">
              Your changes here are not saved. Load the other tab's version to go on from it.
            </Text>
            <Button size="xs" variant="default" onClick={() => void autosave.loadTheirs()}>
              Load the latest version
            </Button>
          </Group>
        </Alert>
      )}
      {state.batchId ? (
        <BatchProgress batchId={state.batchId} launchedPath={launchedPath} />
      ) : (
        <>
          <Stepper
            active={step}
            onStepClick={(index) => index < step && goTo(index)}
            size="sm"
            allowNextStepsSelect={false}
          >
            {steps.map((item) => (
              <Stepper.Step key={item.label} label={item.label} />
            ))}
          </Stepper>
          <current.Component {...stepProps} />
          {tried && blocker && (
            <Text size="sm" c="red" role="alert">
              {blocker}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="default" disabled={step === 0} onClick={() => goTo(step - 1)}>
              Back
            </Button>
            {current === REVIEW_STEP ? (
              <Button
                leftSection={<IconRocket size={16} />}
                loading={launch.isPending}
                onClick={() => {
                  if (blocker) setTried(true);
                  else launch.mutate();
                }}
              >
                Launch {ads.length === 1 ? '1 ad' : `${ads.length} ads`}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  if (blocker) setTried(true);
                  else goTo(step + 1);
                }}
              >
                Next: {steps[step + 1]!.label}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
