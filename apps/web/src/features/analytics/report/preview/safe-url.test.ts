import { describe, expect, it } from 'vitest';
import { httpUrl, mediaUrl } from './safe-url.ts';

describe('URLs from the platforms', () => {
  it('keeps http(s) addresses and refuses scripts and local data', () => {
    expect(httpUrl('https://shop.example/p?x=1')).toBe('https://shop.example/p?x=1');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,hi')).toBeNull();
    expect(httpUrl('/relative')).toBeNull();
  });

  it('reads media from this server by path, and never from another host by a protocol-relative path', () => {
    expect(mediaUrl('/reports/api/v1/sandbox/thumbnails/abc.svg', 'https://app.hookline.test')).toBe(
      'https://app.hookline.test/reports/api/v1/sandbox/thumbnails/abc.svg',
    );
    expect(mediaUrl('//evil.example/x.png', 'https://app.hookline.test')).toBeNull();
    expect(mediaUrl('javascript:alert(1)', 'https://app.hookline.test')).toBeNull();
    expect(mediaUrl('https://cdn.example/v.mp4', 'https://app.hookline.test')).toBe(
      'https://cdn.example/v.mp4',
    );
  });
});
