/*
 * A small HTML reader for what a product brief needs: the `<meta>` and `<title>` of a page, its JSON-LD
 * scripts, and a fragment's text. The server has no HTML parser among its dependencies, and this needs
 * none of a parser's tree: it walks the tags in order, skips comments, and takes the raw text of script,
 * style, title and textarea elements whole, as browsers do, so that a `<meta>` written inside a script is
 * not read as one.
 */

export type HtmlToken =
  | { kind: 'start'; name: string; attributes: ReadonlyMap<string, string> }
  | { kind: 'end'; name: string }
  | { kind: 'text'; text: string }
  /** The content of a script, style, title or textarea element, as written (entities still encoded). */
  | { kind: 'raw'; name: string; text: string };

const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'noembed', 'iframe']);
const TAG_NAME = /^[a-zA-Z][^\s/>]*/;
const UNQUOTED_VALUE = /[^\s>]*/y;

/** The tags and text of `html`, in order. Malformed markup never throws: the rest reads as text. */
export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let at = 0;
  const pushText = (end: number) => {
    if (end > at) tokens.push({ kind: 'text', text: html.slice(at, end) });
  };
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    pushText(open);
    at = open;
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html.startsWith('<!', at) || html.startsWith('<?', at)) {
      const close = html.indexOf('>', at);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    const closing = html[at + 1] === '/';
    const name = TAG_NAME.exec(html.slice(at + (closing ? 2 : 1), at + 64))?.[0];
    if (!name) {
      // A lone `<` is text.
      tokens.push({ kind: 'text', text: '<' });
      at += 1;
      continue;
    }
    const lower = name.toLowerCase();
    if (closing) {
      const close = html.indexOf('>', at);
      at = close === -1 ? html.length : close + 1;
      tokens.push({ kind: 'end', name: lower });
      continue;
    }
    const { attributes, end } = readAttributes(html, at + 1 + name.length);
    tokens.push({ kind: 'start', name: lower, attributes });
    at = end;
    if (RAW_TEXT.has(lower)) {
      const closeAt = findClosingTag(html, lower, at);
      tokens.push({ kind: 'raw', name: lower, text: html.slice(at, closeAt) });
      const close = html.indexOf('>', closeAt);
      at = closeAt >= html.length || close === -1 ? html.length : close + 1;
      tokens.push({ kind: 'end', name: lower });
    }
  }
  pushText(html.length);
  return tokens;
}

/** Where `</name` starts (any case), or the end of the text. */
function findClosingTag(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'ig');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? html.length;
}

/** The attributes of a start tag whose name ends at `from`, and where the tag ends (after its `>`). */
function readAttributes(html: string, from: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let at = from;
  const skipSpace = () => {
    while (at < html.length && /[\s/]/.test(html[at] ?? '')) at += 1;
  };
  for (;;) {
    skipSpace();
    if (at >= html.length) return { attributes, end: html.length };
    if (html[at] === '>') return { attributes, end: at + 1 };
    const nameMatch = /^[^\s/>=]+/.exec(html.slice(at, at + 256));
    const name = nameMatch?.[0] ?? html[at] ?? '';
    at += name.length;
    while (at < html.length && /\s/.test(html[at] ?? '')) at += 1;
    let value = '';
    if (html[at] === '=') {
      at += 1;
      while (at < html.length && /\s/.test(html[at] ?? '')) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        const end = close === -1 ? html.length : close;
        value = html.slice(at + 1, end);
        at = end + 1;
      } else {
        UNQUOTED_VALUE.lastIndex = at;
        const unquoted = UNQUOTED_VALUE.exec(html)?.[0] ?? '';
        value = unquoted;
        at += unquoted.length;
      }
    }
    const key = name.toLowerCase();
    // The first of two same-named attributes wins, as in browsers.
    if (!attributes.has(key)) attributes.set(key, decodeEntities(value));
  }
}

/** Named references a product page is likely to use: markup, Latin-1 and typographic punctuation. */
const LATIN_1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde ' +
  'Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute ' +
  'Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde ' +
  'auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ' +
  'ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';
const NAMED_REFERENCES: ReadonlyMap<string, string> = new Map([
  ...LATIN_1_NAMES.split(' ').map((name, index): [string, string] => [
    name,
    String.fromCharCode(160 + index),
  ]),
  ...Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    OElig: 'Œ',
    oelig: 'œ',
    Scaron: 'Š',
    scaron: 'š',
    Yuml: 'Ÿ',
    ensp: ' ',
    emsp: ' ',
    thinsp: ' ',
    zwnj: '',
    zwj: '',
    ndash: '–',
    mdash: '—',
    lsquo: '‘',
    rsquo: '’',
    sbquo: '‚',
    ldquo: '“',
    rdquo: '”',
    bdquo: '„',
    dagger: '†',
    Dagger: '‡',
    bull: '•',
    hellip: '…',
    permil: '‰',
    prime: '′',
    Prime: '″',
    lsaquo: '‹',
    rsaquo: '›',
    euro: '€',
    trade: '™',
    larr: '←',
    rarr: '→',
    check: '✓',
    star: '☆',
    starf: '★',
    hearts: '♥',
  }),
]);

/** Decodes character references: numeric ones, and the named ones above (others stay as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
        return String.fromCodePoint(code);
      }
      return NAMED_REFERENCES.get(body) ?? match;
    },
  );
}

/** Elements around which text starts a new line. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hr',
  'li',
  'main',
  'section',
  'tr',
]);
/** Elements that stand apart from the text around them, as paragraphs do. */
const PARAGRAPHS = new Set(['blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'p', 'table', 'ul']);

/**
 * The text of an HTML fragment (a Shopify product's `body_html`, a JSON-LD description written as HTML):
 * tags dropped, script and style contents dropped, block elements on their own lines, paragraphs apart by a
 * blank line, list items with a bullet, spaces collapsed.
 */
export function htmlToText(html: string): string {
  let text = '';
  /** The line breaks owed before the next words: 1 after a block, 2 after a paragraph. */
  let breaks = 0;
  let bullet = false;
  const write = (words: string) => {
    const line = words.replace(/\s+/g, ' ');
    if (line.trim() === '') {
      if (text !== '' && breaks === 0 && !text.endsWith(' ')) text += ' ';
      return;
    }
    if (text !== '' && breaks > 0) text = `${text.trimEnd()}${'\n'.repeat(breaks)}`;
    const start = breaks > 0 || text === '' ? line.trimStart() : line;
    text += `${bullet ? '• ' : ''}${start}`;
    breaks = 0;
    bullet = false;
  };
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') write(decodeEntities(token.text));
    else if (token.kind === 'raw' && token.name === 'textarea') write(decodeEntities(token.text));
    else if (token.kind === 'start' || token.kind === 'end') {
      if (PARAGRAPHS.has(token.name)) breaks = 2;
      else if (BLOCKS.has(token.name)) breaks = Math.max(breaks, 1);
      if (token.kind === 'start' && token.name === 'li') {
        breaks = text === '' ? 0 : Math.max(breaks, 1);
        bullet = true;
      }
    }
  }
  return text.trim();
}

/** What a page says of itself in its head: meta tags, title and JSON-LD. */
export interface PageMetadata {
  /** `property` or `name` (lower case) to content, the first of each kept: og:title, description, product:price:amount… */
  meta: ReadonlyMap<string, string>;
  /** Every `og:image` (and `og:image:url`, `og:image:secure_url`), in order. */
  metaImages: readonly string[];
  title: string | undefined;
  /** The raw text of each `<script type="application/ld+json">`. */
  jsonLd: readonly string[];
  /** `<meta charset>` or its http-equiv form, for a page whose headers didn't say. */
  charset: string | undefined;
}

export function readPageMetadata(html: string): PageMetadata {
  const meta = new Map<string, string>();
  const metaImages: string[] = [];
  const jsonLd: string[] = [];
  let title: string | undefined;
  let charset: string | undefined;
  let inSvg = 0;
  let pendingScript: string | undefined;
  for (const token of htmlTokens(html)) {
    if (token.kind === 'start') {
      if (token.name === 'svg') inSvg += 1;
      if (token.name === 'meta') {
        const { attributes } = token;
        charset ??=
          attributes.get('charset') ?? charsetOf(attributes.get('http-equiv'), attributes.get('content'));
        const key = (attributes.get('property') ?? attributes.get('name') ?? attributes.get('itemprop'))
          ?.trim()
          .toLowerCase();
        const content = attributes.get('content');
        if (!key || content === undefined) continue;
        if (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url') {
          metaImages.push(content);
        }
        if (!meta.has(key)) meta.set(key, content);
      }
      if (token.name === 'script') pendingScript = token.attributes.get('type')?.trim().toLowerCase();
    } else if (token.kind === 'end') {
      if (token.name === 'svg' && inSvg > 0) inSvg -= 1;
    } else if (token.kind === 'raw') {
      if (token.name === 'title' && title === undefined && inSvg === 0) title = decodeEntities(token.text);
      if (token.name === 'script' && pendingScript === 'application/ld+json') jsonLd.push(token.text);
      if (token.name === 'script') pendingScript = undefined;
    }
  }
  return { meta, metaImages, title, jsonLd, charset };
}

function charsetOf(httpEquiv: string | undefined, content: string | undefined): string | undefined {
  if (httpEquiv?.toLowerCase() !== 'content-type' || !content) return undefined;
  return /charset\s*=\s*["']?([\w-]+)/i.exec(content)?.[1];
}
