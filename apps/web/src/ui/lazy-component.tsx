import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/**
 * A component whose module loads on its first render, in a chunk of its own: a feature's settings tab or
 * form that the app composes into a page, kept out of the first screen's JavaScript.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactElement {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: Props) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" role="status" aria-label="Loading" />
          </Center>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  };
}
