import {
  CLICK_ATTRIBUTION_WINDOWS,
  VIEW_ATTRIBUTION_WINDOWS,
  type AdAccount,
  type AdAccountSettings,
  type ClickAttributionWindow,
  type ViewAttributionWindow,
} from '@hookline/domain';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';
import { CLICK_WINDOW_LABELS, VIEW_WINDOW_LABELS } from '../ad-account-labels.ts';

interface AttributionSettingsDialogProps {
  /** The account whose windows are edited; the dialog is open while there is one. */
  account: AdAccount | null;
  loading: boolean;
  onSave: (settings: AdAccountSettings) => void;
  onClose: () => void;
}

const CLICK_OPTIONS = CLICK_ATTRIBUTION_WINDOWS.map((value) => ({
  value,
  label: CLICK_WINDOW_LABELS[value],
}));
const VIEW_OPTIONS = VIEW_ATTRIBUTION_WINDOWS.map((value) => ({ value, label: VIEW_WINDOW_LABELS[value] }));

export function AttributionSettingsDialog(props: AttributionSettingsDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.account !== null}
      onClose={props.onClose}
      title="Attribution settings"
      centered
    >
      {/* Keyed by account, so the fields start from that account's windows each time. */}
      {props.account && <AttributionForm key={props.account._id} {...props} account={props.account} />}
    </Modal>
  );
}

/** The click and view windows Meta counts conversions in; a change reads every stored day again. */
function AttributionForm({
  account,
  loading,
  onSave,
  onClose,
}: AttributionSettingsDialogProps & { account: AdAccount }) {
  const [click, setClick] = useState<ClickAttributionWindow>(account.settings.clickAttributionWindow);
  const [view, setView] = useState<ViewAttributionWindow>(account.settings.viewAttributionWindow);
  const changed =
    click !== account.settings.clickAttributionWindow || view !== account.settings.viewAttributionWindow;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ clickAttributionWindow: click, viewAttributionWindow: view });
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          How long after someone clicks or views an ad of {account.name} a conversion still counts for it.
        </Text>
        <Select
          label="Click window"
          data={CLICK_OPTIONS}
          value={click}
          onChange={(value) => value && setClick(value)}
          allowDeselect={false}
          checkIconPosition="right"
        />
        <Select
          label="View window"
          data={VIEW_OPTIONS}
          value={view}
          onChange={(value) => value && setView(value)}
          allowDeselect={false}
          checkIconPosition="right"
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          Changing a window reads all of this account&apos;s insights again. Reports show the new figures when
          that sync finishes.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
