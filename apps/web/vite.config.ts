import { defineConfig } from 'vite';
import { legionVitePlugins } from '../../vite.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: legionVitePlugins(),
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
