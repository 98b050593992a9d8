/**
 * Java .properties to text: comments stay (in configuration files they are the documentation),
 * each entry becomes one `key=value` line with continuation lines joined and escapes such as
 * `\uXXXX` resolved, so Chinese written as escapes is searchable as Chinese.
 */
const ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };

function resolveEscapes(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, sequence: string) => {
    if (sequence.length === 5) return String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    return ESCAPES[sequence] ?? sequence;
  });
}

/** index of the first unescaped separator (`=`, `:` or whitespace) in a logical line */
function separatorAt(line: string): number {
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '\\') i++;
    else if (ch === '=' || ch === ':' || ch === ' ' || ch === '\t' || ch === '\f') return i;
  }
  return -1;
}

const endsInContinuation = (line: string) => (/\\+$/.exec(line)?.[0].length ?? 0) % 2 === 1;

export function propertiesToText(source: string): string {
  const lines = source.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = (lines[i] ?? '').replace(/^[ \t\f]+/, '');
    if (line === '') continue;
    if (line.startsWith('#') || line.startsWith('!')) {
      out.push(line);
      continue;
    }
    while (endsInContinuation(line) && i + 1 < lines.length) {
      line = line.slice(0, -1) + (lines[++i] ?? '').replace(/^[ \t\f]+/, '');
    }
    const at = separatorAt(line);
    if (at < 0) {
      out.push(resolveEscapes(line));
      continue;
    }
    const key = line.slice(0, at);
    const value = line
      .slice(at)
      .replace(/^[ \t\f]*[=:]?[ \t\f]*/, '')
      .trimEnd();
    out.push(`${resolveEscapes(key)}=${resolveEscapes(value)}`);
  }
  return out.join('\n');
}
