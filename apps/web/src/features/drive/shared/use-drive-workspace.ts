import { useProductWorkspace } from '../../../app/session/use-product-workspace.ts';

/** The workspace of a Creative Hub route (the library and saved filters use the active one). */
export function useDriveWorkspace() {
  return useProductWorkspace('drive');
}
