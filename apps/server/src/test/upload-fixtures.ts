import sharp from 'sharp';

/** Test support for image uploads: a multipart body as a browser sends it, and real images. */
const BOUNDARY = '----hookline-test-boundary';

export function multipartUpload(
  file: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'logo.png'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export function testImage(width: number, height: number, format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG of one colour with any number of pixels, past sharp's default limit too: 16000x16000 compresses
 * to 0.8 MB, as in the report of images that ate the server's memory. libvips writes it in strips, so
 * even the largest costs seconds here, not memory. An interlaced one can only be decoded whole.
 */
export function plainPng(
  width: number,
  height: number,
  options: { interlaced?: boolean } = {},
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9, progressive: options.interlaced ?? false })
    .toBuffer();
}
