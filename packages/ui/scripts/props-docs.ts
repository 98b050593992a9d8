/**
 * The library's usage pages as Markdown, with prop tables read from the components' sources:
 * `dist/docs/<Name>.md` for every `src/**\/<Name>.mdx`, and `dist/docs/README.md` listing them.
 * They ship in the package (its `files` is `dist`) for readers without Storybook, and every
 * library build makes them (the `propsDocs()` plugin in vite.config.ts), so they cannot drift
 * from the code. `buildUsagePages` and `writePropsDocs` do the same for a test or a script.
 *
 * A page is its MDX with the ESM (imports, exports) and Storybook's blocks removed, code fences
 * kept as written; what it documents comes from the page itself, the way Storybook reads it:
 * - each `<ArgTypes of={X} />` becomes the props of X, where it stands: X a stories module
 *   (`import * as XStories from './X.stories'`) means that meta's `component` and
 *   `subcomponents`; X a component the page imports means that component;
 * - a page without `<ArgTypes>` shows its `<Meta of={XStories}>` component's props at the end
 *   of its own "Props" section, or in a "Props" section at the end;
 * - components the page's title names (`# DocsSidebar, DocsToc and DocsLayout`) that a module
 *   of its folder exports join the last table's, or those at the end.
 * A name is followed through the file's imports (and re-exports) to the module that defines it;
 * a component defined in a stories file (a demo wrapper) is not the library's and is left out
 * with a warning. Folders' index.ts files are not read: folders may come and go.
 *
 * Props come from react-docgen (babel, no type checker): a props interface or type in the same
 * file, the interfaces it extends and types imported by relative path are read; a type it
 * cannot follow (a package's, `ComponentProps<'button'>`, `Omit<…>`) is named as written under
 * the table ("Also takes the props of …"). `VariantProps<typeof xVariants>` of a
 * class-variance-authority `cva()` becomes one prop per variant: its values as a union, its
 * default from `defaultVariants`, the values' JSDoc as its description.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import {
  builtinResolvers,
  defaultHandlers,
  type Handler,
  makeFsImporter,
  type NodePath,
  parse,
  utils,
} from 'react-docgen';
import type { Plugin } from 'vite';

export interface PropDoc {
  name: string;
  /** the type as the source writes it */
  type: string;
  required: boolean;
  /** the default as written in the source, if any */
  defaultValue?: string;
  /** the prop's JSDoc comment, on one line */
  description: string;
}

export interface ComponentDoc {
  name: string;
  /** the component's own JSDoc comment */
  description: string;
  /** required props first, then in the order the source declares them */
  props: PropDoc[];
  /** props types that could not be read (a package's, `ComponentProps<'a'>`), as written */
  alsoTakes: string[];
  /** where the package names in `alsoTakes` come from: "`X` is `Y` from `pkg`" */
  notes: string[];
  /** why part of its props type could not be walked, if it could not */
  unread?: string;
}

export interface UsagePage {
  /** the usage page's file name without `.mdx`: the generated page is `<name>.md` */
  name: string;
  /** the .mdx file */
  source: string;
  /** the page's first heading */
  title: string;
  /** the first sentence of the page's prose */
  summary: string;
  /** every component whose props the page shows, in order */
  components: ComponentDoc[];
  /** the whole generated page */
  markdown: string;
  /** what could not be resolved (a name without a module, a stories file without component) */
  warnings: string[];
}

// --- react-docgen -------------------------------------------------------------------------

type AnyPath = NodePath;

/** the source text of a node, whitespace collapsed */
function sourceOf(path: AnyPath): string {
  return path.getSource().replace(/\s+/g, ' ').trim();
}

/** the JSDoc comment right before a node, on one line */
function leadingDoc(path: AnyPath): string {
  return oneLine(utils.docblock.getDocblock(path) ?? '');
}

function keyName(path: AnyPath): string | undefined {
  const key = path.get('key') as AnyPath;
  if (key.isIdentifier()) return key.node.name;
  if (key.isStringLiteral()) return key.node.value;
  return undefined;
}

function objectProperties(path: AnyPath | undefined): Map<string, AnyPath> {
  const properties = new Map<string, AnyPath>();
  if (!path?.isObjectExpression()) return properties;
  for (const property of path.get('properties') as AnyPath[]) {
    if (!property.isObjectProperty()) continue;
    const name = keyName(property);
    if (name) properties.set(name, property);
  }
  return properties;
}

/**
 * `VariantProps<typeof xVariants>` where `xVariants = cva(base, { variants, defaultVariants })`:
 * one optional prop per variant, the union of its values, its default from `defaultVariants`,
 * and the values' JSDoc comments as its description. Returns the variants' names, or undefined
 * for any other type.
 */
function addCvaVariants(
  documentation: Parameters<Handler>[0],
  reference: AnyPath,
): string[] | undefined {
  if (!reference.isTSTypeReference()) return undefined;
  const typeName = reference.get('typeName') as AnyPath;
  if (!typeName.isIdentifier() || typeName.node.name !== 'VariantProps') return undefined;
  const parameters = reference.get('typeParameters.params') as AnyPath[] | AnyPath;
  const argument = Array.isArray(parameters) ? parameters[0] : undefined;
  if (!argument?.isTSTypeQuery()) return undefined;
  const variantsName = argument.get('exprName') as AnyPath;
  if (!variantsName.isIdentifier()) return undefined;
  const call = utils.resolveToValue(variantsName);
  if (!call.isCallExpression()) return undefined;
  const options = (call.get('arguments') as AnyPath[])[1];
  const optionProperties = objectProperties(options);
  const variants = objectProperties(optionProperties.get('variants')?.get('value') as AnyPath);
  const defaults = objectProperties(
    optionProperties.get('defaultVariants')?.get('value') as AnyPath,
  );
  if (variants.size === 0) return undefined;
  for (const [prop, property] of variants) {
    const values = objectProperties(property.get('value') as AnyPath);
    const names = [...values.keys()];
    const isBoolean = names.every((name) => name === 'true' || name === 'false');
    const descriptor = documentation.getPropDescriptor(prop);
    descriptor.required = false;
    const raw = isBoolean ? 'boolean' : names.map((name) => `'${name}'`).join(' | ');
    descriptor.tsType = { name: 'union', raw, elements: [] };
    const fallback = defaults.get(prop)?.get('value') as AnyPath | undefined;
    if (!descriptor.defaultValue && fallback)
      descriptor.defaultValue = { value: sourceOf(fallback), computed: false };
    if (!descriptor.description) {
      const notes = [...values]
        .map(([name, value]) => [name, leadingDoc(value)] as const)
        .filter(([, note]) => note)
        .map(([name, note]) => `\`${name}\`: ${note}`);
      const own = leadingDoc(property);
      descriptor.description = [own, notes.join('; ')].filter(Boolean).join(' ');
    }
  }
  return [...variants.keys()];
}

/**
 * What react-docgen leaves out of a props type: it reads type literals, interfaces (and what
 * they extend) and type aliases it can reach, and silently skips the rest of an intersection.
 * This walks the same type and records the parts it skips, as written (`ComponentProps<'a'>`),
 * turning class-variance-authority's `VariantProps` into props on the way.
 */
const unresolvedPropsHandler: Handler = (documentation, componentDefinition) => {
  const alsoTakes: string[] = [];
  const notes: string[] = [];
  /** the props' names in the order the source declares them */
  const order: string[] = [];
  const seen = new WeakSet<object>();
  const walk = (path: AnyPath): void => {
    if (seen.has(path.node)) return;
    seen.add(path.node);
    for (const part of partsOf(path)) walk(part);
  };
  /** the types a props type is made of that react-docgen reads; records the rest */
  const partsOf = (path: AnyPath): AnyPath[] => {
    if (path.isTSParenthesizedType()) return [path.get('typeAnnotation') as AnyPath];
    if (path.isTSIntersectionType()) return path.get('types') as AnyPath[];
    if (path.isTSTypeLiteral()) {
      order.push(...memberNames(path.get('members') as AnyPath[]));
      return [];
    }
    if (path.isTSInterfaceDeclaration()) {
      const heritage = path.get('extends') as AnyPath[] | AnyPath;
      for (const parent of Array.isArray(heritage) ? heritage : []) walk(parent);
      order.push(...memberNames(path.get('body.body') as AnyPath[]));
      return [];
    }
    if (path.isTSTypeReference() || path.isTSExpressionWithTypeArguments()) {
      const variants = addCvaVariants(documentation, path);
      if (variants) {
        order.push(...variants);
        return [];
      }
      // a type alias or interface of the library (this file, or one it imports by path)
      const name = utils.getTypeIdentifier(path);
      const target = name?.isIdentifier() ? utils.resolveToValue(name) : undefined;
      if (target?.isTSTypeAliasDeclaration()) return [target.get('typeAnnotation') as AnyPath];
      if (target?.isTSInterfaceDeclaration()) return [target];
    }
    alsoTakes.push(sourceOf(path));
    notes.push(...packageNames(path));
    return [];
  };
  try {
    for (const typePath of utils.getTypeFromReactComponent(componentDefinition)) walk(typePath);
  } catch (error) {
    // react-docgen's own props stay; the page says what was missed
    documentation.set('unread', error instanceof Error ? error.message : String(error));
  }
  documentation.set('alsoTakes', alsoTakes);
  documentation.set('notes', notes);
  documentation.set('order', order);
};

function memberNames(members: AnyPath[]): string[] {
  return members
    .filter((member) => member.isTSPropertySignature() || member.isTSMethodSignature())
    .map((member) => utils.getPropertyName(member as Parameters<typeof utils.getPropertyName>[0]))
    .filter((name): name is string => Boolean(name));
}

/**
 * Where the names in a type come from when a package exports them: `SwitchPrimitive` is
 * `Switch` from `radix-ui` (React's own names, `ComponentProps` and the like, go without saying).
 */
function packageNames(path: AnyPath): string[] {
  const names = new Set<string>();
  const note = (identifier: string) => {
    const binding = path.scope.getBinding(identifier);
    const specifier = binding?.path;
    const declaration = specifier?.parentPath;
    if (!specifier || !declaration?.isImportDeclaration()) return;
    const from = declaration.node.source.value;
    if (from.startsWith('.') || from === 'react') return;
    const imported = specifier.isImportSpecifier()
      ? specifier.node.imported.type === 'Identifier'
        ? specifier.node.imported.name
        : specifier.node.imported.value
      : specifier.isImportDefaultSpecifier()
        ? 'default'
        : '*';
    names.add(
      imported === identifier
        ? `\`${identifier}\` from \`${from}\``
        : imported === '*'
          ? `\`${identifier}\` is \`${from}\``
          : `\`${identifier}\` is \`${imported}\` from \`${from}\``,
    );
  };
  const visit = (node: AnyPath) => {
    if (node.isIdentifier()) {
      const parent = node.parentPath;
      // the first name of `A.B`, and a name used on its own
      if (parent?.isTSQualifiedName() && parent.node.right === node.node) return;
      if (parent?.isMemberExpression() && parent.node.property === node.node) return;
      note(node.node.name);
    }
  };
  visit(path);
  path.traverse({ Identifier: visit });
  return [...names];
}

interface TypeLike {
  name?: string;
  raw?: string;
  value?: string;
  elements?: TypeLike[];
}

function typeText(type: TypeLike | undefined): string {
  if (!type) return '';
  if (type.raw) return type.raw.replace(/\s+/g, ' ').trim();
  if (type.name === 'literal' && type.value) return type.value;
  const elements = type.elements?.map(typeText).filter(Boolean) ?? [];
  if (type.name === 'union' && elements.length > 0) return elements.join(' | ');
  if (type.name === 'intersection' && elements.length > 0) return elements.join(' & ');
  if (elements.length > 0) return `${type.name}<${elements.join(', ')}>`;
  return type.name ?? '';
}

function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

interface DocgenResult {
  displayName?: string;
  description?: string;
  props?: Record<
    string,
    {
      required?: boolean;
      tsType?: TypeLike;
      description?: string;
      defaultValue?: { value: string };
    }
  >;
  alsoTakes?: string[];
  notes?: string[];
  order?: string[];
  unread?: string;
}

function toComponentDoc(result: DocgenResult): ComponentDoc {
  const props = Object.entries(result.props ?? {}).map(
    ([name, prop]): PropDoc => ({
      name,
      type: typeText(prop.tsType),
      required: prop.required === true,
      ...(prop.defaultValue ? { defaultValue: oneLine(prop.defaultValue.value) } : {}),
      description: oneLine(prop.description),
    }),
  );
  // source order (react-docgen adds what a handler finds after its own); then required first
  const position = (prop: PropDoc) => {
    const index = result.order?.indexOf(prop.name) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  props.sort((a, b) => position(a) - position(b));
  return {
    name: result.displayName ?? '',
    description: result.description?.trim() ?? '',
    props: [...props.filter((prop) => prop.required), ...props.filter((prop) => !prop.required)],
    alsoTakes: [...new Set(result.alsoTakes ?? [])],
    notes: [...new Set(result.notes ?? [])],
    ...(result.unread ? { unread: result.unread } : {}),
  };
}

/**
 * Reads components with react-docgen, once per module: every exported component of a module,
 * by name. One importer cache for all, so a props file many components import is parsed once.
 */
export class ComponentReader {
  readonly #modules = new Map<string, Map<string, ComponentDoc>>();
  /** why a module could not be read, by file */
  readonly errors = new Map<string, string>();
  /**
   * Types are followed into the library's own modules only (relative imports): a package's
   * types are named as written, and its JavaScript is never parsed.
   */
  readonly #importer = makeFsImporter(
    (specifier, basedir) => {
      const file = resolveModule(join(basedir, 'importer'), specifier);
      if (file) return file;
      // the code react-docgen takes for "not found": it names the type as written
      throw Object.assign(new Error(`${specifier} is not a module of the library`), {
        code: 'MODULE_NOT_FOUND',
      });
    },
    { parseCache: new Map(), resolveCache: new Map() },
  );

  /** the exported components of one module, by name (none for a module it cannot parse) */
  componentsOf(file: string): Map<string, ComponentDoc> {
    let components = this.#modules.get(file);
    if (components) return components;
    components = new Map();
    this.#modules.set(file, components);
    let results: DocgenResult[] = [];
    try {
      results = parse(readFileSync(file, 'utf8'), {
        filename: file,
        importer: this.#importer,
        resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
        handlers: [...defaultHandlers, unresolvedPropsHandler],
        babelOptions: { babelrc: false, configFile: false },
      }) as DocgenResult[];
    } catch (error) {
      // a module babel cannot parse documents nothing; a page that needs it says why
      this.errors.set(file, error instanceof Error ? error.message : String(error));
    }
    for (const result of results) {
      const doc = toComponentDoc(result);
      if (doc.name && !components.has(doc.name)) components.set(doc.name, doc);
    }
    // a package's component under the library's name (`export const Dialog = DialogPrimitive.Root`)
    const text = readFileSync(file, 'utf8');
    const imports = importsOf(text);
    for (const [, name = '', root = '', rest = ''] of text.matchAll(
      /^export const ([A-Z][\w$]*)\s*=\s*([A-Za-z_$][\w$]*)((?:\.[\w$]+)*);/gm,
    )) {
      const binding = imports.get(root);
      if (components.has(name) || !binding || binding.specifier.startsWith('.')) continue;
      const origin =
        binding.imported === root
          ? `\`${root}\` from \`${binding.specifier}\``
          : `\`${root}\` is \`${binding.imported}\` from \`${binding.specifier}\``;
      components.set(name, {
        name,
        description: '',
        props: [],
        alsoTakes: [`${root}${rest}`],
        notes: [origin],
      });
    }
    return components;
  }

  /**
   * The component a module exports as `name`: defined there, or re-exported
   * (`export { name } from './x.tsx'`, `export * from …`).
   */
  exported(file: string, name: string, seen = new Set<string>()): ComponentDoc | undefined {
    if (seen.has(file)) return undefined;
    seen.add(file);
    const own = this.componentsOf(file).get(name);
    if (own) return own;
    const text = readFileSync(file, 'utf8');
    for (const statement of text.matchAll(/export\s+(\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g)) {
      const [, what = '', specifier = ''] = statement;
      const names = what === '*' ? new Map([[name, name]]) : specifierNames(what.slice(1, -1));
      const original = names.get(name);
      const target = original && resolveModule(file, specifier);
      const found = target && this.exported(target, original, seen);
      if (found) return found.name === name ? found : { ...found, name };
    }
    return undefined;
  }
}

// --- imports, stories, folders ------------------------------------------------------------

/** `A, type B, C as D` → local name → imported name */
function specifierNames(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of list.split(',')) {
    const [imported, local = imported] = part
      .replace(/^\s*type\s+/, '')
      .trim()
      .split(/\s+as\s+/);
    if (imported && local) names.set(local.trim(), imported.trim());
  }
  return names;
}

interface ImportBinding {
  specifier: string;
  /** the imported name; '*' for a namespace */
  imported: string;
}

/** the names a module's ES imports bind (code fences of an MDX file are not imports) */
export function importsOf(code: string): Map<string, ImportBinding> {
  const bindings = new Map<string, ImportBinding>();
  const pattern = /^\s*import\s+(?!type\s)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gms;
  for (const [, clause = '', specifier = ''] of code.matchAll(pattern)) {
    const namespace = /\*\s+as\s+([\w$]+)/.exec(clause);
    if (namespace?.[1]) bindings.set(namespace[1], { specifier, imported: '*' });
    const named = /\{([^}]*)\}/.exec(clause);
    if (named?.[1])
      for (const [local, imported] of specifierNames(named[1]))
        bindings.set(local, { specifier, imported });
    const fallback = /^([\w$]+)\s*(?:,|$)/.exec(clause.trim());
    if (fallback?.[1]) bindings.set(fallback[1], { specifier, imported: 'default' });
  }
  return bindings;
}

/** a relative specifier as a file, the way the bundler resolves it; undefined for a package */
export function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...['.tsx', '.ts', '.jsx', '.js'].map((extension) => `${base}${extension}`),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** the components a stories file's meta names: `component`, then `subcomponents` */
export function storiesComponents(stories: string): string[] {
  const names: string[] = [];
  const component = /\bcomponent:\s*([A-Za-z_$][\w$]*)/.exec(stories);
  if (component?.[1]) names.push(component[1]);
  const subcomponents = /\bsubcomponents:\s*\{([^}]*)\}/.exec(stories);
  for (const entry of subcomponents?.[1]?.split(',') ?? []) {
    const value = entry.split(':').at(-1)?.trim();
    if (value && /^[A-Za-z_$][\w$]*$/.test(value)) names.push(value);
  }
  return names;
}

/** the component names a page's title gives: `# DocsSidebar, DocsToc and DocsLayout` */
export function titleNames(title: string): string[] {
  return title
    .split(/,|\band\b|\/|&|\s+/)
    .map((word) => word.replace(/`/g, '').trim())
    .filter((word) => /^[A-Z][A-Za-z0-9]*$/.test(word));
}

/** every usage page under `srcDir`, sorted */
export function findUsagePages(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(srcDir, file).split(/[\\/]/).includes('node_modules'))
    .sort();
}

/** the library modules beside a page: its folder's .tsx files, stories and tests left out */
function folderModules(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => /\.tsx$/.test(name) && !/\.(stories|test)\.tsx$/.test(name))
    .sort()
    .map((name) => join(folder, name));
}

// --- MDX to Markdown -----------------------------------------------------------------------

export interface JsxBlock {
  /** the element's name: `ArgTypes`, `Canvas`, `div` */
  name: string;
  /** its attributes by name, as written (`of` → `ButtonStories`) */
  attributes: Map<string, string>;
  /** the text inside it, tags removed */
  text: string;
}

/**
 * Reads one JSX element from the start of `text`: its name, attributes and the text inside.
 * Returns the length it spans, or undefined while it is not closed.
 */
function readJsx(text: string): { block: JsxBlock; length: number } | undefined {
  let depth = 0;
  let index = 0;
  let outer: { name: string; attributes: string } | undefined;
  const inner: string[] = [];
  while (index < text.length) {
    const open = text.indexOf('<', index);
    if (open === -1) return undefined;
    if (depth > 0) inner.push(text.slice(index, open));
    // the tag up to its `>`, skipping `{…}` expressions and quoted strings
    let cursor = open + 1;
    let braces = 0;
    let quote = '';
    for (; cursor < text.length; cursor++) {
      const char = text[cursor];
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '{') braces++;
      else if (char === '}') braces--;
      else if (char === '>' && braces === 0) break;
    }
    if (cursor >= text.length) return undefined;
    const tag = text.slice(open + 1, cursor);
    index = cursor + 1;
    const closing = tag.startsWith('/');
    const selfClosing = tag.endsWith('/');
    const [, name = '', attributes = ''] = /^\/?\s*([A-Za-z][\w.]*)?([\s\S]*?)\/?$/.exec(tag) ?? [];
    if (!outer) outer = { name, attributes };
    if (closing) depth--;
    else if (!selfClosing) depth++;
    if (depth <= 0) {
      const attributeMap = new Map<string, string>();
      for (const [, key = '', braced, double, single] of outer.attributes.matchAll(
        /([\w-]+)\s*=\s*(?:\{([^}]*)\}|"([^"]*)"|'([^']*)')/g,
      ))
        attributeMap.set(key, (braced ?? double ?? single ?? '').trim());
      const body = inner
        .join(' ')
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      return { block: { name: outer.name, attributes: attributeMap, text: body }, length: index };
    }
  }
  return undefined;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** a line that closes the code fence opened with `fence`: the same marker, as long or longer */
function closesFence(line: string, fence: string): boolean {
  const marker = /^\s{0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
  return marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length;
}

/** the text with its fenced code blocks left out (examples, not the page's own code) */
export function withoutFences(text: string): string {
  const kept: string[] = [];
  let fence = '';
  for (const line of text.split('\n')) {
    if (fence) {
      if (closesFence(line, fence)) fence = '';
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (marker) fence = marker;
    else kept.push(line);
  }
  return kept.join('\n');
}

/**
 * An MDX page as Markdown: its ESM (imports, exports) and comments removed, code fences kept
 * as they are, and each JSX block replaced by what `render` returns for it (nothing when it
 * returns undefined; a block with text inside and no rendering keeps its text).
 */
export function mdxToMarkdown(
  mdx: string,
  render: (block: JsxBlock, context: { headingLevel: number }) => string | undefined,
): string {
  const lines = mdx.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let fence = '';
  /** the level of the last heading so far (0 before the first) */
  let headingLevel = 0;
  const atBlockStart = () => out.length === 0 || out.at(-1)?.trim() === '';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (fence) {
      out.push(line);
      if (closesFence(line, fence)) fence = '';
      continue;
    }
    const open = FENCE.exec(line)?.[1];
    if (open) {
      fence = open;
      out.push(line);
      continue;
    }
    // ESM: from an `import` or `export` at the start of a block to the next blank line
    if (atBlockStart() && /^(import|export)\s/.test(line)) {
      while (index + 1 < lines.length && lines[index + 1]?.trim() !== '') index++;
      continue;
    }
    // an MDX comment on lines of its own
    if (/^\s*\{\/\*/.test(line)) {
      while (index < lines.length && !lines[index]?.includes('*/}')) index++;
      continue;
    }
    // a JSX block: from a line starting with a tag until the element closes
    if (/^\s*<[A-Za-z]/.test(line)) {
      let text = line;
      let end = index;
      let read = readJsx(text.trimStart());
      while (!read && end + 1 < lines.length) {
        end++;
        text += `\n${lines[end]}`;
        read = readJsx(text.trimStart());
      }
      if (read) {
        const rendered = render(read.block, { headingLevel }) ?? read.block.text;
        if (rendered) out.push(rendered);
        const rest = text.trimStart().slice(read.length).trim();
        if (rest) out.push(rest);
        index = end;
        continue;
      }
    }
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading?.[1]) headingLevel = heading[1].length;
    out.push(line);
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

// --- Markdown ------------------------------------------------------------------------------

/** a table cell: one line, its pipes escaped */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

function code(text: string): string {
  if (!text) return '';
  const ticks = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** one component's props: a table, then what it takes beyond them */
export function renderPropsTable(component: ComponentDoc): string {
  const parts: string[] = [];
  if (component.props.length > 0) {
    parts.push('| Prop | Type | Default | Description |', '| --- | --- | --- | --- |');
    for (const prop of component.props) {
      const name = `${code(prop.name)}${prop.required ? ' (required)' : ''}`;
      parts.push(
        `| ${cell(name)} | ${cell(code(prop.type))} | ${cell(code(prop.defaultValue ?? ''))} | ${cell(prop.description)} |`,
      );
    }
  }
  if (component.alsoTakes.length > 0) {
    const list = component.alsoTakes.map(code).join(', ');
    if (parts.length > 0) parts.push('');
    const notes = component.notes.length > 0 ? ` (${component.notes.join('; ')})` : '';
    parts.push(
      `${component.props.length > 0 ? 'Also takes' : 'Takes'} the props of ${list}${notes}.`,
    );
  }
  if (parts.length === 0) parts.push('Takes no props.');
  return parts.join('\n');
}

/** the props of several components: each under a heading of its own once there are two */
function renderComponents(components: ComponentDoc[], headingLevel: number): string {
  if (components.length === 1) return renderPropsTable(components[0] as ComponentDoc);
  const hashes = '#'.repeat(Math.min(headingLevel, 6));
  return components
    .map((component) =>
      [
        `${hashes} ${component.name}`,
        component.description ? oneParagraph(component.description) : '',
        renderPropsTable(component),
      ]
        .filter(Boolean)
        .join('\n\n'),
    )
    .join('\n\n');
}

/** a JSDoc description's first paragraph, on one line */
function oneParagraph(text: string): string {
  return oneLine(text.split(/\n\s*\n/)[0]);
}

/** the first sentence of a paragraph ("e.g." and the like do not end one) */
function firstSentence(paragraph: string): string {
  const text = oneLine(paragraph);
  const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`"(]|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/**
 * Markdown with `content(level)` added at the end of the section headed `heading` (before the
 * next heading of its level or above); undefined when there is no such section.
 */
export function appendToSection(
  markdown: string,
  heading: string,
  content: (level: number) => string,
): string | undefined {
  const lines = markdown.split('\n');
  let fence = '';
  let level = 0;
  let start = -1;
  let end = lines.length;
  for (const [index, line] of lines.entries()) {
    if (fence) {
      if (closesFence(line, fence)) fence = '';
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      fence = marker;
      continue;
    }
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    if (start === -1 && match[2] === heading) {
      start = index;
      level = match[1].length;
    } else if (start !== -1 && match[1].length <= level) {
      end = index;
      break;
    }
  }
  if (start === -1) return undefined;
  const before = lines.slice(0, end).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return [before, content(level), after].filter(Boolean).join('\n\n');
}

// --- pages ---------------------------------------------------------------------------------

const STORYBOOK_ONLY = new Set([
  'Meta',
  'Canvas',
  'Story',
  'Stories',
  'Controls',
  'Primary',
  'Source',
  'Title',
  'Subtitle',
  'Description',
]);

/** one usage page with its props, as Markdown */
export function buildUsagePage(source: string, reader: ComponentReader): UsagePage {
  const mdx = readFileSync(source, 'utf8');
  const folder = dirname(source);
  const warnings: string[] = [];
  const outsideFences = withoutFences(mdx);
  const esm = outsideFences
    .split(/\n\s*\n/)
    .filter((block) => /^(import|export)\s/.test(block))
    .join('\n');
  const imports = importsOf(esm);
  const title = /^#\s+(.+)$/m.exec(outsideFences)?.[1]?.trim() ?? '';
  // the page's Storybook blocks, read as the Markdown is made: `<Meta of>`, `<ArgTypes of>`
  let metaOf: string | undefined;
  const argTypesOf: string[] = [];
  mdxToMarkdown(mdx, (jsx) => {
    const of = jsx.attributes.get('of');
    if (jsx.name === 'Meta' && of) metaOf ??= of;
    if (jsx.name === 'ArgTypes') argTypesOf.push(of ?? '');
    return '';
  });

  const inFolder = (name: string) => {
    for (const module of folderModules(folder)) {
      const component = reader.componentsOf(module).get(name);
      if (component) return component;
    }
    return undefined;
  };
  const lookUp = (from: string, name: string, bindings = importsOf(readFileSync(from, 'utf8'))) => {
    const binding = bindings.get(name);
    const file = binding && resolveModule(from, binding.specifier);
    const found =
      (file && binding.imported !== '*' && reader.exported(file, binding.imported)) ||
      inFolder(name);
    if (!found) {
      const error = file && reader.errors.get(file);
      warnings.push(`${name}: no library module exports it${error ? ` (${error})` : ''}`);
    }
    return found ? [found] : [];
  };

  /** the components an `of={…}` names: a stories module's, or one the page imports */
  const componentsOf = (of: string): ComponentDoc[] => {
    const [local = '', story] = of.split('.');
    const binding = imports.get(local);
    if (binding?.imported === '*') {
      const stories = resolveModule(source, binding.specifier);
      if (!stories) {
        warnings.push(`${binding.specifier}: no such stories file`);
        return [];
      }
      const names = storiesComponents(readFileSync(stories, 'utf8'));
      if (names.length === 0)
        warnings.push(`${relative(folder, stories)}: its meta names no component`);
      return names.flatMap((name) => lookUp(stories, name));
    }
    if (story) return [];
    return lookUp(source, local, imports);
  };

  // the components in the order the page shows them; each once
  const shown = new Set<string>();
  const components: ComponentDoc[] = [];
  const take = (found: ComponentDoc[]) => {
    const fresh = found.filter((component) => !shown.has(component.name));
    for (const component of fresh) {
      shown.add(component.name);
      components.push(component);
    }
    return fresh;
  };

  // the `<ArgTypes>` blocks, in order, and what the title names beyond them
  const argTypes = argTypesOf.map((of) => take(of ? componentsOf(of) : []));
  const fromMeta = argTypes.length === 0 && metaOf ? take(componentsOf(metaOf)) : [];
  const fromTitle = take(
    titleNames(title)
      .filter((name) => !shown.has(name))
      .map(inFolder)
      .filter((component): component is ComponentDoc => component !== undefined),
  );
  if (argTypes.length > 0) argTypes[argTypes.length - 1]?.push(...fromTitle);
  const appended = argTypes.length > 0 ? [] : [...fromMeta, ...fromTitle];

  let block = 0;
  const body = mdxToMarkdown(mdx, (jsx, { headingLevel }) => {
    if (jsx.name === 'ArgTypes') {
      const shownHere = argTypes[block++] ?? [];
      return shownHere.length > 0 ? renderComponents(shownHere, headingLevel + 1) : '';
    }
    if (STORYBOOK_ONLY.has(jsx.name)) return '';
    return undefined;
  });

  // tables for a page without `<ArgTypes>`: at the end of its own "Props" section (under each
  // component's name, apart from what the page writes there), or in a section of their own
  let markdown = body.trim();
  if (appended.length > 0) {
    const placed = appendToSection(markdown, 'Props', (level) =>
      appended
        .map(
          (component) =>
            `${'#'.repeat(level + 1)} ${component.name}\n\n${renderPropsTable(component)}`,
        )
        .join('\n\n'),
    );
    markdown = placed ?? `${markdown}\n\n## Props\n\n${renderComponents(appended, 3)}`;
  }
  const sections = [
    `<!-- Generated by @legion/ui's build from ${basename(folder)}/${basename(source)} and its components' sources: edit those. -->`,
    markdown,
  ];
  if (components.length === 0) warnings.push('documents no component');
  for (const component of components)
    if (component.unread) warnings.push(`${component.name}: ${component.unread}`);

  const prose = withoutFences(body)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .find((paragraph) => paragraph && !/^[#<|>\-*]/.test(paragraph));
  return {
    name: basename(source, '.mdx'),
    source,
    title,
    summary: prose ? firstSentence(prose) : '',
    components,
    markdown: `${sections.join('\n\n')}\n`,
    warnings,
  };
}

/** every usage page under `srcDir`, built */
export function buildUsagePages(srcDir: string): UsagePage[] {
  const reader = new ComponentReader();
  const pages = findUsagePages(srcDir).map((source) => buildUsagePage(source, reader));
  const byName = new Map<string, string>();
  for (const page of pages) {
    const other = byName.get(page.name);
    if (other)
      throw new Error(
        `two usage pages would both be docs/${page.name}.md: ${other}, ${page.source}`,
      );
    byName.set(page.name, page.source);
  }
  return pages;
}

/** the index of the generated pages */
export function renderIndex(pages: UsagePage[]): string {
  const sorted = [...pages].sort((a, b) =>
    (a.title || a.name).localeCompare(b.title || b.name, 'en'),
  );
  const lines = sorted.map((page) => {
    const link = `[${page.title || page.name}](${page.name}.md)`;
    return page.summary ? `- ${link}: ${page.summary}` : `- ${link}`;
  });
  return [
    '# @legion/ui components',
    '',
    "One page per component: what it is for, an example, and its props as the components' sources declare them (made by the package's build).",
    '',
    ...lines,
    '',
  ].join('\n');
}

/** Writes `outDir/<Name>.md` for every usage page under `srcDir`, and `outDir/README.md`. */
export function writePropsDocs(srcDir: string, outDir: string): UsagePage[] {
  const pages = buildUsagePages(srcDir);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const page of pages) writeFileSync(join(outDir, `${page.name}.md`), page.markdown);
  writeFileSync(join(outDir, 'README.md'), renderIndex(pages));
  return pages;
}

/** The library build's step: dist/docs after the bundle is written. */
export function propsDocs(options: { srcDir: string; outDir: string }): Plugin {
  return {
    name: 'legion-ui:props-docs',
    apply: 'build',
    writeBundle() {
      const pages = writePropsDocs(options.srcDir, options.outDir);
      for (const page of pages)
        for (const warning of page.warnings)
          this.warn(`${relative(options.srcDir, page.source)}: ${warning}`);
    },
  };
}
