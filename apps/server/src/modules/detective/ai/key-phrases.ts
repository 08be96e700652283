/*
 * Reading a brand's words without a language model: key phrases over its copy and transcripts, and its hooks
 * gathered into clusters by the words they share. Plain counting with fixed tie-breaks, so the same ads always
 * give the same answer.
 */

const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can could did do does ' +
    'doing down each even ever every few for from get gets got had has have having he her here hers him his ' +
    'how i if in into is it its itself just let like me more most my no nor not now of off on once one only or ' +
    'other our ours out over own really same she should so some such than that the their theirs them then there ' +
    'these they this those through to too under until up us very was we were what when where which while who ' +
    'whom why will with would you your yours yourself new make made way day days time thing things ' +
    "it's i'm you're we're don't can't that's"
  ).split(' '),
);

/** The content words of a text, lower case, in order: stop words, numbers and single letters left out. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [])
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** A word's plain stem, so that "runner" and "runners" or "shoe" and "shoes" meet. */
const stem = (word: string) =>
  word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** The one-, two- and three-word phrases within each clause of a text, each once. */
function phrasesIn(text: string): Set<string> {
  const phrases = new Set<string>();
  for (const clause of text.split(/[.!?,;:()\n\u2026\u2013\u2014"“”]+/u)) {
    const words = contentWords(clause);
    for (let length = 1; length <= 3; length += 1) {
      for (let start = 0; start + length <= words.length; start += 1) {
        phrases.add(words.slice(start, start + length).join(' '));
      }
    }
  }
  return phrases;
}

/** A phrase and the ads whose words hold it. */
export interface KeyPhrase {
  phrase: string;
  adIds: string[];
}

/**
 * The phrases most ads share, scored by the ads holding them, longer phrases first among equals; a phrase
 * inside a longer one held by as many ads is left out. Held by at least two ads, unless the brand has one.
 */
export function keyPhrases(
  ads: readonly { adId: string; texts: readonly string[] }[],
  max: number,
): KeyPhrase[] {
  const byPhrase = new Map<string, string[]>();
  for (const ad of ads) {
    const phrases = new Set<string>();
    for (const text of ad.texts) for (const phrase of phrasesIn(text)) phrases.add(phrase);
    for (const phrase of phrases) {
      const ids = byPhrase.get(phrase);
      if (ids) ids.push(ad.adId);
      else byPhrase.set(phrase, [ad.adId]);
    }
  }
  const minimum = ads.length > 1 ? 2 : 1;
  const wordsOf = (phrase: string) => phrase.split(' ').length;
  const ranked = [...byPhrase]
    .filter(([, ids]) => ids.length >= minimum)
    .sort(
      ([a, idsA], [b, idsB]) =>
        idsB.length * (1 + 0.5 * (wordsOf(b) - 1)) - idsA.length * (1 + 0.5 * (wordsOf(a) - 1)) ||
        a.localeCompare(b),
    );
  const kept: KeyPhrase[] = [];
  for (const [phrase, ids] of ranked) {
    const covered = kept.some(
      (other) => ` ${other.phrase} `.includes(` ${phrase} `) && other.adIds.length >= ids.length,
    );
    if (covered) continue;
    kept.push({ phrase, adIds: ids });
    if (kept.length === max) break;
  }
  return kept;
}

/** A hook: an opening as the ads say it, with the ads that open with it. */
export interface Hook {
  text: string;
  adIds: string[];
  /** Heard in the video rather than read in the copy. */
  spoken: boolean;
}

/** Hooks that share their words, named by the words most of them hold. */
export interface HookCluster {
  label: string;
  hooks: Hook[];
  adIds: string[];
}

const SIMILAR = 0.3;

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Gathers hooks whose content words overlap (Jaccard at least 0.3 with the cluster's first hook, or two
 * words shared), most-used hooks first. A cluster is named by the words most of its hooks share, else by
 * its first hook's first words. The clusters with the most ads come first.
 */
export function clusterHooks(hooks: readonly Hook[]): HookCluster[] {
  const ordered = [...hooks].sort((a, b) => b.adIds.length - a.adIds.length || a.text.localeCompare(b.text));
  const clusters: { words: Set<string>; hooks: Hook[] }[] = [];
  for (const hook of ordered) {
    const words = new Set(contentWords(hook.text).map(stem));
    const home = clusters.find((cluster) => {
      const shared = [...words].filter((word) => cluster.words.has(word)).length;
      return overlap(words, cluster.words) >= SIMILAR || shared >= 2;
    });
    if (home) home.hooks.push(hook);
    else clusters.push({ words, hooks: [hook] });
  }
  const named = clusters.map((cluster) => {
    const counts = new Map<string, number>();
    for (const hook of cluster.hooks) {
      for (const word of new Set(contentWords(hook.text).map(stem))) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    const shared = [...counts]
      .filter(([, count]) => cluster.hooks.length > 1 && count >= 2)
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, 2)
      .map(([word]) => word);
    const first = cluster.hooks[0];
    const firstWords = contentWords(first?.text ?? '').map(stem);
    shared.sort((a, b) => firstWords.indexOf(a) - firstWords.indexOf(b));
    const label =
      shared.length > 0
        ? shared.join(' ')
        : contentWords(first?.text ?? '')
            .slice(0, 3)
            .join(' ');
    const adIds = [...new Set(cluster.hooks.flatMap((hook) => hook.adIds))];
    return { label, hooks: cluster.hooks, adIds };
  });
  return named.sort((a, b) => b.adIds.length - a.adIds.length || a.label.localeCompare(b.label));
}

/** The first sentence of a text (verbatim, trimmed), or null when it has none. */
export function firstSentence(text: string): string | null {
  const firstLine = text.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
  const sentence = /^.*?[.!?…]+(?=\s|$)/u.exec(firstLine)?.[0] ?? firstLine;
  return sentence === '' ? null : sentence;
}
