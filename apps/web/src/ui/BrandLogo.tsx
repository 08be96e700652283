import { Group, Text } from '@mantine/core';

interface BrandLogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  /** Only the mark, for a collapsed sidebar. */
  markOnly?: boolean;
  size?: number;
}

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="hookline-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4524e3" />
          <stop offset="0.55" stopColor="#7356fe" />
          <stop offset="1" stopColor="#ec5b9b" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#hookline-mark)" />
      <path
        d="M38 14v22a10 10 0 0 1-20 0v-4"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M18 32l-5 5" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <circle cx="38" cy="14" r="4" fill="#fff" />
    </svg>
  );
}

export function BrandLogo({ inverted = false, markOnly = false, size = 32 }: BrandLogoProps) {
  return (
    <Group gap={10} wrap="nowrap" aria-label="Hookline">
      {inverted ? (
        <span
          style={{
            display: 'inline-flex',
            borderRadius: size * 0.28,
            boxShadow: '0 0 0 1.5px rgba(255,255,255,0.55), 0 6px 18px rgba(0,0,0,0.25)',
          }}
        >
          <BrandMark size={size} />
        </span>
      ) : (
        <BrandMark size={size} />
      )}
      {!markOnly && (
        <Text fw={800} fz={size * 0.62} lts={-0.4} c={inverted ? 'white' : 'dark.8'} lh={1}>
          Hookline
        </Text>
      )}
    </Group>
  );
}
