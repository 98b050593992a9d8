/** A small streaming walk over OOXML parts with htmlparser2's XML mode; names lose their prefix. */
import { Parser } from 'htmlparser2';

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function walkXml(xml: string, handlers: XmlHandlers): void {
  const parser = new Parser(
    {
      onopentag: (name, attributes) => handlers.open?.(localName(name), attributes),
      onclosetag: (name) => handlers.close?.(localName(name)),
      ontext: (text) => handlers.text?.(text),
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
}
