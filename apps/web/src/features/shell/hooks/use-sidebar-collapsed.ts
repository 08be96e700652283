import { useSessionStorage } from '@mantine/hooks';

/** The sidebar's collapsed state, remembered for the browser session (spec section 2). */
export function useSidebarCollapsed() {
  return useSessionStorage<boolean>({
    key: 'hookline.sidebarCollapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
