import { useSearchParams } from 'react-router';
import { BrandDirectory } from '../brands/BrandDirectory.tsx';
import { BrandPage } from '../brands/BrandPage.tsx';
import { DISCOVER_QUERY } from '../discover-paths.ts';

/** `library/brands`: the brands directory, or one brand's page when `brandId` names it. */
export function BrandsPage() {
  const [search] = useSearchParams();
  const brandId = search.get(DISCOVER_QUERY.brandId)?.trim();
  return brandId ? <BrandPage key={brandId} brandId={brandId} /> : <BrandDirectory />;
}
