import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { STORYBOOK_HEADERS } from './security-headers.ts';

/** where the component catalogue is served: the built Storybook's folder, as a folder */
export const STORYBOOK_PATH = '/storybook';

/** Whether the catalogue has been built into `root`: its index.html is there. */
async function isBuilt(root: string | undefined): Promise<boolean> {
  if (!root) return false;
  try {
    return (await stat(join(root, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

/** the answer while there is no catalogue: what it is and how to build it, in both languages */
const NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Component catalogue not built</title>
</head>
<body>
<h1>The component catalogue has not been built</h1>
<p>This server shows the component catalogue (the built Storybook of the library and the app's screens) here once it has been built. Run <code>npm run build-storybook</code> at the repository root: it writes <code>storybook-static/</code>, and this page becomes the catalogue.</p>
<p lang="zh-CN">组件目录尚未构建。在仓库根目录运行 <code>npm run build-storybook</code>，它会生成 <code>storybook-static/</code>，之后这里就是组件目录。</p>
</body>
</html>
`;

function notBuilt(c: Context) {
  c.header('Cache-Control', 'no-cache');
  return c.html(NOT_BUILT_HTML, 404);
}

/**
 * Serves the component catalogue, the static Storybook `npm run build-storybook` writes, at
 * /storybook/ (/storybook redirects there: the build's pages load their files by relative
 * paths). Files are served as the web app's are: hashed assets (`assets/`) cached for a year,
 * everything else revalidated, a folder by its index.html, nothing outside `root` (serveStatic
 * refuses `..`, encoded separators and backslashes). They carry STORYBOOK_HEADERS instead of the
 * web app's policy. A missing file is the server's 404; while `root` has no index.html (not
 * built, or no `root`), every path under /storybook/ answers a 404 page that says how to build it.
 * Whether it is built is asked per request, so a build made while the server runs is served.
 */
export function mountStorybook<E extends Env>(app: Hono<E>, root: string | undefined) {
  const serveFiles = (folder: string) =>
    serveStatic<E>({
      root: folder,
      rewriteRequestPath: (path) => path.slice(STORYBOOK_PATH.length),
      onFound: (_path, c) => {
        for (const [name, value] of Object.entries(STORYBOOK_HEADERS)) c.header(name, value);
        c.header(
          'Cache-Control',
          c.req.path.startsWith(`${STORYBOOK_PATH}/assets/`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  // made once the folder exists (serveStatic complains at start about a missing one)
  let files: MiddlewareHandler<E> | undefined;
  // `/storybook/*` also matches `/storybook` itself
  app.get(`${STORYBOOK_PATH}/*`, async (c) => {
    if (c.req.path === STORYBOOK_PATH) {
      return c.redirect(`${STORYBOOK_PATH}/${new URL(c.req.url).search}`, 301);
    }
    if (root && !files && existsSync(root)) files = serveFiles(root);
    const found = await files?.(c, async () => {});
    if (found) return found;
    return (await isBuilt(root)) ? c.notFound() : notBuilt(c);
  });
}
