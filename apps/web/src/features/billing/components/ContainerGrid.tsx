import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A grid whose columns follow its own width, not the window's: the settings rail and the collapsed sidebar
 * change the room a tab has (docs/ui.md, "Every width"). `cols` keys are container widths, e.g. '620px'.
 */
export function ContainerGrid({
  cols,
  spacing,
  children,
}: {
  cols: SimpleGridProps['cols'];
  spacing: SimpleGridProps['spacing'];
  children: ReactNode;
}) {
  return (
    <div style={{ containerType: 'inline-size' }}>
      <SimpleGrid type="container" cols={cols} spacing={spacing}>
        {children}
      </SimpleGrid>
    </div>
  );
}
