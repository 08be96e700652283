import { COMING_SOON, isProductReleased, PRODUCT_LABELS, type Product } from '@hookline/domain';
import { useReleasedModules } from './released-modules.tsx';
import { Chip, Text, type ChipProps } from '@mantine/core';

/**
 * A product to grant in a workspace, as a chip of a `Chip.Group`. A module that doesn't exist yet can't be
 * granted: its chip is disabled and says 'Coming soon' in its visible label, so its accessible name says it
 * too (WCAG 2.5.3). A member who holds it already keeps it, shown checked.
 */
export function ProductChip({
  product,
  disabled,
  ...props
}: { product: Product } & Omit<ChipProps, 'value' | 'children'>) {
  const released = isProductReleased(product, useReleasedModules());
  return (
    <Chip value={product} disabled={disabled || !released} {...props}>
      {PRODUCT_LABELS[product]}
      {!released && (
        <Text span inherit c="dimmed">
          {' '}
          · {COMING_SOON}
        </Text>
      )}
    </Chip>
  );
}
