import { CALL_TO_ACTIONS, URL_PLACEHOLDERS, type AdCopy, type CallToActionType } from '@hookline/domain';
import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';

const CTA_OPTIONS = Object.entries(CALL_TO_ACTIONS).map(([value, label]) => ({ value, label }));

export const EMPTY_COPY: AdCopy = {
  primaryText: '',
  headline: '',
  description: '',
  cta: 'SHOP_NOW',
  url: '',
};

interface AdCopyFieldsProps {
  value: AdCopy;
  onChange: (copy: AdCopy) => void;
  /** Field errors by field, the server's words. */
  errors?: Partial<Record<keyof AdCopy, string>>;
}

/** An ad's words and link: primary text, headline, description, call to action and a URL with UTM placeholders. */
export function AdCopyFields({ value, onChange, errors = {} }: AdCopyFieldsProps) {
  const set = <K extends keyof AdCopy>(key: K, next: AdCopy[K]) => onChange({ ...value, [key]: next });
  const insertPlaceholder = (placeholder: string) => {
    const url = value.url;
    if (url === '') return set('url', placeholder);
    const separator = url.includes('?') ? (url.endsWith('?') || url.endsWith('&') ? '' : '&') : '?';
    set('url', `${url}${separator}utm_content=${placeholder}`);
  };
  return (
    <Stack gap="sm">
      {/* One size for every field: text inputs are `md` app-wide (ui/theme/theme.ts). */}
      <Textarea
        size="md"
        label="Primary text"
        rows={3}
        maxLength={2200}
        value={value.primaryText}
        error={errors.primaryText}
        onChange={(event) => set('primaryText', event.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Headline"
          maxLength={255}
          value={value.headline}
          error={errors.headline}
          onChange={(event) => set('headline', event.currentTarget.value)}
        />
        <TextInput
          label="Description"
          maxLength={255}
          value={value.description}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
      </Group>
      <Select
        size="md"
        label="Call to action"
        data={CTA_OPTIONS}
        value={value.cta}
        allowDeselect={false}
        onChange={(next) => next && set('cta', next as CallToActionType)}
      />
      <TextInput
        label="Website URL"
        placeholder="https://shop.example.com/summer"
        value={value.url}
        error={errors.url}
        onChange={(event) => set('url', event.currentTarget.value)}
      />
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          Insert a placeholder the platform fills when the ad is served:
        </Text>
        <Group gap={6}>
          {URL_PLACEHOLDERS.map((placeholder) => (
            <Button
              key={placeholder}
              size="compact-xs"
              variant="default"
              onClick={() => insertPlaceholder(placeholder)}
            >
              {placeholder}
            </Button>
          ))}
        </Group>
      </div>
    </Stack>
  );
}
