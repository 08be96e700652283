import { Button, Chip, Group, Skeleton, Text } from '@mantine/core';
import { useBrandCategories } from '../shared/use-brand-lookups.ts';
import classes from './BrandDirectory.module.css';

const ALL_CATEGORIES = '';

/** The categories as chips, one chosen at a time, 'All categories' first. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const categories = useBrandCategories();
  if (categories.isPending) {
    return (
      <Group gap={8} role="status" aria-busy="true" aria-label="Loading the categories">
        {[72, 96, 84, 110, 90].map((width) => (
          <Skeleton key={width} height={30} width={width} radius="xl" />
        ))}
      </Group>
    );
  }
  if (categories.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm">We couldn’t load the categories.</Text>
        <Button size="compact-sm" variant="light" onClick={() => void categories.refetch()}>
          Retry
        </Button>
      </Group>
    );
  }
  return (
    <Chip.Group
      value={value ?? ALL_CATEGORIES}
      onChange={(next) => onChange(next === ALL_CATEGORIES ? undefined : next)}
    >
      <Group gap={8} role="radiogroup" aria-label="Category" className={classes.chips}>
        <Chip value={ALL_CATEGORIES} size="sm" variant="outline">
          All categories
        </Chip>
        {categories.data.map((category) => (
          <Chip key={category._id} value={category._id} size="sm" variant="outline">
            {category.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
