import { Code, type ReviewKind } from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { bearerToken } from '../../plugins/access';
import { createAccessRepository } from '../session/access.repository';

/** The button permission of each action per screen: /orderevaluate (text) and /videoevaluate (video). */
export const reviewPermissions = {
  text: { view: 'review:view', reply: 'review:reply' },
  video: { view: 'videoreview:view', reply: 'videoreview:reply' },
} as const satisfies Record<ReviewKind, Record<'view' | 'reply', string>>;

/**
 * The routes declare both screens' codes (either passes the access plugin); this checks the one
 * the review's kind needs, with the plugin's own read (owners hold every permission), -403.
 */
export const requireReviewPermission = async (
  db: Database,
  request: FastifyRequest,
  kind: ReviewKind,
  action: 'view' | 'reply',
): Promise<void> => {
  const permission = reviewPermissions[kind][action];
  const token = bearerToken(request) ?? '';
  const row = await createAccessRepository(db).findCaller(hashToken(token), request.storeId, [permission]);
  if (!row?.granted) throw new AppError(Code.FORBIDDEN, 'permissionDenied', { permission });
};
