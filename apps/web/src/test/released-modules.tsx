import { RELEASED_MODULES, type ReleasedModules } from '@hookline/domain';
import type { ReactNode } from 'react';
import { ReleasedModulesProvider } from '../ui/released-modules.tsx';

/**
 * Every product's module is released today: what a module that is coming soon shows is proven on this list,
 * where Ad Templates is not released yet.
 */
export const BEFORE_TEMPLATES: ReleasedModules = { ...RELEASED_MODULES, 'ad-templates': false };

/** `ui` as the screens show it while Ad Templates is coming soon. */
export function beforeTemplates(ui: ReactNode): ReactNode {
  return <ReleasedModulesProvider value={BEFORE_TEMPLATES}>{ui}</ReleasedModulesProvider>;
}
