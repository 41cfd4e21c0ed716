import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';

/** Paths that belong to services; they never fall back to the app shell. */
const SERVICE_PATH =
  /^\/(auth|user-api|presets-api|labbook-api|api|xapi|functions|files|worksheets-site|health|config\.json)(\/|\?|$)/;

/** Entry points that must be revalidated on every load, so a new version is found. */
const NO_CACHE =
  /(^|\/)(index\.html|sw\.js|callback\.html|silent-renew\.html|manifest\.webmanifest|registerSW\.js)$/;

/**
 * A page address (any client: `curl http://localhost:8080` gets the app), or any address a
 * browser navigates to. A missing file (`/assets/old.js`) is a 404, so that a stale script or
 * image is never answered with the page.
 */
function isPageRequest(url: string, accept = ''): boolean {
  const pathname = url.split('?')[0]!;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || accept.includes('text/html');
}

/** Serves the built PWA (when built) with the app shell as the fallback for client routes. */
export default fp(
  async function staticFiles(app: FastifyInstance) {
    const root = path.resolve(app.config.STATIC_DIR);
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn(`No built app in ${root}; run "npm run build" to serve the portal's pages.`);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the hashed assets (vite.config.ts precompress):
      // sent to browsers that accept them, about a quarter of the bytes on a slow network.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (NO_CACHE.test(filePath)) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // Files are registered at start; any other page address gets the app shell (client routes).
    app.get('/*', (request, reply) => {
      // A reference bench's folder address (`/benches/density/`) is its page, not the app shell.
      const bench = /^\/benches\/([a-z0-9-]+)\/(?:\?|$)/.exec(request.url)?.[1];
      if (bench && existsSync(path.join(root, 'benches', bench, 'index.html'))) {
        return reply.header('cache-control', 'no-cache').sendFile(`benches/${bench}/index.html`);
      }
      if (!SERVICE_PATH.test(request.url) && isPageRequest(request.url, request.headers.accept)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .code(404)
        .send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'static-files', dependencies: ['errors'] },
);
