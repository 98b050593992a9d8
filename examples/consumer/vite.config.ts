/**
 * The example's build: the app (index.html) and, for the size report, a page with one Button,
 * one with the shell's pieces (pieces.html) and one with React alone. Beside the build, dist/entries.json lists for each page every
 * file it can load (its chunks, their imports and dynamic imports, their CSS) and the modules
 * rendered into them, which size.ts and the test read.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

interface Entry {
  files: string[];
  modules: string[];
}

const entriesReport: Plugin = {
  name: 'consumer:entries-report',
  apply: 'build',
  writeBundle(options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [[output.fileName, output] as const] : [],
      ),
    );
    const entries: Record<string, Entry> = {};
    for (const chunk of chunks.values()) {
      if (!chunk.isEntry) continue;
      const files = new Set<string>();
      const modules = new Set<string>();
      const visit = (fileName: string) => {
        const current = chunks.get(fileName);
        if (!current || files.has(fileName)) return;
        files.add(fileName);
        for (const [id, module] of Object.entries(current.modules))
          if (module.renderedLength > 0) modules.add(id);
        for (const css of current.viteMetadata?.importedCss ?? []) files.add(css);
        for (const next of [...current.imports, ...current.dynamicImports]) visit(next);
      };
      visit(chunk.fileName);
      entries[chunk.name] = { files: [...files], modules: [...modules] };
    }
    writeFileSync(join(options.dir ?? 'dist', 'entries.json'), JSON.stringify(entries, null, 2));
  },
};

export default defineConfig({
  plugins: [react(), entriesReport],
  build: {
    rolldownOptions: {
      input: {
        main: 'index.html',
        button: 'button.html',
        pieces: 'pieces.html',
        react: 'react.html',
      },
    },
  },
});
