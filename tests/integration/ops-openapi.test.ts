import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/**
 * Routes that are not in the document, each for a reason. Everything else of the route table
 * (collected as the app is built, so a new route is checked without being listed) must be.
 */
const EXCLUDED: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  // Fastify adds a HEAD twin to every GET; the document lists the GET.
  { pattern: /^HEAD /, why: 'automatic HEAD of a GET' },
  { pattern: /^GET \/docs(\/|$)/, why: 'the docs page itself and its assets' },
  { pattern: /^GET \/\*$/, why: 'static files of the built PWA (and the app shell fallback)' },
];

function isExcluded(key: string, route: RouteOptions): boolean {
  // The auth socket needs an upgrade; it is not an HTTP operation.
  if ((route as { websocket?: boolean }).websocket) return true;
  return EXCLUDED.some(({ pattern }) => pattern.test(key));
}

/** `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('OpenAPI document', () => {
  const routes: RouteOptions[] = [];
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    // An empty build folder: the static plugin adds a route per built file when dist/ exists
    // (after `npm run build`), which is not API and not in the document.
    const staticDir = mkdtempSync(path.join(tmpdir(), 'lab-portal-openapi-static-'));
    t = await createTestApp(
      { STATIC_DIR: staticDir },
      { onRoute: (route) => void routes.push(route) },
    );
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is OpenAPI 3 made from the routes schemas', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const health = doc.paths['/health']?.get as { responses: Record<string, unknown> };
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503']));
    const save = doc.paths['/presets-api/preset/save']?.post as { requestBody?: unknown };
    expect(save.requestBody).toBeDefined();
  });

  it('lists every route of the route table', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        if (isExcluded(key, route)) continue;
        checked += 1;
        if (!doc.paths[openApiPath(route.url)]?.[method.toLowerCase()]) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('serves the docs page under a CSP of its own, leaving the app CSP strict', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    const script = await t.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(config.headers['content-security-policy']).not.toMatch(/validator\.swagger\.io/);
  });
});
