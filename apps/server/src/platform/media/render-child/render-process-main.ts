import sharp from 'sharp';
import { makeImages, readImageHeader } from './make-images.ts';
import type { RenderReply, RenderRequest } from './render-protocol.ts';

/*
 * The render process: reads, rasterises and encodes the images the server asks for, at the priority the
 * server gave it: lower for its background work, so that a burst of rendering (the Discover library's first
 * half hour) never takes the server's core. The server itself decodes no image, so that neither libvips nor a
 * picture's pixels live in its memory. It holds no database and no storage: it answers bytes or writes the
 * files it is named.
 */

// The background process works one libvips thread per image, so that it stays within a core of its own even
// when asked for several; the one for images a person waits for lets libvips use every core.
const threads = /^--threads-per-image=(\d+)$/.exec(process.argv[2] ?? '')?.[1];
if (threads !== undefined) sharp.concurrency(Number(threads));
// libvips keeps recent operations (up to 50 MB) for reuse; every image asked for is a different picture, so
// the cache can't help, and off it holds nothing once a burst is over.
sharp.cache(false);

const send = process.send?.bind(process);
if (!send) {
  console.error('The render process is started by the server, with an IPC channel.');
  process.exit(2);
}

function reply(message: RenderReply): void {
  // The server is gone when the channel is closed: nothing is waiting for the answer.
  if (process.connected) send!(message);
}

process.on('message', (request: RenderRequest) => {
  const answer: Promise<RenderReply> =
    'header' in request
      ? readImageHeader(request.header).then((header) => ({ id: request.id, header }))
      : makeImages(request.recipe).then((made) => ({ id: request.id, made }));
  answer.then(reply, (error: unknown) =>
    reply({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

// The server stopped (or let an idle render process go): this process ends with it.
process.on('disconnect', () => process.exit(0));
