import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { legionVitePlugins } from '../../vite.shared.ts';

/**
 * Two builds (`npm run build:web`): the browser's (dist/) and the server renderer
 * (`--ssr src/ssr/entry-server.tsx`, into dist/server/), which the API server loads at run time.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: legionVitePlugins(),
  resolve: {
    // @legion/ui from its sources (its `@legion/source` export condition), never from its dist
    conditions: ['@legion/source', ...defaultClientConditions],
    // Tailwind resolves the CSS @import of the library's stylesheet with its own conditions
    alias: [
      {
        find: /^@legion\/ui\/styles\.css$/,
        replacement: fileURLToPath(
          new URL('../../packages/ui/src/styles/index.css', import.meta.url),
        ),
      },
    ],
  },
  // the renderer takes @legion/ui from its sources too; React and the other packages stay
  // external and load from node_modules beside the server
  ssr: { resolve: { conditions: ['@legion/source', ...defaultServerConditions] } },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node22', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2023',
        manifest: true,
        // one stylesheet, linked from index.html: a server-rendered page needs its styles
        // before any script runs, and a lazy page's own CSS would only come with its script
        // (the only one was the pricing carousel's 0.6 kB)
        cssCodeSplit: false,
        modulePreload: {
          // index.html keeps its preloads (a page the browser renders fetches them with the
          // entry). A lazy chunk's imports are not preloaded from JavaScript: Vite's helper
          // appended a <link> per import, about half of the task that starts a server-rendered
          // page on a slow phone (decision 0088); the browser fetches them as it reads the chunk.
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        rolldownOptions: {
          // zod's schema builders are pure: a schema no code reads is dropped with the rest of
          // its module instead of being built at every start (decision 0088)
          treeshake: { manualPureFunctions: ['z'] },
        },
      },
  server: {
    port: 5173,
    // `npm run dev` runs the API server beside Vite; the app calls it under /api.
    proxy: {
      '/api': 'http://localhost:3000',
      '/agent/package': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/open': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
}));
