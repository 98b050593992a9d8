import { describe, expect, it } from 'vitest';
import { prepareHead, withInlineScript } from './document.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>Legion</title>
    <script src="/early.js"></script>
    <style>#boot{}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
  </head>
  <body><!--app-html--><div id="root"></div><!--/app-html--></body>
</html>`;

const files = {
  earlyScript: 'document.documentElement.dataset.theme = "dark";',
  stylesheet: (href: string) => (href === '/assets/style-jkl.css' ? 'body{color:red}' : null),
};

describe('prepareHead', () => {
  it('writes the early script and the stylesheet into the page, and fetches no preloads', () => {
    const html = withInlineScript(prepareHead(TEMPLATE, files), 'n0nce');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('src="/early.js"');
    expect(html).not.toContain('modulepreload');
    // the entry stays: a module script does not hold the first paint
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    const inline = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toBe(files.earlyScript);
    // in the head, where the blocking early script was, before the styles
    expect(html.indexOf('<script nonce')).toBeLessThan(html.indexOf('<style>#boot'));
  });

  it('keeps a stylesheet it cannot read as a link, and the nonce cannot break out of its attribute', () => {
    const head = prepareHead(TEMPLATE, { ...files, stylesheet: () => null });
    const html = withInlineScript(head, '"><script>alert(1)</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
    expect(html).toContain('<script nonce="scriptalert1/script">');
  });

  it('leaves a template without these parts as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(withInlineScript(prepareHead(plain, files), 'n')).toBe(plain);
  });

  it('cannot end its script element early', () => {
    const head = prepareHead(TEMPLATE, { ...files, earlyScript: 'var a = "</script><b>";' });
    expect(head.script).not.toContain('</script');
  });
});
