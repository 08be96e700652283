/**
 * Colours a new tag may take: mid-dark shades, so a swatch stands out from a light background by
 * more than WCAG's 3:1 for graphics.
 */
export const TAG_PALETTE = [
  { name: 'Indigo', hex: '#4f46e5' },
  { name: 'Blue', hex: '#1d4ed8' },
  { name: 'Teal', hex: '#0f766e' },
  { name: 'Green', hex: '#15803d' },
  { name: 'Amber', hex: '#b45309' },
  { name: 'Red', hex: '#b91c1c' },
  { name: 'Pink', hex: '#be185d' },
  { name: 'Slate', hex: '#475569' },
] as const;
