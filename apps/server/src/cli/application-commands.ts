import {
  type ApplicationStatus,
  applicationStatuses,
  type ServiceApplication,
  type ServiceType,
  serviceTypes,
} from '@merchant/shared';
import type { ApplicationReviewService } from '../features/application';
import { formatTable } from './text-table';

/**
 * `applications …` of the platform tool (docs/applications.md "Command line"): submitted
 * applications to open a service, one of them, approve, reject or revoke with a reason. The
 * same service as POST /api/platform/application/*.
 */
export const applicationUsage = `  applications list [--status pending|approved|rejected] [--type timed|count] [--page N] [--size N]
  applications show <id>
  applications approve <id>
  applications reject <id> --reason "…"
  applications revoke <id> --reason "…"   (withdraws an approval: the service closes)`;

export type ApplicationAction =
  | {
      kind: 'applications-list';
      status: ApplicationStatus | undefined;
      type: ServiceType | undefined;
      number: number;
      size: number;
    }
  | { kind: 'applications-show' | 'applications-approve'; id: number }
  | { kind: 'applications-reject' | 'applications-revoke'; id: number; reason: string };

export const isApplicationAction = (action: { kind: string }): action is ApplicationAction =>
  action.kind.startsWith('applications-');

/** Wrong usage of an `applications` command (the tool prints the usage and exits 2). */
export class ApplicationUsageError extends Error {}

export const parseApplicationCommand = (
  command: string | undefined,
  idText: string | undefined,
  values: { status?: string; type?: string; reason?: string[]; page?: number; size?: number },
  id: (text: string | undefined) => number,
): ApplicationAction => {
  switch (command) {
    case 'list': {
      if (idText !== undefined) throw new ApplicationUsageError('applications list takes no id');
      const submitted = applicationStatuses.filter((s) => s !== 'draft');
      if (values.status !== undefined && !(submitted as readonly string[]).includes(values.status))
        throw new ApplicationUsageError(`--status must be one of ${submitted.join(', ')}`);
      if (values.type !== undefined && !(serviceTypes as readonly string[]).includes(values.type))
        throw new ApplicationUsageError(`--type must be one of ${serviceTypes.join(', ')}`);
      return {
        kind: 'applications-list',
        status: values.status as ApplicationStatus | undefined,
        type: values.type as ServiceType | undefined,
        number: values.page ?? 1,
        size: values.size ?? 50,
      };
    }
    case 'show':
    case 'approve':
      return { kind: `applications-${command}`, id: id(idText) };
    case 'reject':
    case 'revoke': {
      if ((values.reason ?? []).length > 1)
        throw new ApplicationUsageError(`applications ${command} takes one --reason`);
      const reason = values.reason?.[0]?.trim();
      if (!reason) throw new ApplicationUsageError(`applications ${command} needs --reason "…"`);
      return { kind: `applications-${command}`, id: id(idText), reason };
    }
    default:
      throw new ApplicationUsageError('applications needs a command: list, show, approve, reject or revoke');
  }
};

const time = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');
const typeName = (type: ServiceType) => (type === 'timed' ? 'timed' : 'count (per-visit)');

const details = (a: ServiceApplication) => {
  const q = a.qualification;
  const lines: [string, string][] = [
    ['Application', `${a.id} (${a.status})`],
    ['Service', typeName(a.type)],
    ['Store', `${a.store_name} (#${a.store_id}), ${q.city} ${q.address}`.trim()],
    ['Submitted', a.submitted_at ? `${time(a.submitted_at)} UTC` : '-'],
    ['Decided', a.decided_at ? `${time(a.decided_at)} UTC` : '-'],
    ...(a.reject_reason ? [['Reason', a.reject_reason] as [string, string]] : []),
    ['Licence code', q.licence_code ?? '- (no approved qualifications)'],
    ['Legal person', q.legal_name ? `${q.legal_name}, identity card ${q.id_card_masked}` : '-'],
    ['Contact phone', q.contact_phone ?? '-'],
    ['Materials', a.materials.map((m) => `#${m.upload_id} ${m.file_name}`).join(', ') || '-'],
    ['Description', a.description],
  ];
  return lines.map(([k, v]) => `${`${k}:`.padEnd(15)}${v}`).join('\n');
};

export const executeApplicationAction = async (
  action: ApplicationAction,
  reviews: ApplicationReviewService,
): Promise<string> => {
  switch (action.kind) {
    case 'applications-list': {
      const restrictions = [
        ...(action.status
          ? [{ name: 'status', operator: '=' as const, value: action.status, logic: 'and' as const }]
          : []),
        ...(action.type
          ? [{ name: 'type', operator: '=' as const, value: action.type, logic: 'and' as const }]
          : []),
      ];
      const page = await reviews.list({
        pageable: { number: action.number, size: action.size },
        restrictions,
        sorts: [
          { name: 'submitted_at', sort: action.status === 'pending' || !action.status ? 'asc' : 'desc' },
        ],
      });
      if (page.content.length === 0)
        return page.total
          ? `No applications on page ${page.number} (${page.total} in all).`
          : 'No applications.';
      const first = (page.number - 1) * page.size + 1;
      const table = formatTable(
        ['ID', 'STATUS', 'SERVICE', 'STORE', 'LICENCE', 'MATERIALS', 'SUBMITTED (UTC)'],
        page.content.map((a) => [
          String(a.id),
          a.status,
          typeName(a.type),
          `${a.store_name} (#${a.store_id})`,
          a.qualification.licence_code ?? '-',
          String(a.materials.length),
          time(a.submitted_at),
        ]),
      );
      return `${table}\n\n${first}-${first + page.content.length - 1} of ${page.total}`;
    }
    case 'applications-show':
      return details(await reviews.show(action.id));
    case 'applications-approve': {
      const a = await reviews.approve('cli', action.id);
      return `Application ${a.id} approved: ${a.store_name} (#${a.store_id}) may now sell ${typeName(a.type)} services.\nThe store's owners were sent a system message.`;
    }
    case 'applications-reject':
    case 'applications-revoke': {
      const a = await reviews[action.kind === 'applications-reject' ? 'reject' : 'revoke'](
        'cli',
        action.id,
        action.reason,
      );
      const verb = action.kind === 'applications-reject' ? 'rejected' : 'revoked (the service is closed)';
      return `Application ${a.id} ${verb}: ${a.store_name} (#${a.store_id}), ${typeName(a.type)}: ${a.reject_reason}\nThe store's owners were sent a system message.`;
    }
  }
};
