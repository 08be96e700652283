import type { TemplateSlot } from '@hookline/domain';
import { z } from 'zod';
import type { OutboundFetch, OutboundResponse } from '../../../../platform/net/guarded-fetch.ts';
import { DesignConnectorError } from '../connector-errors.ts';
import { downloadImage, parseJson, send, type SendContext } from '../connector-http.ts';
import { textSlotsOf, type FigmaNode } from '../design-slots.ts';
import type { FigmaFrameRef } from './figma-url.ts';

/*
 * Figma's REST API, as much as importing a frame needs: the frame's node (GET /v1/files/:key/nodes) for its
 * name, size and text layers, and a PNG render of it (GET /v1/images/:key), downloaded at once since render
 * URLs expire. A personal access token goes in `X-Figma-Token`.
 */

export interface FigmaClientOptions {
  /** https://api.figma.com */
  apiUrl: string;
  accessToken: string;
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
}

export interface FigmaFrame {
  /** The Figma file's name. */
  fileName: string;
  /** The frame's (layer's) name. */
  name: string;
  width: number;
  height: number;
  slots: TemplateSlot[];
}

export interface FigmaFrameImport extends FigmaFrame {
  designURL: string;
  /** The frame rendered as a PNG, downloaded: the caller keeps it, since Figma's render URL expires. */
  preview: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg'; width: number; height: number };
}

const nodeSchema: z.ZodType<FigmaNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    visible: z.boolean().optional(),
    characters: z.string().optional(),
    style: z.object({ fontSize: z.number().optional() }).optional(),
    children: z.array(nodeSchema).optional(),
  }),
);

const boxSchema = z.object({ width: z.number().positive(), height: z.number().positive() });

const nodesSchema = z.object({
  name: z.string(),
  nodes: z.record(
    z.string(),
    z
      .object({
        document: z.looseObject({
          type: z.string(),
          name: z.string(),
          absoluteBoundingBox: boxSchema.nullable().optional(),
        }),
      })
      .nullable(),
  ),
});

const imagesSchema = z.object({
  err: z.string().nullable().optional(),
  images: z.record(z.string(), z.string().nullable()),
});

/** Figma's error bodies: `{status, err}`, or `{error: true, status, message}` on newer endpoints. */
const errorSchema = z.object({
  status: z.number().optional(),
  err: z.string().optional(),
  message: z.string().optional(),
});

/** Nodes that are a frame to a designer: what "Copy link to selection" on a frame gives. */
const FRAME_TYPES = new Set(['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE', 'GROUP', 'SECTION']);

/** Renders are asked at up to twice the frame's size, and at most this many pixels on the longer side. */
const RENDER_MAX_SIDE = 2048;

/** The scale Figma renders a frame at: 2x, less for a frame too large for RENDER_MAX_SIDE (within 0.01 to 4). */
export function renderScale(width: number, height: number): number {
  const scale = Math.min(2, RENDER_MAX_SIDE / Math.max(width, height, 1));
  return Math.max(0.01, Math.floor(scale * 100) / 100);
}

export function createFigmaClient(options: FigmaClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const headers = { 'x-figma-token': options.accessToken, accept: 'application/json' };
  const context = (where: string): SendContext => ({
    provider: 'figma',
    where,
    outbound: options.outbound,
    sleep: options.sleep,
  });

  /** The JSON of a 2xx answer; every other status becomes its typed error. */
  function answerOf(response: OutboundResponse, where: string): unknown {
    const body = parseJson(response.body);
    if (response.status >= 200 && response.status < 300) {
      if (body === undefined) {
        throw new DesignConnectorError(
          'figma',
          'answer',
          `Figma answered ${where} with something that is not JSON`,
        );
      }
      return body;
    }
    const error = errorSchema.safeParse(body);
    const said = error.success ? (error.data.err ?? error.data.message) : undefined;
    const detail = said ? ` (${said.slice(0, 200)})` : '';
    if (response.status === 401 || response.status === 403) {
      throw new DesignConnectorError(
        'figma',
        'tokenRefused',
        `Figma refused the access token${detail}: it may have expired or been revoked, or its owner cannot open this file. Set a new FIGMA_ACCESS_TOKEN, or share the file with its owner`,
      );
    }
    if (response.status === 404) {
      throw new DesignConnectorError(
        'figma',
        'notFound',
        'Figma has no file at this link, or its frame is gone: check the link',
      );
    }
    throw new DesignConnectorError(
      'figma',
      'answer',
      `Figma answered ${where} with HTTP ${response.status}${detail}`,
    );
  }

  async function frame(ref: FigmaFrameRef): Promise<FigmaFrame> {
    const where = 'GET /v1/files/:key/nodes';
    const url = `${base}/v1/files/${encodeURIComponent(ref.fileKey)}/nodes?ids=${encodeURIComponent(ref.nodeId)}`;
    const response = await send(context(where), { url, headers });
    const parsed = nodesSchema.safeParse(answerOf(response, where));
    if (!parsed.success) {
      throw new DesignConnectorError(
        'figma',
        'answer',
        `Figma's ${where} answer is not in the documented shape`,
      );
    }
    const entry = parsed.data.nodes[ref.nodeId];
    if (!entry) {
      throw new DesignConnectorError(
        'figma',
        'notFound',
        'This frame is not in the Figma file: check the link',
      );
    }
    const { document } = entry;
    if (!FRAME_TYPES.has(document.type) || !document.absoluteBoundingBox) {
      throw new DesignConnectorError(
        'figma',
        'notFound',
        'This link names a page or a layer, not a frame: select a frame in Figma and copy its link',
      );
    }
    const tree = nodeSchema.safeParse(document);
    if (!tree.success) {
      throw new DesignConnectorError(
        'figma',
        'answer',
        `Figma's ${where} answer is not in the documented shape`,
      );
    }
    return {
      fileName: parsed.data.name,
      name: document.name,
      width: Math.round(document.absoluteBoundingBox.width),
      height: Math.round(document.absoluteBoundingBox.height),
      slots: textSlotsOf(tree.data),
    };
  }

  /** The URL of a PNG render of the frame; Figma keeps it for a while only. */
  async function renderUrl(ref: FigmaFrameRef, scale: number): Promise<string> {
    const where = 'GET /v1/images/:key';
    const query = new URLSearchParams({ ids: ref.nodeId, format: 'png', scale: String(scale) });
    const url = `${base}/v1/images/${encodeURIComponent(ref.fileKey)}?${query.toString()}`;
    const response = await send(context(where), { url, headers });
    const parsed = imagesSchema.safeParse(answerOf(response, where));
    if (!parsed.success) {
      throw new DesignConnectorError(
        'figma',
        'answer',
        `Figma's ${where} answer is not in the documented shape`,
      );
    }
    if (parsed.data.err) {
      throw new DesignConnectorError(
        'figma',
        'answer',
        `Figma could not render the frame (${parsed.data.err.slice(0, 200)})`,
      );
    }
    const rendered = parsed.data.images[ref.nodeId];
    if (!rendered) {
      // Figma lists every node asked for; null means its render failed (an empty or invisible frame).
      throw new DesignConnectorError(
        'figma',
        'renderMissing',
        'Figma could not render this frame (it may be empty or hidden), so nothing was imported',
      );
    }
    return rendered;
  }

  return {
    frame,
    renderUrl,
    /** The frame's facts and its PNG, downloaded. */
    async importFrame(ref: FigmaFrameRef): Promise<FigmaFrameImport> {
      const facts = await frame(ref);
      const url = await renderUrl(ref, renderScale(facts.width, facts.height));
      const preview = await downloadImage(context('its render'), url);
      return { ...facts, designURL: ref.designURL, preview };
    },
  };
}

export type FigmaClient = ReturnType<typeof createFigmaClient>;
