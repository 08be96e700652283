import type { ReactNode } from 'react';
import { AuthGateModal } from '../../features/auth/index.ts';
import { AuthGateProvider, type RenderAuthGate } from '../../ui/auth-gate-slot.tsx';

const renderAuthGate: RenderAuthGate = (props) => <AuthGateModal {...props} />;

/**
 * A free tool's public page with the sign-in gate: the gate's forms are the auth feature's, which the tools
 * may not import, so the app hands them in through the slot in ui/.
 */
export function WithAuthGate({ children }: { children: ReactNode }) {
  return <AuthGateProvider value={renderAuthGate}>{children}</AuthGateProvider>;
}
