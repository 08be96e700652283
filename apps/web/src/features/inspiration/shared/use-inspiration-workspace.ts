import { useProductWorkspace, type ProductCan } from '../../../app/session/use-product-workspace.ts';

/** The workspace of an Inspiration route (team inspiration and the filters use the active one). */
export function useInspirationWorkspace() {
  return useProductWorkspace('inspiration');
}

export type InspirationCan = ProductCan;
