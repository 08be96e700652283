import type { Page } from '@playwright/test';

/** A PNG of the given size, drawn by the page's own canvas (a soft gradient with initials). */
export async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#ffb86b');
      gradient.addColorStop(1, '#ec5b9b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.font = `bold ${Math.round(w / 3)}px sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('DU', w / 2, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
