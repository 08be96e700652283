import {
  HOOK_COUNT_DEFAULT,
  HOOK_COUNT_MAX,
  HOOK_COUNT_MIN,
  HOOK_FIELD_MAX,
  HOOK_PRODUCT_MAX,
  HOOK_TONE_LABELS,
  HOOK_TONES,
  TOOLS_MESSAGES,
  type HookTone,
} from '@hookline/domain';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { productBrief } from './hook-format.ts';
import { ProductFetch } from './ProductFetch.tsx';
import type { GenerateRequest } from './use-hook-generation.ts';

const TONE_OPTIONS = HOOK_TONES.map((tone) => ({ value: tone, label: HOOK_TONE_LABELS[tone] }));

interface HookFormProps {
  onGenerate: (request: GenerateRequest) => void;
  generating: boolean;
  signedOut?: boolean;
  botCheckToken?: string;
  /** The signed-out limit was met while fetching a product page. */
  onLimit?: () => void;
  /** Said beside the button: the tries left of a signed-out visitor. */
  note?: ReactNode;
}

interface FormErrors {
  product?: string;
  count?: string;
}

/** The hook generator's input: a product (typed or fetched from its page), audience, angle, tone and how many. */
export function HookForm({ onGenerate, generating, signedOut, botCheckToken, onLimit, note }: HookFormProps) {
  const [product, setProduct] = useState('');
  const [audience, setAudience] = useState('');
  const [angle, setAngle] = useState('');
  const [tone, setTone] = useState<HookTone | null>(null);
  const [count, setCount] = useState<number | string>(HOOK_COUNT_DEFAULT);
  const [errors, setErrors] = useState<FormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    const text = product.trim();
    if (text === '') found.product = TOOLS_MESSAGES.productRequired;
    else if (text.length > HOOK_PRODUCT_MAX) found.product = TOOLS_MESSAGES.productTooLong;
    const howMany = typeof count === 'number' ? count : Number.NaN;
    if (!Number.isInteger(howMany) || howMany < HOOK_COUNT_MIN || howMany > HOOK_COUNT_MAX) {
      found.count = TOOLS_MESSAGES.countInvalid;
    }
    setErrors(found);
    if (found.product || found.count) return;
    onGenerate({
      product: text,
      audience: audience.trim() || undefined,
      angle: angle.trim() || undefined,
      tone: tone ?? undefined,
      count: howMany,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Hook generator">
      <Stack gap="md">
        <ProductFetch
          signedOut={signedOut}
          botCheckToken={botCheckToken}
          onLimit={onLimit}
          onFetched={(details) => {
            setProduct(productBrief(details));
            setErrors((current) => ({ ...current, product: undefined }));
          }}
        />
        {/* One size for every field: text inputs are `md` app-wide (ui/theme/theme.ts). */}
        <Textarea
          size="md"
          label="Product"
          description="What it is, who it is for, what it does better; numbers help."
          placeholder="Trail Runner 2: a lightweight running shoe with a recycled sole, 30-day free returns…"
          rows={6}
          resize="vertical"
          maxLength={HOOK_PRODUCT_MAX}
          value={product}
          error={errors.product}
          withAsterisk
          onChange={(event) => {
            setProduct(event.currentTarget.value);
            setErrors((current) => ({ ...current, product: undefined }));
          }}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput
            label="Audience"
            placeholder="Weekend trail runners over 30"
            maxLength={HOOK_FIELD_MAX}
            value={audience}
            onChange={(event) => setAudience(event.currentTarget.value)}
          />
          <TextInput
            label="Angle"
            placeholder="Knee pain on long descents"
            maxLength={HOOK_FIELD_MAX}
            value={angle}
            onChange={(event) => setAngle(event.currentTarget.value)}
          />
          <Select
            size="md"
            label="Tone"
            placeholder="Any tone"
            data={TONE_OPTIONS}
            value={tone}
            clearable
            onChange={(value) => setTone(value)}
          />
          <NumberInput
            size="md"
            label="How many hooks"
            min={HOOK_COUNT_MIN}
            max={HOOK_COUNT_MAX}
            clampBehavior="blur"
            allowDecimal={false}
            allowNegative={false}
            value={count}
            error={errors.count}
            onChange={(value) => {
              setCount(value);
              setErrors((current) => ({ ...current, count: undefined }));
            }}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <div>{note}</div>
          <Button type="submit" leftSection={<IconSparkles size={16} />} loading={generating}>
            Generate hooks
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
