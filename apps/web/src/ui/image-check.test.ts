import { MESSAGES } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { checkImage, checkImageFile, checkImageSize } from './image-check.ts';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'avatar', { type });

describe('avatar and logo image checks', () => {
  it('accepts JPG and PNG only', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/gif', size: 1000 })).toBe(MESSAGES.imageTypeInvalid);
  });

  it('refuses files over 8 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 8 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 8 * 1024 * 1024 + 1 })).toBe(MESSAGES.imageTooLarge);
  });

  it('needs at least 250x250 pixels', () => {
    expect(checkImageSize({ width: 250, height: 250 })).toBeNull();
    expect(checkImageSize({ width: 249, height: 800 })).toBe(MESSAGES.imageTooSmall);
  });

  it('reads the pixel size only for an acceptable file', async () => {
    const readSize = async () => ({ width: 100, height: 100 });
    expect(await checkImage(file('image/png', 10), readSize)).toBe(MESSAGES.imageTooSmall);
    expect(await checkImage(file('text/plain', 10), readSize)).toBe(MESSAGES.imageTypeInvalid);
  });

  it('treats an unreadable image as the wrong type', async () => {
    const readSize = () => Promise.reject(new Error('broken'));
    expect(await checkImage(file('image/jpeg', 10), readSize)).toBe(MESSAGES.imageTypeInvalid);
  });
});
