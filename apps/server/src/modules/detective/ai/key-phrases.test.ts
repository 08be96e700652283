import { describe, expect, it } from 'vitest';
import { clusterHooks, firstSentence, keyPhrases } from './key-phrases.ts';

describe('reading copy without a language model', () => {
  it('finds the phrases most ads share, leaving out a phrase inside a longer one held as widely', () => {
    const phrases = keyPhrases(
      [
        { adId: 'a', texts: ['Trail shoes for long runs. 20% off today!'] },
        { adId: 'b', texts: ['Meet the trail shoes runners love.', 'Runners, listen.'] },
        { adId: 'c', texts: ['Free shipping on every order.'] },
      ],
      5,
    );
    expect(phrases[0]).toEqual({ phrase: 'trail shoes', adIds: ['a', 'b'] });
    expect(phrases.map((phrase) => phrase.phrase)).not.toContain('trail');
    expect(phrases.every((phrase) => phrase.adIds.length >= 2)).toBe(true);
  });

  it('gathers hooks that share their words, names the cluster by them, and is the same whatever the order', () => {
    const hooks = [
      { text: 'Tired of sore feet after every run?', adIds: ['a'], spoken: false },
      { text: 'Free shipping on every pair.', adIds: ['c'], spoken: false },
      { text: 'Tired of sore feet on long runs?', adIds: ['b'], spoken: false },
    ];
    const clusters = clusterHooks(hooks);
    expect(clusters.map((cluster) => [cluster.label, cluster.adIds])).toEqual([
      ['sore feet', ['a', 'b']],
      ['free shipping pair', ['c']],
    ]);
    expect(clusterHooks([...hooks].reverse())).toEqual(clusters);
  });

  it('takes the first sentence of the first line, verbatim', () => {
    expect(firstSentence('  Tired of sore feet? Try ours.\nSecond line')).toBe('Tired of sore feet?');
    expect(firstSentence('   ')).toBeNull();
  });
});
