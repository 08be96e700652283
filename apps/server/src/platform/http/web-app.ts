import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/auth/api/', '/reports/api/', '/tools/api/'];

/** Serves the built single-page app at `/`; any other GET that asks for HTML gets its index page. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'] });
  app.get('/*', (request, reply) => {
    const url = request.url;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix)) || !wantsHtml) {
      return reply.callNotFound();
    }
    return reply.type('text/html').sendFile('index.html');
  });
  return true;
}
