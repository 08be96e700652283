import { Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from './toasts.ts';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What a failed copy says: where the person can copy it from by hand. */
  failedMessage: string;
  /** Shown in the monospace face (a key, a token), not the text face (a link). */
  monospace?: boolean;
  /** How long the button says "Copied"; undefined: until the field goes away. */
  copiedForMs?: number;
}

/**
 * A value to copy (a share link, an upload link, a new API key): read-only, selected when focused, with a
 * Copy button that says "Copied", and a toast either way.
 */
export function CopyField({ label, value, failedMessage, monospace = false, copiedForMs }: CopyFieldProps) {
  const [copied, setCopied] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('Copied');
      setCopied(true);
      if (copiedForMs !== undefined) {
        clearTimeout(reset.current);
        reset.current = setTimeout(() => setCopied(false), copiedForMs);
      }
    } catch {
      toast.error(failedMessage);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        styles={monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant={copied ? 'light' : 'default'}
        color={copied ? 'teal' : undefined}
        leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        onClick={() => void copy()}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Group>
  );
}
