import type { Hook } from '@hookline/domain';
import { articleFor, nearDuplicate, wordCount } from './hook-english.ts';

/** A line a copywriter would not hand in: what is wrong with it, or nothing. */
export function lineProblems(line: string, options: { endsWithMark: boolean }): string[] {
  const problems: string[] = [];
  if (/[{}[\]<>]|\bundefined\b|\bnull\b|\bNaN\b|\$\{/.test(line)) problems.push('placeholder');
  if (/ {2}|^\s|\s$/.test(line)) problems.push('stray space');
  if (/\s[,.;:?!]/.test(line)) problems.push('space before punctuation');
  if (!/^[\p{Lu}\p{N}]/u.test(line)) problems.push('not sentence case');
  if (options.endsWithMark && !/[.?!]$/.test(line)) problems.push('no closing punctuation');
  if (/[.?!]{2,}$/.test(line) && !/[ap]\.m\.[?!]?$/.test(line)) problems.push('doubled punctuation');
  if (/(?<![ap]\.m)[.?!] [a-z]/.test(line)) problems.push('sentence starting in lower case');
  for (const match of line.matchAll(/\b(a|an|A|An) ([\w'’-]+)/g)) {
    if (match[1]!.toLowerCase() !== articleFor(match[2]!)) problems.push(`"${match[0]}"`);
  }
  if (/\b(\w+) \1\b/i.test(line)) problems.push('repeated word');
  return problems;
}

/** Every rule a generated list must keep, as messages naming the hook at fault. */
export function hookListProblems(hooks: readonly Hook[]): string[] {
  const problems: string[] = [];
  hooks.forEach((hook, index) => {
    const at = (what: string) => problems.push(`#${index + 1} "${hook.text}": ${what}`);
    for (const problem of lineProblems(hook.text, { endsWithMark: true })) at(problem);
    for (const problem of lineProblems(hook.why, { endsWithMark: true })) at(`why: ${problem}`);
    for (const key of ['spoken', 'visual'] as const) {
      const value = hook[key];
      if (!value) at(`no ${key}`);
      else for (const problem of lineProblems(value, { endsWithMark: true })) at(`${key}: ${problem}`);
    }
    if (!hook.overlay) at('no overlay');
    else for (const problem of lineProblems(hook.overlay, { endsWithMark: false })) at(`overlay: ${problem}`);
    const headline = hook.headline ?? '';
    if (wordCount(headline) < 5 || wordCount(headline) > 8) at(`headline of ${wordCount(headline)} words`);
    for (const problem of lineProblems(headline, { endsWithMark: false })) at(`headline: ${problem}`);
    hooks.slice(0, index).forEach((other, otherIndex) => {
      if (nearDuplicate(other.text, hook.text)) at(`too close to #${otherIndex + 1} "${other.text}"`);
      if (other.headline?.toLowerCase() === headline.toLowerCase()) at(`same headline as #${otherIndex + 1}`);
    });
  });
  return problems;
}
