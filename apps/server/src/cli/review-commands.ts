import { reviewAppealStatuses } from '@merchant/shared';
import type { ReviewAppealService } from '../features/review/review-appeal.service';
import { formatTable } from './text-table';

/**
 * `review …` of the platform tool (docs/reviews.md "Command line"): the queue of appeals and the
 * decision on one. The same service as POST /api/platform/review/appeal/*.
 */
export const reviewUsage = `  review appeals [--status open|upheld|dismissed] [--page N] [--size N]
  review decide <appeal id> upheld|dismissed --reason "…"
      (upheld hides the review from the storefront and the averages)`;

export type ReviewAction =
  | { kind: 'review-appeals'; status: string | undefined; number: number; size: number }
  | { kind: 'review-decide'; id: number; decision: 'upheld' | 'dismissed'; reason: string };

export const isReviewAction = (action: { kind: string }): action is ReviewAction =>
  action.kind.startsWith('review-');

/** Wrong usage of a `review` command (the tool prints the usage and exits 2). */
export class ReviewUsageError extends Error {}

export const parseReviewCommand = (
  command: string | undefined,
  positionals: string[],
  values: { status?: string; reason?: string[]; page: number; size: number },
  id: (text: string | undefined) => number,
): ReviewAction => {
  switch (command) {
    case 'appeals':
      if (positionals.length > 0) throw new ReviewUsageError('review appeals takes no id');
      if (values.status !== undefined && !(reviewAppealStatuses as readonly string[]).includes(values.status))
        throw new ReviewUsageError(`--status must be one of ${reviewAppealStatuses.join(', ')}`);
      return { kind: 'review-appeals', status: values.status, number: values.page, size: values.size };
    case 'decide': {
      const [idText, decision, ...rest] = positionals;
      if (rest.length > 0) throw new ReviewUsageError('review decide takes an id and a decision');
      if (decision !== 'upheld' && decision !== 'dismissed')
        throw new ReviewUsageError('review decide needs upheld or dismissed');
      const reason = (values.reason ?? []).join('; ').trim();
      if (!reason) throw new ReviewUsageError('review decide needs --reason "…"');
      return { kind: 'review-decide', id: id(idText), decision, reason };
    }
    default:
      throw new ReviewUsageError('review needs a command: appeals or decide');
  }
};

const time = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

export const executeReviewAction = async (action: ReviewAction, service: ReviewAppealService) => {
  if (action.kind === 'review-decide') {
    const a = await service.decide('cli', action.id, { decision: action.decision, reason: action.reason });
    return `Appeal ${a.id} ${a.status} (${a.store_name}, review of “${a.review.listing_name}”): ${a.decision_reason}\nThe store was sent a system message.`;
  }
  const page = await service.list('cli', {
    pageable: { number: action.number, size: action.size },
    restrictions: action.status
      ? [{ name: 'status', operator: '=', value: action.status, logic: 'and' }]
      : [],
    sorts: [{ name: 'created_at', sort: 'asc' }],
  });
  if (page.content.length === 0) return 'No appeals.';
  const table = formatTable(
    ['ID', 'STATUS', 'STORE', 'STARS', 'REVIEW', 'REASON', 'EVIDENCE', 'CREATED (UTC)'],
    page.content.map((a) => [
      String(a.id),
      a.status,
      `${a.store_name} (#${a.store_id})`,
      String(a.review.stars),
      a.review.text.slice(0, 30),
      a.reason.slice(0, 40),
      a.evidence.map((f) => `#${f.id}`).join(' ') || '-',
      time(a.created_at),
    ]),
  );
  const first = (page.number - 1) * page.size + 1;
  return `${table}\n\n${first}-${first + page.content.length - 1} of ${page.total}`;
};
