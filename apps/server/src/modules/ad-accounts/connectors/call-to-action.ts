/**
 * A platform's call-to-action type as its button reads (`SHOP_NOW` → "Shop now", `LEARN_MORE` →
 * "Learn more"); null for none. Both Meta and TikTok name their buttons this way.
 */
export function callToActionLabel(type: string | null | undefined): string | null {
  if (!type || type.trim() === '' || type === 'NO_BUTTON') return null;
  const words = type
    .trim()
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
