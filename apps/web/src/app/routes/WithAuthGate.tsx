import type { ComponentType, ReactNode } from 'react';
import { AuthGateProvider, type AuthGateProps } from '../../ui/auth-gate-slot.tsx';

/**
 * A free tool's public page with the sign-in gate: the gate's forms are the auth feature's, which the tools
 * may not import, so the app hands them in through the slot in ui/ (`gate`: the auth feature's modal).
 */
export function WithAuthGate({
  gate: Gate,
  children,
}: {
  gate: ComponentType<AuthGateProps>;
  children: ReactNode;
}) {
  return <AuthGateProvider value={(props) => <Gate {...props} />}>{children}</AuthGateProvider>;
}
