import {
  type ApplicationStatus,
  Code,
  formatMessage,
  hasControlCharacters,
  type ListQuery,
  MAX_APPLICATION_REASON,
  type Page,
  type ServiceApplication,
  type ServiceType,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { transition } from '../../lib/transitions';
import type { Caller } from '../../plugins/access';
import type { Storage } from '../../storage/create-storage';
import { queueSystemMessage } from '../message';
import {
  type ApplicationRow,
  createApplicationRepository,
  platformApplicationList,
} from './application.repository';
import { APPLICATION_ENTITY, applicationTransitions } from './application-transitions';
import { toApplications } from './application-wire';

/** A platform account through the API, or the operator at the command line. */
export type ApplicationReviewer = { caller: Caller; requestId?: string } | 'cli';

export const APPLICATION_MESSAGE_CATEGORY = 'application';

export const applicationNotFound = () => new AppError(Code.NOT_FOUND, 'applicationNotFound');

type Decision = 'approve' | 'reject' | 'revoke';

const serviceName = (type: ServiceType, lang: 'zh' | 'en') =>
  formatMessage(type === 'timed' ? 'serviceTypeTimed' : 'serviceTypeCount', lang);

/** The system message per decision, in Chinese and English as the other reviews' messages are. */
const decisionMessage = (row: ApplicationRow, decision: Decision, reason: string | null) => {
  const [titleKey, contentKey] = {
    approve: ['applicationApprovedTitle', 'applicationApprovedContent'],
    reject: ['applicationRejectedTitle', 'applicationRejectedContent'],
    revoke: ['applicationRevokedTitle', 'applicationRevokedContent'],
  }[decision] as [
    'applicationApprovedTitle' | 'applicationRejectedTitle' | 'applicationRevokedTitle',
    'applicationApprovedContent' | 'applicationRejectedContent' | 'applicationRevokedContent',
  ];
  const params = (lang: 'zh' | 'en') => ({
    service: serviceName(row.type as ServiceType, lang),
    store: row.store_name,
    reason: reason ?? '',
  });
  return {
    title: `${formatMessage(titleKey, 'zh', params('zh'))} / ${formatMessage(titleKey, 'en', params('en'))}`,
    content: `${formatMessage(contentKey, 'zh', params('zh'))}\n${formatMessage(contentKey, 'en', params('en'))}`,
    category: APPLICATION_MESSAGE_CATEGORY,
  };
};

/** The command line has no schema in front of it: the API's rule for a reason, checked here too. */
export const checkReason = (reason: string): string => {
  const trimmed = reason.trim();
  if (!trimmed || [...trimmed].length > MAX_APPLICATION_REASON || hasControlCharacters(trimmed, true))
    throw new AppError(Code.VALIDATION, 'invalidField', { field: 'reason' });
  return trimmed;
};

/**
 * The platform's review of applications (docs/applications.md "Platform review"), for the
 * /api/platform calls and the command-line tool alike: approve or reject a pending one, revoke
 * an approved one. Each decision is one transaction: the guarded move (a second decision of the
 * same application finds it changed: -409), the log row and the messages to the store's owners.
 */
export const createApplicationReviewService = (db: Database, storage: Storage | null = null) => {
  const applications = createApplicationRepository(db);

  const decide = async (
    reviewer: ApplicationReviewer,
    id: number,
    decision: Decision,
    reasonText: string | null,
    origin: string | null,
  ): Promise<ServiceApplication> => {
    const reason = reasonText === null ? null : checkReason(reasonText);
    const accountId = reviewer === 'cli' ? null : reviewer.caller.accountId;
    await db.transaction().execute(async (trx) => {
      const repository = createApplicationRepository(trx);
      const row = await repository.findById(id);
      // A draft is the merchant's own work: the platform does not see it.
      if (!row || row.status === 'draft') throw applicationNotFound();
      const from = row.status as ApplicationStatus;
      // Reject decides a pending application only; revoke takes back an approved one. Two
      // calls so that a reject racing an approval fails rather than revoking it.
      if ((decision === 'reject' && from !== 'pending') || (decision === 'revoke' && from !== 'approved'))
        throw new AppError(Code.CONFLICT, 'transitionNotAllowed', { from, to: 'rejected' });
      const now = isoNow();
      await transition(trx, {
        table: 'service_applications',
        entity: APPLICATION_ENTITY,
        transitions: applicationTransitions,
        id,
        storeId: row.store_id,
        from,
        to: decision === 'approve' ? 'approved' : 'rejected',
        actor: {
          kind: 'platform',
          accountId,
          requestId: reviewer === 'cli' ? null : (reviewer.requestId ?? null),
        },
        reason,
        extra: { reject_reason: reason, decided_at: now, decided_by: accountId, updated_at: now },
      });
      const message = decisionMessage(row, decision, reason);
      // Through the outbox: delivered once this transaction has committed. The key names this
      // decision (an application may be decided again after it is resubmitted).
      const key = `service-application:${id}:${decision}:${now}`;
      for (const owner of await repository.storeManagerIds(row.store_id))
        await queueSystemMessage(trx, owner, message, key);
    });
    return show(id, origin);
  };

  const show = async (id: number, origin: string | null): Promise<ServiceApplication> => {
    const row = await applications.findById(id);
    if (!row) throw applicationNotFound();
    return (await toApplications(applications, storage, [row], origin))[0] as ServiceApplication;
  };

  return {
    /** Every submitted application (drafts are left out). `origin` null: the command line. */
    list: async (query: ListQuery, origin: string | null = null): Promise<Page<ServiceApplication>> => {
      const page = await applications.platformList(planListQuery(query, platformApplicationList));
      return { ...page, content: await toApplications(applications, storage, page.content, origin) };
    },

    /** A draft is the merchant's own: not found for the platform. */
    show: async (id: number, origin: string | null = null) => {
      const row = await applications.findById(id);
      if (!row || row.status === 'draft') throw applicationNotFound();
      return show(id, origin);
    },

    approve: (reviewer: ApplicationReviewer, id: number, origin: string | null = null) =>
      decide(reviewer, id, 'approve', null, origin),

    reject: (reviewer: ApplicationReviewer, id: number, reason: string, origin: string | null = null) =>
      decide(reviewer, id, 'reject', reason, origin),

    /** Withdraws an approval: the service closes (isServiceOpen is false) until a new approval. */
    revoke: (reviewer: ApplicationReviewer, id: number, reason: string, origin: string | null = null) =>
      decide(reviewer, id, 'revoke', reason, origin),
  };
};

export type ApplicationReviewService = ReturnType<typeof createApplicationReviewService>;
