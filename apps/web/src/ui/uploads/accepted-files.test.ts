import { describe, expect, it } from 'vitest';
import { mediaKindOf, refusalMessage, sortOutFiles } from './accepted-files.ts';

describe('which files may be uploaded', () => {
  it('knows images and videos by extension, whatever the case', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.gif'].map(mediaKindOf)).toEqual([
      'image',
      'image',
      'image',
      'image',
    ]);
    expect(['e.mp4', 'f.MOV', 'g.webm'].map(mediaKindOf)).toEqual(['video', 'video', 'video']);
    expect(['brief.pdf', 'notes', 'archive.tar.gz', 'png', '.png.exe'].map(mediaKindOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuses other types, empty files and files over 5 GB before uploading, and says which', () => {
    const { accepted, refused } = sortOutFiles([
      { name: 'hero.png', size: 2_000 },
      { name: 'brief.pdf', size: 2_000 },
      { name: 'empty.jpg', size: 0 },
      { name: 'huge.mov', size: 6 * 1024 ** 3 },
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['hero.png']);
    expect(refusalMessage(refused)).toBe(
      'Only images (JPG, PNG, GIF) and videos (MP4, MOV, WEBM) can be uploaded. Not uploaded: brief.pdf. ' +
        'Files must be 5 GB or smaller. Not uploaded: huge.mov. ' +
        "Empty files can't be uploaded: empty.jpg.",
    );
  });

  it('shortens a long list of refused names', () => {
    const refused = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'].map((name) => ({
      name,
      reason: 'type' as const,
    }));
    expect(refusalMessage(refused)).toContain('Not uploaded: a.txt, b.txt, c.txt and 2 more.');
    expect(refusalMessage([])).toBeNull();
  });
});
