import type { ReactNode } from 'react';
import { SavedHookPicker } from '../../features/tools/index.ts';
import { HookPickerProvider, type RenderHookPicker } from '../../ui/hook-picker-slot.tsx';

const renderHookPicker: RenderHookPicker = (props) => <SavedHookPicker {...props} />;

/**
 * The Ad Launcher's copy templates with "Insert a saved hook": the hook library is the Tools feature's, which
 * the launcher may not import, so the app hands its picker in through the slot in ui/.
 */
export function WithHookPicker({ children }: { children: ReactNode }) {
  return <HookPickerProvider value={renderHookPicker}>{children}</HookPickerProvider>;
}
