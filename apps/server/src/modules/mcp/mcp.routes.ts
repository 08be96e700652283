import { API_KEY_MESSAGES, API_KEY_PREFIX } from '@hookline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { ApiKeyGrant } from '../../platform/http/access/caller.ts';
import { findKeyOfApiToken } from '../api-keys/index.ts';
import { listWorkspaceRows } from '../tenancy/index.ts';
import { loadMcpSdk } from './mcp-sdk.ts';
import { createMcpServer } from './mcp-server.ts';
import type { ToolWorkspace } from './mcp-tool.ts';
import { publicApiOf } from './public-api-client.ts';

export const MCP_PATH = '/mcp';
const MCP_VERSION = '1.0.0';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A JSON-RPC error answer, as MCP clients read a refusal before any message was handled. */
function refuse(reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.status(status).send({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
}

/** Host names (without port) and origins the server answers: APP_URL's, localhost's, and the configured ones. */
function allowedPeers(context: AppContext) {
  const app = new URL(context.config.appUrl);
  const hosts = new Set([app.hostname.toLowerCase(), ...LOCAL_HOSTS, ...context.config.mcp.allowedHosts]);
  const origins = new Set([app.origin.toLowerCase(), ...context.config.mcp.allowedOrigins]);
  const hostOk = (header: string | undefined) => {
    if (!header) return false;
    const name = header.toLowerCase().replace(/:\d+$/, '');
    return hosts.has(name);
  };
  const originOk = (header: string | undefined) => {
    if (header === undefined) return true;
    try {
      const origin = new URL(header);
      return origins.has(origin.origin.toLowerCase()) || LOCAL_HOSTS.has(origin.hostname.toLowerCase());
    } catch {
      return false;
    }
  };
  return { hostOk, originOk };
}

/** The workspaces a key may touch: its organisation's, narrowed to the key's own when it names some. */
async function workspacesOfKey(context: AppContext, key: ApiKeyGrant): Promise<ToolWorkspace[]> {
  const rows = await listWorkspaceRows(context.database.db, key.orgId);
  const allowed = key.workspaceIds === null ? null : new Set(key.workspaceIds);
  return rows
    .filter((row) => allowed === null || allowed.has(row.id))
    .map((row) => ({ id: row.id, name: row.name }));
}

const bearerOf = (request: FastifyRequest) =>
  /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The MCP server at `/mcp` (Streamable HTTP, stateless: each POST is answered on its own, in JSON), for an
 * API key sent as a bearer token. Host and Origin are checked first (DNS rebinding), then the key. GET and
 * DELETE answer 405: the server keeps no sessions and opens no event stream.
 */
export function registerMcp(app: FastifyInstance, context: AppContext): void {
  const peers = allowedPeers(context);
  const unauthorised = {
    'www-authenticate': `Bearer realm="hookline", error="invalid_token", error_description="${API_KEY_MESSAGES.keyInvalid}"`,
  };

  app.post(MCP_PATH, async (request, reply) => {
    if (!peers.hostOk(request.headers.host)) return refuse(reply, 403, 'This Host is not allowed');
    if (!peers.originOk(request.headers.origin)) return refuse(reply, 403, 'This Origin is not allowed');
    const token = bearerOf(request);
    const key = token?.startsWith(API_KEY_PREFIX) ? await findKeyOfApiToken(context, token) : undefined;
    if (!token || !key) return refuse(reply, 401, API_KEY_MESSAGES.keyInvalid, unauthorised);

    const { StreamableHTTPServerTransport } = await loadMcpSdk();
    const server = await createMcpServer(
      { api: publicApiOf(app, token), key, listWorkspaces: () => workspacesOfKey(context, key) },
      MCP_VERSION,
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        return refuse(
          reply,
          405,
          'This MCP server answers POST only: it keeps no sessions and opens no stream',
        );
      },
    });
  }
}
