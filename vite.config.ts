import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server (`npm run serve`). Run it with PUBLIC_URL=http://localhost:5173 for `vite` dev. */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * Writes `.vite/chunk-packages.json`: the npm packages inside each chunk, so `npm run size` can
 * prove the heavy ones (Quill, nivo, xlsx, Stripe) stay out of the first load.
 */
function chunkPackages(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = chunk.moduleIds.map(
          (id) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'))?.[1],
        );
        packages[chunk.fileName] = [...new Set(names.filter((name) => name !== undefined))];
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-packages.json',
        source: JSON.stringify(packages),
      });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` copies of the hashed assets (assets/*.js, .css, .svg) beside them;
 * the server sends the one the browser accepts (server/plugins/static.ts, preCompressed). Only
 * hashed files: their content never changes under the same name, so a copy cannot go stale.
 */
function precompress(): Plugin {
  return {
    name: 'lab-portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? here('./dist');
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /^assets\/.+\.(js|css|svg)$/.test(file.fileName))
          .map(async (file) => {
            const source = file.type === 'chunk' ? file.code : file.source;
            if (source.length < 1024) return;
            const target = path.join(outDir, file.fileName);
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
      );
    },
  };
}

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  [
    '/auth',
    '/user-api',
    '/presets-api',
    '/labbook-api',
    '/api',
    '/xapi',
    '/functions',
    '/files',
    '/health',
    '/config.json',
  ].map((prefix) => [
    prefix,
    { target: apiTarget, changeOrigin: false, ws: prefix === '/auth', xfwd: true },
  ]),
);

/**
 * The reference lab benches (labs/<bench>/index.html, plain TS) are served by the portal at
 * /benches/<bench>/ and precached with the app (globPatterns take their html, js and css).
 */
const BENCHES = ['density', 'titrations'];
const BENCH_HTML = /^labs\/([^/]+)\/index\.html$/;

function benchPaths(): Plugin {
  return {
    name: 'lab-portal:bench-paths',
    enforce: 'post',
    // Build: dist/labs/<bench>/index.html -> dist/benches/<bench>/index.html.
    generateBundle(_options, bundle) {
      for (const [key, file] of Object.entries(bundle)) {
        const bench = BENCH_HTML.exec(file.fileName)?.[1];
        if (!bench || file.type !== 'asset') continue;
        delete bundle[key];
        this.emitFile({
          type: 'asset',
          fileName: `benches/${bench}/index.html`,
          source: file.source,
        });
      }
    },
    // Dev: the same address.
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const match = /^\/benches\/([^/?]+)\/(?:index\.html)?(\?.*)?$/.exec(req.url ?? '');
        if (match) req.url = `/labs/${match[1]}/index.html${match[2] ?? ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      '@common': here('./common'),
      '@': here('./src'),
    },
  },
  plugins: [
    chunkPackages(),
    // Must come before react(): it turns route files into lazily loaded chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    benchPaths(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The page registers the worker itself (src/app/shell/update-prompt.tsx), no inline script.
      injectRegister: false,
      // The icons are precached by globPatterns already; listing them twice only adds noise.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Lab Portal',
        short_name: 'Lab Portal',
        description: 'Virtual science labs and your lab book, online and offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b7285',
        background_color: '#ffffff',
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // No webmanifest here: the plugin precaches it once, with a content revision; a second,
        // globbed entry would conflict.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/node_modules/**'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/size.mjs to measure the first-load JavaScript.
    manifest: true,
    rolldownOptions: {
      input: {
        main: here('./index.html'),
        callback: here('./callback.html'),
        'silent-renew': here('./silent-renew.html'),
        ...Object.fromEntries(
          BENCHES.map((bench) => [`bench-${bench}`, here(`./labs/${bench}/index.html`)]),
        ),
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
