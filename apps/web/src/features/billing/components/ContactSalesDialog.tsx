import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';

/** Where sales is reached when no scheduling link is configured. */
export const SALES_EMAIL = 'sales@hookline.dev';

interface ContactSalesDialogProps {
  opened: boolean;
  /** The scheduling page set by `CONTACT_SALES_URL`, when the server gives one. */
  schedulingUrl: string | null | undefined;
  /** What the admin was pricing, for the e-mail's subject. */
  topic?: string;
  onClose: () => void;
}

/** Contact Sales: the scheduling widget embedded, or an e-mail to sales when no link is configured. */
export function ContactSalesDialog({ opened, schedulingUrl, topic, onClose }: ContactSalesDialogProps) {
  const subject = encodeURIComponent(topic ? `Custom pricing: ${topic}` : 'Custom pricing');
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title="Contact Sales"
      centered
      radius="lg"
      size={schedulingUrl ? 'xl' : 'md'}
    >
      {schedulingUrl ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Pick a time that suits you and our team will prepare a custom price.
          </Text>
          <iframe
            title="Schedule a call with sales"
            src={schedulingUrl}
            style={{ width: '100%', height: 560, border: 0, borderRadius: 8 }}
          />
          <Text size="xs" c="dimmed">
            Trouble loading the calendar?{' '}
            <Anchor href={schedulingUrl} target="_blank" rel="noreferrer">
              Open it in a new tab
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Larger teams get a custom price. Write to our sales team and we’ll come back to you within one
            business day.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              component="a"
              href={`mailto:${SALES_EMAIL}?subject=${subject}`}
              leftSection={<IconMail size={16} />}
            >
              Email {SALES_EMAIL}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
