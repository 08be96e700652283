import { workspaceChildResource } from '../../tenancy/index.ts';
import { detectiveAiAnalyses } from './tables.ts';

/** An AI detective analysis, reached through its workspace's Detective grant: another organisation's is not found. */
export const aiDetectiveAnalysisResource = workspaceChildResource({
  name: 'detectiveAiAnalysis',
  table: detectiveAiAnalyses,
  id: detectiveAiAnalyses.id,
  workspaceId: detectiveAiAnalyses.workspaceId,
  product: 'detective',
});
