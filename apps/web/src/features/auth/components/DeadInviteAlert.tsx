import { MESSAGES } from '@hookline/domain';
import { Alert } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { isApiError } from '../../../api/index.ts';

/** Why an invitation link can't be used, in the server's words: expired, replaced by a resend, or spent. */
export function DeadInviteAlert({ error }: { error: Error }) {
  return (
    <Alert color="orange" variant="light" icon={<IconMailOff size={18} />}>
      {isApiError(error) ? error.message : MESSAGES.inviteNotFound}
    </Alert>
  );
}
