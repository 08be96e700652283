import { PRODUCT_URL_MAX, TOOLS_MESSAGES, type ProductDetails } from '@hookline/domain';
import { Button, Card, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconWorldDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { toolsApi } from '../../../api/tools-api.ts';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { isSignedOutLimit } from './use-hook-generation.ts';

/** Whether `value` reads as an http(s) address; the server checks the rest (public address, redirects). */
function looksLikePageAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

interface ProductFetchProps {
  onFetched: (product: ProductDetails) => void;
  signedOut?: boolean;
  botCheckToken?: string;
  /** The signed-out limit was met: the caller shows the gate. */
  onLimit?: () => void;
}

/** The product read from one page: its first image and its name, with where it came from. */
export function ProductCard({ product }: { product: ProductDetails }) {
  const image = safeImageUrl(product.images[0] ?? null);
  return (
    <Card withBorder radius="md" padding="sm" aria-label={`Product: ${product.name}`} component="section">
      <Group wrap="nowrap" gap="sm" align="center">
        {image && (
          <Image
            src={image}
            alt={product.name}
            w={64}
            h={64}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {product.name}
          </Text>
          {(product.brand ?? product.price) && (
            <Text size="sm" c="dimmed">
              {[product.brand, product.price && [product.price, product.currency].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** "Fetch from a product page": an address, read by the server into the product's text and a card. */
export function ProductFetch({ onFetched, signedOut = false, botCheckToken, onLimit }: ProductFetchProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [product, setProduct] = useState<ProductDetails | null>(null);
  const fetchDetails = useMutation({
    mutationFn: (address: string) => toolsApi.productDetails(address, { botCheckToken }),
    onSuccess: (details) => {
      setProduct(details);
      onFetched(details);
    },
    onError: (failure) => {
      if (isSignedOutLimit(failure, signedOut)) {
        onLimit?.();
        return;
      }
      setError(failure.message);
    },
  });

  const submit = () => {
    const address = url.trim();
    if (!looksLikePageAddress(address)) {
      setError(TOOLS_MESSAGES.urlInvalid);
      return;
    }
    setError(null);
    fetchDetails.mutate(address);
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Product page address"
        placeholder="https://shop.example.com/products/trail-runner"
        type="url"
        inputMode="url"
        value={url}
        maxLength={PRODUCT_URL_MAX}
        error={error}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          // Enter fetches the page rather than submitting the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
      />
      <div>
        <Button
          variant="default"
          leftSection={<IconWorldDownload size={16} />}
          loading={fetchDetails.isPending}
          onClick={submit}
        >
          Fetch from a product page
        </Button>
      </div>
      {product && <ProductCard product={product} />}
    </Stack>
  );
}
