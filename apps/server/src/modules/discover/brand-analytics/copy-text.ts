import type { DetectiveOfferKind } from '@hookline/domain';

/*
 * Reading an ad's copy: its opening line, its phrases and its offers. Plain patterns, no language model:
 * what they find is quoted or counted, never rewritten.
 */

/** The copy's first line, cut after its first sentence; verbatim but for the spaces around it. Null when empty. */
export function openingLine(body: string): string | null {
  const firstLine = body.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
  const sentence = /^.*?[.!?…]+(?=\s|$)/u.exec(firstLine)?.[0] ?? firstLine;
  return sentence === '' ? null : sentence;
}

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do for from get got has have how i if in into is it its just me more ' +
    'my no not now of on or our out so than that the their them then there these this those to too up us ' +
    'was we what when which who why will with you your yours all any every each just only very'
  ).split(' '),
);

const PHRASE_LENGTHS = [2, 3] as const;

/**
 * The copy's two- and three-word phrases within a clause, lower case, none holding a stop word or a bare
 * number; each once.
 */
export function phrasesOf(body: string): Set<string> {
  const phrases = new Set<string>();
  // A phrase stays within a clause: punctuation and line breaks end it.
  for (const clause of body.toLowerCase().split(/[.!?,;:()\n\u2026\u2013\u2014]+/u)) {
    const words = clause.match(/[\p{L}\p{N}']+/gu) ?? [];
    for (const length of PHRASE_LENGTHS) {
      for (let start = 0; start + length <= words.length; start += 1) {
        const gram = words.slice(start, start + length);
        if (gram.every((word) => !STOP_WORDS.has(word) && !/^\d+$/.test(word) && word.length > 1)) {
          phrases.add(gram.join(' '));
        }
      }
    }
  }
  return phrases;
}

const OFFER_PATTERNS: Record<DetectiveOfferKind, RegExp> = {
  'percent-off': /\b(?:up to\s+)?\d{1,3}\s?%\s*off\b|\bsave\s+\d{1,3}\s?%/giu,
  'free-shipping': /\bfree\s+(?:shipping|delivery)\b/giu,
  bogo: /\bbogo\b|\bbuy\s+(?:one|1),?\s+get\s+(?:one|1)(?:\s+free)?\b/giu,
  price: /[$€£]\s?\d+(?:[.,]\d{1,2})?|\b\d+(?:[.,]\d{1,2})?\s?(?:€|£|usd|eur|gbp)(?![\p{L}])/giu,
};

/** The offers the copy names, by kind, with the texts that name them as written. */
export function offersIn(body: string): Map<DetectiveOfferKind, string[]> {
  const offers = new Map<DetectiveOfferKind, string[]>();
  for (const [kind, pattern] of Object.entries(OFFER_PATTERNS) as [DetectiveOfferKind, RegExp][]) {
    const found = [...body.matchAll(pattern)].map((match) => match[0]);
    if (found.length > 0) offers.set(kind, found);
  }
  return offers;
}
