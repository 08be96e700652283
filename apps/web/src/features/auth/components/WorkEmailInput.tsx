import { TextInput, type TextInputProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/** The e-mail field of the sign-in, sign-up and password-reset forms. */
export function WorkEmailInput(props: Omit<TextInputProps, 'label' | 'type'>) {
  return (
    <TextInput
      label="Work e-mail"
      placeholder="you@company.com"
      type="email"
      autoComplete="email"
      leftSection={<IconMail size={18} />}
      {...props}
    />
  );
}
