/**
 * The head of a server-rendered page, made to paint from its first bytes (issue 18, decision
 * 0088). index.html as built links three things a paint waits for or competes with:
 *  - `/early.js`, a blocking script (the stored theme, taps held until hydration): here it is
 *    written inline with the answer's nonce, one request fewer before the first paint;
 *  - the stylesheet: written inline as a `<style>`, so the page's first bytes carry everything
 *    it needs to paint;
 *  - the app's entry module and its modulepreloads: a slow phone's bandwidth went to about
 *    200 kB of JavaScript while the HTML and CSS were still arriving. The entry is requested by
 *    a small inline loader once the page has painted (at once in a hidden tab, where no frame is
 *    drawn), and the browser fetches its imports as it reads them. The preloads are not
 *    re-added: appending some 45 links cost a slow phone about 100 ms of main thread, for one
 *    round trip saved after the page is already on screen.
 * Pages the browser renders (behind sign-in) keep index.html as built: they cannot paint
 * before their script anyway.
 */

const EARLY_SCRIPT = /<script src="\/early\.js"><\/script>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** What the renderer reads beside the template: public/early.js and a built stylesheet. */
export interface DocumentFiles {
  earlyScript: string;
  /** the text of a stylesheet the template links (`/assets/style-….css`), or null if unknown */
  stylesheet(href: string): string | null;
}

/** A template's head made ready once; only the nonce differs between answers. */
export interface PreparedHead {
  /** the template with the early script, stylesheets and entry replaced */
  template: string;
  /** the inline script (without its tag): the early script, then the loader */
  script: string;
}

const SCRIPT_SLOT = '<!--legion-inline-script-->';

/** JavaScript text that cannot end its `<script>` element early */
function scriptSafe(text: string): string {
  return text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** the loader: requests the entry after the first paint */
function loader(entry: string): string {
  const args = JSON.stringify([entry]).replace(/</g, '\\u003c');
  return `(function (entry) {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') return load();
    requestAnimationFrame(function () { setTimeout(load, 0); });
    // a browser that draws no frame (a tab hidden meanwhile) still gets the app
    setTimeout(load, 1000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}).apply(null, ${args});`;
}

/**
 * Replaces the template's early script, stylesheets and entry as described above. A template
 * without them (a different build) is left as it is, part by part.
 */
export function prepareHead(template: string, files: DocumentFiles): PreparedHead {
  let html = template;
  const parts: string[] = [];
  if (EARLY_SCRIPT.test(html)) {
    html = html.replace(EARLY_SCRIPT, SCRIPT_SLOT);
    parts.push(files.earlyScript);
  }
  html = html.replace(STYLESHEET, (link, href: string) => {
    const css = files.stylesheet(href);
    return css === null ? link : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  });
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry) {
    html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
    parts.push(loader(entry));
    if (!html.includes(SCRIPT_SLOT)) html = html.replace('</head>', `${SCRIPT_SLOT}</head>`);
  }
  return { template: html, script: scriptSafe(parts.join('\n')) };
}

/** The prepared template with its inline script written in, carrying this answer's nonce. */
export function withInlineScript(head: PreparedHead, nonce: string): string {
  if (!head.template.includes(SCRIPT_SLOT)) return head.template;
  const tag = `<script nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}">${head.script}</script>`;
  return head.template.replace(SCRIPT_SLOT, () => tag);
}
