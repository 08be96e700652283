import type { Organisation } from '@hookline/domain';
import { Paper, Switch } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useUpdateOrganisation } from '../hooks/use-organisation-settings.ts';
import { SAVE_DEBOUNCE_MS } from '../save-debounce.ts';

/** Whether people with the organisation's e-mail domain may join it without an invite. */
export function OrgJoinSwitch({ org }: { org: Organisation }) {
  const [allowed, setAllowed] = useState(org.allowUsersToJoin);
  const update = useUpdateOrganisation(org._id);

  const save = useDebouncedCallback((value: boolean) => {
    if (value === org.allowUsersToJoin) return;
    update.mutate({ allowUsersToJoin: value }, { onError: () => setAllowed(org.allowUsersToJoin) });
  }, SAVE_DEBOUNCE_MS);

  return (
    <Paper withBorder radius="md" p="lg">
      <Switch
        size="md"
        checked={allowed}
        disabled={org.emailDomain === null}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          setAllowed(value);
          save(value);
        }}
        label={`Allow colleagues with an @${org.emailDomain ?? 'company'} e-mail to join`}
        description={
          org.emailDomain === null
            ? 'Available once the organisation has a company e-mail domain.'
            : `Anyone who signs up with an @${org.emailDomain} address can join ${org.name} without an invite.`
        }
      />
    </Paper>
  );
}
