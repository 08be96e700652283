import {
  HOOK_PRODUCT_MAX,
  HOOK_STAGE_LABELS,
  HOOK_STAGES,
  type Hook,
  type HookStage,
  type ProductDetails,
} from '@hookline/domain';

/** Hooks in the order of the awareness stages, Unaware first; stages without a hook are left out. */
export function groupByStage<T extends Pick<Hook, 'stage'>>(
  hooks: readonly T[],
): { stage: HookStage; hooks: T[] }[] {
  return HOOK_STAGES.map((stage) => ({ stage, hooks: hooks.filter((hook) => hook.stage === stage) })).filter(
    (group) => group.hooks.length > 0,
  );
}

/** Every hook's line, under its stage's name, ready to paste into a brief. */
export function allHooksAsText(hooks: readonly Hook[]): string {
  return groupByStage(hooks)
    .map(({ stage, hooks: inStage }) =>
      [HOOK_STAGE_LABELS[stage], ...inStage.map((hook) => `- ${hook.text}`)].join('\n'),
    )
    .join('\n\n');
}

/** A price as a shop shows it: "129.00 USD"; null without one. */
function priceLine(product: ProductDetails): string | null {
  if (!product.price) return null;
  return product.currency ? `${product.price} ${product.currency}` : product.price;
}

/** The product text the generator reads, from a product page's brief: name, brand, price, then its description. */
export function productBrief(product: ProductDetails): string {
  const price = priceLine(product);
  const lines = [
    product.name,
    product.brand ? `Brand: ${product.brand}` : null,
    price ? `Price: ${price}` : null,
    '',
    product.description,
  ].filter((line): line is string => line !== null);
  return lines.join('\n').trim().slice(0, HOOK_PRODUCT_MAX);
}
