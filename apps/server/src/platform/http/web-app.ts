import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/auth/api/', '/reports/api/', '/tools/api/'];
/** Vite names every file under assets/ after its content: a changed file gets a new name. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const FOREVER = 'public, max-age=31536000, immutable';
/** The page that names the current assets: checked on every visit, so a release shows at once. */
const ALWAYS_CHECK = 'no-cache';
const AN_HOUR = 'public, max-age=3600';

function cacheControlFor(file: string): string {
  if (file.includes(HASHED_ASSETS)) return FOREVER;
  // The file may be the page's brotli or gzip copy.
  return path.basename(file).replace(/\.(br|gz)$/, '') === 'index.html' ? ALWAYS_CHECK : AN_HOUR;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the web app's own files or its page, not of the API. */
    webApp?: boolean;
  }
}

/**
 * A request for the web app's files or its page. The API's rate limit passes these by: a first visit of the
 * report page asks for some 160 files, so a team behind one address would otherwise spend the API's minute
 * on scripts and styles, and then see the app fail to load.
 */
export function isWebAppRequest(request: FastifyRequest): boolean {
  return request.routeOptions.config.webApp === true;
}

/**
 * Serves the built single-page app at `/`; any other GET that asks for HTML gets its index page. Text files
 * go out as the brotli or gzip copies the build made (by Accept-Encoding); hashed assets are cached for good.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(async (scope) => {
    // The web app's routes, the static plugin's included, say so in their config.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, webApp: true };
    });
    await scope.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(file));
      },
    });
    const sendIndex = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html');
    scope.get('/*', (request, reply) => {
      const url = request.url;
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (API_PREFIXES.some((prefix) => url.startsWith(prefix)) || !wantsHtml) {
        return reply.callNotFound();
      }
      return sendIndex(reply);
    });
  });
  return true;
}
