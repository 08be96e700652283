import { RELEASED_MODULES, type ReleasedModules } from '@hookline/domain';
import { createContext, useContext } from 'react';

/*
 * Which modules exist, as the screens read it: the domain's RELEASED_MODULES, or a test's list with a module
 * marked unreleased, so that what a coming-soon module shows stays proven once every module is released.
 */
const ReleasedModulesContext = createContext<ReleasedModules>(RELEASED_MODULES);

export const ReleasedModulesProvider = ReleasedModulesContext.Provider;

export function useReleasedModules(): ReleasedModules {
  return useContext(ReleasedModulesContext);
}
