import { createContext, useContext, type ReactNode } from 'react';

/** The words of a saved hook another screen may put into its copy. */
export interface PickedHook {
  text: string;
  /** A static's 5 to 8 word headline, when the hook has one. */
  headline?: string;
}

export interface HookPickerProps {
  /** The workspace whose hook library is offered. */
  workspaceId: string;
  onPick: (hook: PickedHook) => void;
}

/** Renders the Tools feature's "Insert a saved hook" for the props it is given. */
export type RenderHookPicker = (props: HookPickerProps) => ReactNode;

const HookPickerContext = createContext<RenderHookPicker | null>(null);

/**
 * Where the Ad Launcher's copy templates offer the workspace's saved hooks. The hook library belongs to the
 * Tools feature, which the Ad Launcher may not import, so src/app/ provides its picker here and the launcher
 * renders whatever is provided: nothing outside a provider.
 */
export const HookPickerProvider = HookPickerContext.Provider;

/** The picker the app provided, for `workspaceId`; nothing when none was. */
export function HookPicker(props: HookPickerProps) {
  const render = useContext(HookPickerContext);
  return render ? render(props) : null;
}
