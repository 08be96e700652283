/** A Figma frame as its link names it: the file's key and the node's id in the API's `1:2` form. */
export interface FigmaFrameRef {
  fileKey: string;
  nodeId: string;
  /** "Open in Figma": the frame's link, rebuilt from the key and id alone (no tracking or share parameters). */
  designURL: string;
}

const HOSTS = new Set(['figma.com', 'www.figma.com']);
const KINDS = new Set(['design', 'file']);
/** Figma's file keys are letters and digits (22 today); allow some room either way. */
const FILE_KEY = /^[A-Za-z0-9]{10,128}$/;
/** `1-2` in the browser's links, `1:2` in the API's (and in older links). Instances' `I1:2;3:4` are not frames. */
const NODE_ID = /^(\d{1,10})[-:](\d{1,10})$/;
const MAX_LENGTH = 2048;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads a Figma frame's link: `https://www.figma.com/design/<fileKey>/<name>?node-id=1-2` or `/file/<fileKey>/…`,
 * a branch's link (`/design/<fileKey>/branch/<branchKey>/…`, whose branch key is the file the API reads), with
 * `node-id` as `1-2` or `1:2`. Anything else (another host, a prototype or board link, a link without a frame,
 * control characters, text that is not well-formed Unicode) is null: the caller answers
 * TEMPLATE_MESSAGES.figmaUrlInvalid.
 */
export function parseFigmaFrameUrl(input: string): FigmaFrameRef | null {
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_LENGTH) return null;
  // Lone surrogates, NUL and other control characters never belong in a link someone pasted.
  if (LONE_SURROGATE.test(text) || CONTROL.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !HOSTS.has(url.hostname.toLowerCase())) return null;
  if (url.username || url.password || url.port) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const [kind, mainKey, third, branchKey] = segments;
  if (!kind || !KINDS.has(kind) || !mainKey || !FILE_KEY.test(mainKey)) return null;
  let fileKey = mainKey;
  if (third === 'branch') {
    if (!branchKey || !FILE_KEY.test(branchKey)) return null;
    fileKey = branchKey;
  }
  const nodeIds = url.searchParams.getAll('node-id');
  if (nodeIds.length !== 1) return null;
  const match = NODE_ID.exec(nodeIds[0] ?? '');
  if (!match) return null;
  const [, page, node] = match;
  return {
    fileKey,
    nodeId: `${page}:${node}`,
    designURL: `https://www.figma.com/design/${fileKey}/?node-id=${page}-${node}`,
  };
}
