import type { MediaSource } from '../launch-platform.ts';

/** Every byte of a file: images are small enough to hold whole. */
export async function readAll(media: MediaSource): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of media.open()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Reads a file's bytes range after range, in the order the platform asks for them, holding one range at a
 * time. A range before what was already read opens the file again (a chunk Meta asks for twice).
 */
export class RangeReader {
  private iterator: AsyncIterator<unknown> | null = null;
  private position = 0;
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly media: MediaSource) {}

  async read(start: number, end: number): Promise<Buffer> {
    const iterator = this.iterator && start >= this.position ? this.iterator : this.reopen();
    const parts: Buffer[] = [];
    let wanted = end - start;
    while (wanted > 0) {
      if (this.pending.length === 0) {
        const next = await iterator.next();
        if (next.done) break;
        this.pending = Buffer.from(next.value as Uint8Array);
      }
      const skip = Math.min(Math.max(start - this.position, 0), this.pending.length);
      this.pending = this.pending.subarray(skip);
      this.position += skip;
      if (this.position < start) continue;
      const taken = this.pending.subarray(0, wanted);
      parts.push(taken);
      this.pending = this.pending.subarray(taken.length);
      this.position += taken.length;
      wanted -= taken.length;
    }
    return Buffer.concat(parts);
  }

  private reopen(): AsyncIterator<unknown> {
    this.iterator = this.media.open()[Symbol.asyncIterator]();
    this.position = 0;
    this.pending = Buffer.alloc(0);
    return this.iterator;
  }
}
