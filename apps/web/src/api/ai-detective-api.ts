import {
  aiDetectiveListResponse,
  aiDetectiveRecordSchema,
  createAiDetectiveResponse,
  deleteAiDetectiveResponse,
  type AiDetectiveListResponse,
  type AiDetectiveRecord,
  type CreateAiDetectiveResponse,
} from '@hookline/domain';
import { http } from './client.ts';

const id = (value: string) => encodeURIComponent(value);

/** The AI detective's calls (API.md, "Detective", AI analysis). */
export const aiDetectiveApi = {
  /** The workspace's analyses (one tracker's with `detectiveId`), and whether a new one may start. */
  list: (
    query: { workspaceId: string; detectiveId?: string },
    signal?: AbortSignal,
  ): Promise<AiDetectiveListResponse> =>
    http.main.get('ai-detective', {
      query: query.detectiveId === undefined ? { workspaceId: query.workspaceId } : query,
      schema: aiDetectiveListResponse,
      signal,
    }),

  get: (analysisId: string, signal?: AbortSignal): Promise<AiDetectiveRecord> =>
    http.main.get(`ai-detective/${id(analysisId)}`, { schema: aiDetectiveRecordSchema, signal }),

  start: (detectiveId: string): Promise<CreateAiDetectiveResponse> =>
    http.main.post('ai-detective', { detectiveId }, { schema: createAiDetectiveResponse }),

  remove: (analysisId: string) =>
    http.main.delete(`ai-detective/${id(analysisId)}`, { schema: deleteAiDetectiveResponse }),
};

export const AI_DETECTIVE_KEYS = {
  all: ['ai-detective'] as const,
  list: (workspaceId: string, detectiveId: string) =>
    ['ai-detective', 'list', workspaceId, detectiveId] as const,
  one: (analysisId: string) => ['ai-detective', 'one', analysisId] as const,
};
