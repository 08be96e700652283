import { workspaceChildResource } from '../../tenancy/index.ts';
import { detectiveAiAnalyses } from './tables.ts';

/** An AI detective analysis, reached through its workspace: another organisation's is not found. */
export const aiDetectiveAnalysisResource = workspaceChildResource({
  name: 'detectiveAiAnalysis',
  table: detectiveAiAnalyses,
  id: detectiveAiAnalyses.id,
  workspaceId: detectiveAiAnalyses.workspaceId,
});
