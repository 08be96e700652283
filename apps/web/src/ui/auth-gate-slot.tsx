import { createContext, useContext, type ReactNode } from 'react';

export interface AuthGateProps {
  opened: boolean;
  onClose: () => void;
  /** Called once the visitor holds a session, so the gated action can go on where it stopped. */
  onAuthenticated: () => void;
  /** The form shown first: a visitor who used up the free tries is offered sign-up. */
  initialTab?: 'signin' | 'signup';
}

/** Renders the sign-in gate of the free AI tools for the props it is given. */
export type RenderAuthGate = (props: AuthGateProps) => ReactNode;

const AuthGateContext = createContext<RenderAuthGate | null>(null);

/**
 * Where the sign-in gate goes on a free tool's public page. The gate (its sign-in and sign-up forms) belongs
 * to the auth feature, which the tools may not import (a feature never imports another), so src/app/
 * provides it here and the tool renders whatever is provided: nothing outside a provider.
 */
export const AuthGateProvider = AuthGateContext.Provider;

/** The gate the app provided; nothing when none was. */
export function AuthGate(props: AuthGateProps) {
  const render = useContext(AuthGateContext);
  return render ? render(props) : null;
}
