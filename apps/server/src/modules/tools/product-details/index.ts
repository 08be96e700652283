/** Product details read from a product page's address: the tools area registers the route. */
export { readProductDetails } from './product-details.service.ts';
export {
  productDetailsRoutes,
  PRODUCT_DETAILS_PER_MINUTE,
  type ProductDetailsGuard,
  type ProductDetailsRouteOptions,
} from './product-details.routes.ts';
export { PRODUCT_PAGE_LIMITS, type ProductPageLimits } from './product-page.ts';
