/**
 * The head of a server-rendered page, made to paint from its first bytes (decision
 * 0088). index.html as built links three things a paint waits for or competes with:
 *  - `/early.js`, a blocking script (the stored theme, taps held until hydration): here it is
 *    written inline with the answer's nonce, one request fewer before the first paint;
 *  - the stylesheet: written inline as a `<style>`, so the page's first bytes carry everything
 *    it needs to paint;
 *  - the entry module's 44 modulepreloads: a slow phone's bandwidth went to about 200 kB of
 *    JavaScript while the HTML was still arriving. The entry itself stays (a module script does
 *    not hold the paint) and the browser fetches its imports as it reads it. Requesting the
 *    entry only after the first paint gained 0.1–0.3 s of first paint more, but left a longer
 *    time in which the page shows controls the app has not taken over yet.
 * Pages the browser renders (behind sign-in) keep index.html as built: they cannot paint
 * before their script anyway.
 */

const EARLY_SCRIPT = /<script src="\/early\.js"><\/script>/;
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
  /** the template with the early script and stylesheets written in, without modulepreloads */
  template: string;
  /** the early script, to be written inline (without its tag) */
  script: string;
}

const SCRIPT_SLOT = '<!--legion-inline-script-->';

/** JavaScript text that cannot end its `<script>` element early */
function scriptSafe(text: string): string {
  return text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/**
 * Writes the template's early script and stylesheets in and drops its modulepreloads, as
 * described above. A template without them (a different build) is left as it is, part by part.
 */
export function prepareHead(template: string, files: DocumentFiles): PreparedHead {
  let html = template;
  let script = '';
  if (EARLY_SCRIPT.test(html)) {
    html = html.replace(EARLY_SCRIPT, SCRIPT_SLOT);
    script = scriptSafe(files.earlyScript);
  }
  html = html.replace(STYLESHEET, (link, href: string) => {
    const css = files.stylesheet(href);
    return css === null ? link : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  });
  html = html.replace(MODULE_PRELOAD, '');
  return { template: html, script };
}

/** The prepared template with its inline script written in, carrying this answer's nonce. */
export function withInlineScript(head: PreparedHead, nonce: string): string {
  if (!head.template.includes(SCRIPT_SLOT)) return head.template;
  const tag = `<script nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}">${head.script}</script>`;
  return head.template.replace(SCRIPT_SLOT, () => tag);
}
