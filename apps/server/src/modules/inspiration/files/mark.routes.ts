import { INSPIRATION_MESSAGES } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { MarkRoutesOn, ZodApp } from '../../marks/index.ts';
import { inspirationItemMarks, type MarkedKind } from './inspiration-marks.service.ts';

/**
 * The mark routes of saved ads or boards. `targetOf` answers null for what can't be marked (the workspace's
 * root): 400 'Please choose a board'.
 */
export function registerInspirationMarkRoutes(
  app: ZodApp,
  input: Omit<MarkRoutesOn<MarkedKind>, 'targetOf'> & {
    targetOf: (request: FastifyRequest) => { id: string; workspaceId: string } | null;
  },
): void {
  inspirationItemMarks.registerMarkRoutes(app, {
    ...input,
    targetOf: (request) => {
      const target = input.targetOf(request);
      if (!target) throw badRequest(INSPIRATION_MESSAGES.chooseBoard);
      return target;
    },
  });
}
