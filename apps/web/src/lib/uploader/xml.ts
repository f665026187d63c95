/**
 * The little XML that S3 speaks, without DOMParser (it does not exist in Node, where the
 * tests run). Parses elements, text, CDATA, comments, the declaration and the five entities
 * plus numeric references; attributes are read and ignored. Builds request documents with
 * escaped text.
 */
export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const decodeXmlText = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return entities[ref] ?? whole;
  });

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export class XmlParseError extends Error {
  constructor(message: string) {
    super(`XML parse error: ${message}`);
    this.name = 'XmlParseError';
  }
}

/** Parses a document and returns its root element. */
export const parseXml = (source: string): XmlElement => {
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  let i = 0;
  const top = () => stack[stack.length - 1]!;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > i) {
      if (stack.length > 1) top().text += decodeXmlText(source.slice(i, textEnd));
      i = textEnd;
      continue;
    }
    if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i);
      if (end === -1) throw new XmlParseError('unterminated declaration');
      i = end + 2;
    } else if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i);
      if (end === -1) throw new XmlParseError('unterminated comment');
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', i)) {
      const end = source.indexOf(']]>', i);
      if (end === -1) throw new XmlParseError('unterminated CDATA');
      top().text += source.slice(i + 9, end);
      i = end + 3;
    } else if (source.startsWith('<!', i)) {
      const end = source.indexOf('>', i);
      if (end === -1) throw new XmlParseError('unterminated doctype');
      i = end + 1;
    } else if (source.startsWith('</', i)) {
      const end = source.indexOf('>', i);
      if (end === -1) throw new XmlParseError('unterminated closing tag');
      const name = source.slice(i + 2, end).trim();
      const open = stack.pop();
      if (!open || open === root || open.name !== name) {
        throw new XmlParseError(`unexpected </${name}>`);
      }
      i = end + 1;
    } else {
      const end = findTagEnd(source, i);
      let inner = source.slice(i + 1, end);
      const selfClosing = inner.endsWith('/');
      if (selfClosing) inner = inner.slice(0, -1);
      const name = /^[^\s/>]+/.exec(inner)?.[0];
      if (!name) throw new XmlParseError('empty tag name');
      const element: XmlElement = { name, children: [], text: '' };
      top().children.push(element);
      if (!selfClosing) stack.push(element);
      i = end + 1;
    }
  }
  if (stack.length > 1) throw new XmlParseError(`unclosed <${top().name}>`);
  const [first] = root.children;
  if (!first || root.children.length > 1) throw new XmlParseError('expected one root element');
  return first;
};

/** The `>` that closes the tag opened at `start`, skipping quoted attribute values. */
const findTagEnd = (source: string, start: number): number => {
  let quote = '';
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  throw new XmlParseError('unterminated tag');
};

/** Ignores a namespace prefix: `s3:Key` and `Key` are the same. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export const childElements = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element?.children.filter((child) => localName(child.name) === name) ?? [];

export const childElement = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((child) => localName(child.name) === name);

/** The trimmed text of a child element, or undefined when it is absent. */
export const childText = (element: XmlElement | undefined, name: string): string | undefined => {
  const child = childElement(element, name);
  return child ? child.text.trim() : undefined;
};

export type XmlValue = string | number | boolean | XmlNode | XmlNode[] | Array<string | number>;
export interface XmlNode {
  [name: string]: XmlValue | undefined;
}

/**
 * `{Part: [{PartNumber: 1, ETag: '"x"'}]}` under `CompleteMultipartUpload` ->
 * `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber>…`. An array repeats its element.
 */
export const buildXml = (rootName: string, body: XmlNode): string =>
  `<${rootName}>${serialise(body)}</${rootName}>`;

const serialise = (node: XmlNode): string =>
  Object.entries(node)
    .map(([name, value]) => {
      if (value === undefined) return '';
      const items = Array.isArray(value) ? value : [value];
      return items
        .map((item) =>
          typeof item === 'object' && item !== null
            ? `<${name}>${serialise(item as XmlNode)}</${name}>`
            : `<${name}>${escapeXml(String(item))}</${name}>`,
        )
        .join('');
    })
    .join('');
