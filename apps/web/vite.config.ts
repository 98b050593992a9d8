import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { legionVitePlugins } from '../../vite.shared.ts';

export default defineConfig({
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    manifest: true,
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
});
