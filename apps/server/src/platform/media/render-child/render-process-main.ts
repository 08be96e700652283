import sharp from 'sharp';
import { makeImages } from './make-images.ts';
import type { RenderReply, RenderRequest } from './render-protocol.ts';

/*
 * The render process: rasterises and encodes the images the server asks for, at the lower priority the server
 * gave it, so that a burst of rendering (the Discover library's first half hour) never takes the server's
 * core. It holds no database and no storage: it answers bytes or writes the files it is named.
 */

// One libvips thread per image: the process stays within a core of its own even when asked for several.
sharp.concurrency(1);

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
  makeImages(request.recipe).then(
    (made) => reply({ id: request.id, made }),
    (error: unknown) =>
      reply({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

// The server stopped (or let an idle render process go): this process ends with it.
process.on('disconnect', () => process.exit(0));
