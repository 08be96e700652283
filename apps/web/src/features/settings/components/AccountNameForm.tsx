import { MESSAGES, updateUserBody, type User } from '@hookline/domain';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { useUpdateUser } from '../hooks/use-account-settings.ts';

type NameErrors = Partial<Record<'firstName' | 'lastName', string>>;

export function AccountNameForm({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [errors, setErrors] = useState<NameErrors>({});
  const update = useUpdateUser(user._id);
  const changed = firstName !== user.firstName || lastName !== user.lastName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateUserBody.safeParse({ firstName, lastName });
    if (!parsed.success) {
      const found: NameErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'firstName' || field === 'lastName') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { firstName: parsed.data.firstName, lastName: parsed.data.lastName },
      {
        onSuccess: () => {
          setFirstName(parsed.data.firstName ?? firstName);
          setLastName(parsed.data.lastName ?? lastName);
          toast.success(MESSAGES.userDetailsUpdated);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="First name"
            value={firstName}
            onChange={(event) => {
              setFirstName(event.currentTarget.value);
              setErrors((current) => ({ ...current, firstName: undefined }));
            }}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextInput
            label="Last name"
            value={lastName}
            onChange={(event) => {
              setLastName(event.currentTarget.value);
              setErrors((current) => ({ ...current, lastName: undefined }));
            }}
            error={errors.lastName}
            autoComplete="family-name"
          />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          value={user.email}
          readOnly
          variant="filled"
          description="Your sign-in address cannot be changed."
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed || update.isPending}
            onClick={() => {
              setFirstName(user.firstName);
              setLastName(user.lastName);
              setErrors({});
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
