import { pngOf, reply, startFakeServer, type FakeReply, type FakeServer } from './fake-server.ts';

/*
 * A local fake of the parts of Figma's REST API that importing a frame uses, in the shapes Figma documents:
 * - `GET /v1/files/:key/nodes?ids=1:2,…` → `{name, lastModified, version, nodes: {"1:2": {document, components,
 *   styles} | null}}` (an id not in the file is null);
 * - `GET /v1/images/:key?ids=…&format=png&scale=…` → `{err: null, images: {"1:2": url | null}}` (null when the
 *   render failed), the URL serving a real PNG of the frame's size times the scale;
 * - errors as `{status, err}`: 403 for a missing, wrong or expired `X-Figma-Token`, 404 for an unknown file, 400
 *   for a bad scale or format; 429 with `Retry-After` when a test throttles it.
 */

export interface FakeFigmaNode {
  id: string;
  name: string;
  type: string;
  visible?: boolean;
  characters?: string;
  style?: { fontFamily?: string; fontSize?: number };
  absoluteBoundingBox?: { x: number; y: number; width: number; height: number };
  children?: FakeFigmaNode[];
}

export interface FakeFigmaFile {
  key: string;
  name: string;
  /** Top-level nodes the file holds, found by id at any depth. */
  nodes: FakeFigmaNode[];
}

export interface FakeFigmaApi {
  origin: string;
  server: FakeServer;
  token: string;
  /** From now on the token is refused as expired (403 "Token expired"). */
  expireToken(): void;
  /** Renders of this node answer null, as Figma does for a frame it cannot render. */
  failRender(nodeId: string): void;
  /** Render URLs answer 404, as they do once they have expired. */
  expireRenders(): void;
  close(): Promise<void>;
}

function findNode(nodes: readonly FakeFigmaNode[], id: string): FakeFigmaNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

const figmaError = (status: number, err: string): FakeReply => reply(status, { status, err });

export async function startFakeFigmaApi(input: {
  token: string;
  files: FakeFigmaFile[];
}): Promise<FakeFigmaApi> {
  let tokenExpired = false;
  let rendersExpired = false;
  const failedRenders = new Set<string>();
  let renderCount = 0;

  const server: FakeServer = await startFakeServer(async (request) => {
    if (request.path.startsWith('/renders/')) return figmaError(404, 'Not found');
    const token = request.headers['x-figma-token'];
    if (!token) return figmaError(403, 'No token provided');
    if (token !== input.token) return figmaError(403, 'Invalid token');
    if (tokenExpired) return figmaError(403, 'Token expired');
    const nodesPath = /^\/v1\/files\/([^/]+)\/nodes$/.exec(request.path);
    const imagesPath = /^\/v1\/images\/([^/]+)$/.exec(request.path);
    const key = decodeURIComponent((nodesPath ?? imagesPath)?.[1] ?? '');
    if (!nodesPath && !imagesPath) return figmaError(404, 'Not found');
    const file = input.files.find((entry) => entry.key === key);
    if (!file) return figmaError(404, 'Not found');
    const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0) return figmaError(400, 'Parameter ids is required');

    if (nodesPath) {
      const nodes = Object.fromEntries(
        ids.map((id) => {
          const node = findNode(file.nodes, id);
          return [
            id,
            node ? { document: node, components: {}, componentSets: {}, styles: {}, schemaVersion: 0 } : null,
          ];
        }),
      );
      return reply(200, {
        name: file.name,
        role: 'owner',
        lastModified: '2026-11-20T10:00:00Z',
        editorType: 'figma',
        thumbnailUrl: `${server.origin}/thumbnails/${file.key}.png`,
        version: '2101234567',
        nodes,
      });
    }

    const format = request.query.get('format') ?? 'png';
    if (!['jpg', 'png', 'svg', 'pdf'].includes(format)) return figmaError(400, 'Invalid format');
    const scale = Number(request.query.get('scale') ?? '1');
    if (!Number.isFinite(scale) || scale < 0.01 || scale > 4) return figmaError(400, 'Invalid scale');
    const images: Record<string, string | null> = {};
    for (const id of ids) {
      const box = findNode(file.nodes, id)?.absoluteBoundingBox;
      if (!box || failedRenders.has(id)) {
        images[id] = null;
        continue;
      }
      renderCount += 1;
      const path = `/renders/${file.key}/${renderCount}.png`;
      const png = await pngOf(
        Math.max(1, Math.round(box.width * scale)),
        Math.max(1, Math.round(box.height * scale)),
      );
      images[id] = rendersExpired ? `${server.origin}${path}` : server.serveFile(path, png, 'image/png');
    }
    return reply(200, { err: null, images });
  });

  return {
    origin: server.origin,
    server,
    token: input.token,
    expireToken: () => {
      tokenExpired = true;
    },
    failRender: (nodeId) => failedRenders.add(nodeId),
    expireRenders: () => {
      rendersExpired = true;
    },
    close: () => server.close(),
  };
}
