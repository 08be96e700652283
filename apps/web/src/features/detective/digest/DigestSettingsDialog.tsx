import {
  DETECTIVE_BURST_LAUNCHES,
  setDetectiveSlackWebhookBody,
  type DetectiveDigestSettings,
  type Workspace,
} from '@hookline/domain';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandSlack, IconInfoCircle, IconPlugConnected } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useDigestSettings, useSaveDigestChoice, useSaveSlackWebhook } from './use-digest-settings.ts';

interface DigestSettingsDialogProps {
  opened: boolean;
  workspace: Workspace;
  onClose: () => void;
}

const webhookSchema = setDetectiveSlackWebhookBody.shape.url;

/**
 * Detective's mails: the member's own weekly digest and launch alerts in this workspace, and, for those who
 * manage Detective, the Slack webhook that receives both.
 */
export function DigestSettingsDialog({ opened, workspace, onClose }: DigestSettingsDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title="Detective e-mails and Slack"
      centered
      radius="lg"
      size={560}
    >
      {opened && <DigestSettingsContent workspace={workspace} onClose={onClose} />}
    </Modal>
  );
}

function DigestSettingsContent({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const settings = useDigestSettings(workspace._id, true);
  if (settings.isError) {
    return (
      <LoadError
        what="your Detective e-mail settings"
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  }
  if (settings.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading your Detective e-mail settings">
        <Skeleton height={48} radius="md" />
        <Skeleton height={48} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <OwnMails workspace={workspace} settings={settings.data} />
      <Divider />
      <SlackWebhook workspace={workspace} connected={settings.data.slackWebhookSet} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

function OwnMails({ workspace, settings }: { workspace: Workspace; settings: DetectiveDigestSettings }) {
  const save = useSaveDigestChoice(workspace._id);
  const saving = (field: 'weeklyDigest' | 'launchAlerts') =>
    save.isPending && save.variables[field] !== undefined;
  return (
    <Stack gap="md" component="section" aria-labelledby="detective-own-mails">
      <div>
        <Title order={3} size="h5" id="detective-own-mails">
          Your e-mails
        </Title>
        <Text size="sm" c="dimmed">
          For you alone, in {workspace.name}.
        </Text>
      </div>
      <Switch
        label="Weekly digest"
        description="Each Monday, the new ads of every brand this workspace tracks."
        checked={settings.weeklyDigest}
        disabled={saving('weeklyDigest')}
        onChange={(event) => save.mutate({ weeklyDigest: event.currentTarget.checked })}
      />
      <Switch
        label="Launch alerts"
        description={`When a tracked brand starts ${DETECTIVE_BURST_LAUNCHES} ads or more in one day.`}
        checked={settings.launchAlerts}
        disabled={saving('launchAlerts')}
        onChange={(event) => save.mutate({ launchAlerts: event.currentTarget.checked })}
      />
    </Stack>
  );
}

function SlackWebhook({ workspace, connected }: { workspace: Workspace; connected: boolean }) {
  const canManage = workspace.allowedActions.includes('brand.manage');
  return (
    <Stack gap="md" component="section" aria-labelledby="detective-slack">
      <div>
        <Title order={3} size="h5" id="detective-slack">
          Slack
        </Title>
        <Text size="sm" c="dimmed">
          The workspace&apos;s digest and launch alerts, posted to one Slack channel.
        </Text>
      </div>
      {connected && (
        <Alert color="teal" variant="light" icon={<IconPlugConnected size={18} />} title="Connected">
          <Text size="sm">Detective posts this workspace&apos;s digest and launch alerts to Slack.</Text>
        </Alert>
      )}
      {canManage ? (
        <SlackWebhookForm workspaceId={workspace._id} connected={connected} />
      ) : (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {connected ? '' : 'This workspace posts nothing to Slack yet. '}
          Only its admins and collaborators can change the Slack webhook.
        </Alert>
      )}
    </Stack>
  );
}

function SlackWebhookForm({ workspaceId, connected }: { workspaceId: string; connected: boolean }) {
  const save = useSaveSlackWebhook(workspaceId);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookSchema.safeParse(url.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid URL');
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => setUrl('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={connected ? 'Replace the Slack webhook URL' : 'Slack webhook URL'}
          description="In Slack: Apps → Incoming Webhooks → Add to Slack, choose the channel, then copy the Webhook URL."
          placeholder="https://hooks.slack.com/services/…"
          leftSection={<IconBrandSlack size={16} aria-hidden />}
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          {connected && (
            <Button
              color="red"
              variant="light"
              loading={save.isPending && save.variables === null}
              onClick={() => save.mutate(null)}
            >
              Remove webhook
            </Button>
          )}
          <Button type="submit" loading={save.isPending && save.variables !== null}>
            {connected ? 'Replace webhook' : 'Save webhook'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
