import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the docs page is; the document is at `${DOCS_PATH}/json` (and `/yaml`). */
export const DOCS_PATH = '/docs';

/**
 * OpenAPI 3 made from the routes' own zod schemas as they are added (so it must be registered
 * before every module), and swagger-ui at /docs. The UI's routes are hidden from the document.
 */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Lab Portal',
          description: 'Every HTTP route of the portal, made from the zod schemas the routes use.',
          version: '1',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'An access token of /auth.' },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(async (scope) => {
      await scope.register(swaggerUi, {
        routePrefix: DOCS_PATH,
        uiConfig: { validatorUrl: null },
        // The docs page gets a CSP of its own on its routes only (an onSend hook of this scope):
        // scripts from 'self' only, like the app; inline styles, which swagger-ui sets (the app
        // allows them too, for Mantine); no call to other origins ("Try it out" stays here).
        staticCSP: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'frame-ancestors': ["'self'"],
        },
      });
    });
  },
  { name: 'docs' },
);
