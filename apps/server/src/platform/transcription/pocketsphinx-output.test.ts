import { describe, expect, it } from 'vitest';
import { parseContinuousOutput, parseLiveOutput } from './pocketsphinx-output.ts';

describe('pocketsphinx output', () => {
  it('reads pocketsphinx_continuous -time yes (0.8): one segment per utterance, fillers and variants dropped', () => {
    // As Debian 12's pocketsphinx 0.8 printed it for two sentences with a pause between them.
    const stdout = [
      'our summer sale starts today with free shipping on every are to',
      '<s> 0.000 0.020 0.999700',
      'our 0.030 0.190 0.658133',
      'summer 0.200 0.520 0.999500',
      'sale 0.530 0.870 0.855800',
      'starts 0.880 1.350 0.748164',
      'today 1.360 1.690 0.910455',
      '<sil> 1.700 1.910 0.631313',
      'free 1.920 2.150 0.943644',
      'shipping 2.160 2.570 0.985504',
      'on 2.580 2.770 0.699534',
      'every(2) 2.780 3.100 0.400474',
      '</s> 3.540 4.000 1.000000',
      'stop the and save twenty percent',
      '<s> 5.310 5.420 1.000100',
      '[SPEECH] 5.430 5.720 0.038186',
      'and(2) 6.220 6.430 0.043189',
      'save 6.440 6.770 0.128717',
      '++NOISE++ 6.780 6.800 0.5',
      'twenty 6.800 7.220 0.993818',
      'percent 7.230 7.730 0.915202',
      '</s> 8.400 8.740 1.000000',
      '<s> 9.000 9.020 1.0',
      '<sil> 9.030 9.500 1.0',
      '</s> 9.510 9.600 1.0',
    ].join('\n');
    const heard = parseContinuousOutput(stdout);
    expect(heard.segments).toEqual([
      { start: 0.03, end: 3.1, text: 'our summer sale starts today free shipping on every' },
      { start: 6.22, end: 7.73, text: 'and save twenty percent' },
    ]);
    // The decoder’s mean probability of the 13 words it heard, fillers and silences left out.
    const probabilities = [
      0.658133, 0.9995, 0.8558, 0.748164, 0.910455, 0.943644, 0.985504, 0.699534, 0.400474, 0.043189,
      0.128717, 0.993818, 0.915202,
    ];
    expect(heard.confidence).toBeCloseTo(probabilities.reduce((a, b) => a + b) / probabilities.length, 10);
  });

  it('reads nothing from silence', () => {
    expect(parseContinuousOutput('')).toEqual({ segments: [], confidence: null });
    expect(parseLiveOutput('')).toEqual({ segments: [], confidence: null });
  });

  it('reads pocketsphinx live (5.x): one JSON line per segment, timed by its words', () => {
    const stdout = [
      '{"b":0.240,"d":3.100,"p":0.000,"t":"shop the summer sale","w":[{"b":0.240,"d":0.070,"p":1.000,"t":"<s>"},' +
        '{"b":0.310,"d":0.320,"p":0.997,"t":"shop"},{"b":0.630,"d":0.200,"p":0.897,"t":"the(2)"},' +
        '{"b":0.830,"d":0.500,"p":0.9,"t":"summer"},{"b":1.330,"d":0.600,"p":0.9,"t":"sale"},' +
        '{"b":1.930,"d":0.300,"p":1.000,"t":"</s>"}]}',
      '{"b":4.000,"d":1.500,"p":0.500,"t":"free shipping"}',
      '{"b":6.000,"d":0.010,"p":1.000,"t":"","w":[]}',
      'not json',
    ].join('\n');
    expect(parseLiveOutput(stdout)).toEqual({
      segments: [
        { start: 0.31, end: 1.93, text: 'shop the summer sale' },
        { start: 4, end: 5.5, text: 'free shipping' },
      ],
      // shop, the, summer, sale, then the two words of a line without its words.
      confidence: (0.997 + 0.897 + 0.9 + 0.9 + 0.5 + 0.5) / 6,
    });
  });
});
