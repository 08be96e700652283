import { Center, Loader, Stack } from '@mantine/core';
import { BrandMark } from './BrandLogo.tsx';

export function FullPageLoader() {
  return (
    <Center mih="100vh">
      <Stack align="center" gap="lg">
        <BrandMark size={44} />
        <Loader size="sm" type="dots" />
      </Stack>
    </Center>
  );
}
