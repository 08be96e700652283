import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ApiKeyCreated } from '@hookline/domain';
import { bearer } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

type ToolResult = Awaited<ReturnType<Client['callTool']>>;

/** The text of a tool's first content item. */
export const textOf = (result: ToolResult): string => (result.content as { text: string }[])[0]!.text;

/** A tool's answer read as JSON; throws with the tool's words when it answered an error. */
export function resultOf<T>(result: ToolResult): T {
  if (result.isError) throw new Error(`tool error: ${textOf(result)}`);
  return JSON.parse(textOf(result)) as T;
}

/**
 * The MCP server of a listening test app, reached the way an assistant reaches it: the SDK's client over
 * Streamable HTTP, with an API key made by an organisation's admin through the REST route.
 */
export async function mcpHarness(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const clients: Client[] = [];
  return {
    async makeKey(input: {
      orgId: string;
      adminToken: string;
      scope: 'read' | 'write';
      workspaceIds?: string[];
    }): Promise<string> {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/organisation/${input.orgId}/api-keys`,
        headers: bearer(input.adminToken),
        payload: { name: `MCP ${input.scope}`, scope: input.scope, workspaceIds: input.workspaceIds ?? null },
      });
      if (response.statusCode !== 200) throw new Error(`key not made: ${response.body}`);
      return response.json<ApiKeyCreated>().key;
    },
    async connect(key: string): Promise<Client> {
      const client = new Client({ name: 'hookline-test', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${key}` } },
        }),
      );
      clients.push(client);
      return client;
    },
    close: () => Promise.all(clients.map((client) => client.close())),
  };
}
