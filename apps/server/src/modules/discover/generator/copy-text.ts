/** Fills `{name}` placeholders of a template. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Lower-cases the first letter of a phrase unless it starts an acronym or a name ('APY', 'SOC 2'). */
export function lowerFirst(phrase: string): string {
  const [first, second] = phrase;
  if (first === undefined || second === undefined || second !== second.toLowerCase()) return phrase;
  return first.toLowerCase() + phrase.slice(1);
}

export function upperFirst(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** A sentence ends with one full stop, question mark or exclamation mark (or an ellipsis). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** 'Barrier Repair Serum' → 'barrier-repair-serum'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A price as an ad shows it: '$38', '$1,295', or 'Free'; plans are priced per month. */
export function formatPrice(price: number, options: { perMonth?: boolean } = {}): string {
  if (price === 0) return 'Free';
  const amount = `$${price.toLocaleString('en-US')}`;
  return options.perMonth ? `${amount}/mo` : amount;
}

/** Text without emoji and pictographs, for drawing and for speech. */
export function withoutEmoji(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,!?])/g, '$1')
    .trim();
}
