export * from './billing-products.ts';
export * from './usage-limits.ts';
export * from './billing-api.ts';
export * from './add-on-rules.ts';
export * from './countries.ts';
export * from './billing-access.ts';
export * from './limit-check.ts';
export * from './product-access.ts';
