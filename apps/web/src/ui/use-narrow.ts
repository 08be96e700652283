import { useElementSize } from '@mantine/hooks';

/**
 * Whether the element `ref` is set on is narrower than `breakpoint` px: a table folds its secondary
 * columns under its first one instead of scrolling sideways. Until measured (and in tests, where nothing
 * has a size) it counts as wide.
 */
export function useNarrow<T extends HTMLElement = HTMLDivElement>(breakpoint: number) {
  const { ref, width } = useElementSize<T>();
  return { ref, narrow: width > 0 && width < breakpoint };
}
