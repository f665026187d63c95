import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  claimStatuses,
  formatMessage,
  type Language,
  type PlatformClaim,
  pickLanguage,
} from '@merchant/shared';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { systemMessageOutbox } from '../features/message';
import { createReviewService } from '../features/onboarding/review.service';
import { AppError } from '../lib/app-error';
import {
  type ApplicationAction,
  ApplicationUsageError,
  applicationUsage,
  executeApplicationAction,
  isApplicationAction,
  parseApplicationCommand,
} from './application-commands';
import {
  type CourseAction,
  CourseUsageError,
  courseUsage,
  executeCourseAction,
  isCourseAction,
  parseCourseCommand,
} from './course-commands';
import {
  type JobAction,
  JobUsageError,
  jobsReport,
  jobUsage,
  parseJobCommand,
  runJobOnce,
  UnknownJobError,
} from './job-commands';
import {
  executeLedgerAction,
  isLedgerAction,
  type LedgerAction,
  LedgerUsageError,
  ledgerUsage,
  parseLedgerCommand,
} from './ledger-commands';
import {
  executeReviewAction,
  isReviewAction,
  parseReviewCommand,
  type ReviewAction,
  ReviewUsageError,
  reviewUsage,
} from './review-commands';
import { formatTable } from './text-table';
import {
  executeWithdrawalAction,
  isWithdrawalAction,
  parseWithdrawalCommand,
  type WithdrawalAction,
  WithdrawalUsageError,
  withdrawalUsage,
} from './withdrawal-commands';

/**
 * The platform's review at the command line (README "Platform review"). It opens the database
 * the server would open (DATA_DIR / DATABASE_URL), brings it up to date and calls the same
 * service as the /api/platform calls, so both apply the same rules and send the same messages.
 */
export const usage = `Usage: npm run platform -- claims|courses|applications|ledger|review <command> | jobs [run <name>]

  claims list [--status pending|approved|rejected] [--page N] [--size N]
  claims show <id>
  claims approve <id>
  claims reject <id> --reason "…"
${courseUsage}
${applicationUsage}
${ledgerUsage}
${jobUsage}
${reviewUsage}
${withdrawalUsage}

The database is the server's: DATA_DIR (default ./data, relative to apps/server when run
through npm) or DATABASE_URL.`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Wrong usage: exit 2 with the usage text. Refused actions and failures exit 1. */
class UsageError extends Error {}

const positiveInt = (value: string | undefined, name: string, fallback?: number): number => {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw new UsageError(`${name} must be a positive integer`);
  return n;
};

const day = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');
const merchantOf = (c: PlatformClaim) => `${c.merchant.name} (${c.merchant.phone || c.merchant.username})`;

const listTable = (claims: PlatformClaim[]) =>
  formatTable(
    ['ID', 'STATUS', 'STORE', 'CITY', 'MERCHANT', 'QUALIFICATIONS', 'CREATED (UTC)'],
    claims.map((c) => [
      String(c.id),
      c.status,
      `${c.store.name} (#${c.store.id})`,
      c.store.city,
      merchantOf(c),
      c.qualification ? `${c.qualification.licence_code} ${c.qualification.legal_name}` : '-',
      day(c.created_at),
    ]),
  );

const details = (c: PlatformClaim) => {
  const q = c.qualification;
  const lines: [string, string][] = [
    ['Claim', `${c.id} (${c.status})`],
    ['Store', `${c.store.name} (#${c.store.id}), ${c.store.city} ${c.store.address}`],
    ['Merchant', `${merchantOf(c)}, account #${c.merchant.id}`],
    ['Created', `${day(c.created_at)} UTC`],
    ['Decided', c.decided_at ? `${day(c.decided_at)} UTC` : '-'],
    ...(c.reason ? [['Reason', c.reason] as [string, string]] : []),
    ['Licence code', q?.licence_code ?? '- (no qualifications yet)'],
  ];
  if (q) {
    lines.push(
      ['Licence photo', `file #${q.licence_photo_id}`],
      ['Legal person', `${q.legal_name}, identity card ${q.id_card}`],
      ['Card photos', `front file #${q.id_card_front_id}, back file #${q.id_card_back_id}`],
      ['Contact phone', q.contact_phone],
      ['Submitted', `${day(q.updated_at)} UTC`],
    );
  }
  return lines.map(([k, v]) => `${`${k}:`.padEnd(15)}${v}`).join('\n');
};

type Action =
  | { kind: 'help' }
  | { kind: 'list'; status: PlatformClaim['status'] | undefined; number: number; size: number }
  | { kind: 'show' | 'approve'; id: number }
  | { kind: 'reject'; id: number; reason: string }
  | JobAction
  | CourseAction
  | ApplicationAction
  | LedgerAction
  | ReviewAction
  | WithdrawalAction;

/** Reads the command line into one action; wrong usage throws a UsageError. */
export const parseCommand = (args: string[]): Action => {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        reason: { type: 'string', multiple: true },
        kind: { type: 'string' },
        type: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        outcome: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>;
  const [group, command, idText, ...rest] = parsed.positionals;
  if (values.help) return { kind: 'help' };
  if (!group) throw new UsageError('no command given');
  if (group === 'review') {
    try {
      return parseReviewCommand(
        command,
        parsed.positionals.slice(2),
        {
          status: values.status as string | undefined,
          reason: values.reason as string[] | undefined,
          page: positiveInt(values.page as string | undefined, '--page', 1),
          size: Math.min(100, positiveInt(values.size as string | undefined, '--size', 50)),
        },
        (text) => positiveInt(text, 'the appeal id'),
      );
    } catch (error) {
      if (error instanceof ReviewUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (group === 'withdrawal') {
    try {
      return parseWithdrawalCommand(command, idText, {
        reason: values.reason as string[] | undefined,
        status: values.status as string | undefined,
        outcome: values.outcome as string | undefined,
      });
    } catch (error) {
      if (error instanceof WithdrawalUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (group === 'jobs') {
    try {
      return parseJobCommand(parsed.positionals.slice(1));
    } catch (error) {
      if (error instanceof JobUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (
    (group !== 'claims' && group !== 'courses' && group !== 'applications' && group !== 'ledger') ||
    rest.length > 0
  )
    throw new UsageError(`unknown command: ${args.join(' ')}`);
  if (group === 'courses') {
    try {
      return parseCourseCommand(
        command,
        idText,
        {
          kind: values.kind as string | undefined,
          reason: values.reason as string[] | undefined,
          page: positiveInt(values.page as string | undefined, '--page', 1),
          size: Math.min(100, positiveInt(values.size as string | undefined, '--size', 50)),
        },
        (text) => positiveInt(text, 'the listing id'),
      );
    } catch (error) {
      if (error instanceof CourseUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (group === 'ledger') {
    try {
      return parseLedgerCommand(command, idText);
    } catch (error) {
      if (error instanceof LedgerUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (group === 'applications') {
    try {
      return parseApplicationCommand(
        command,
        idText,
        {
          status: values.status as string | undefined,
          type: values.type as string | undefined,
          reason: values.reason as string[] | undefined,
          page: positiveInt(values.page as string | undefined, '--page', 1),
          size: Math.min(100, positiveInt(values.size as string | undefined, '--size', 50)),
        },
        (text) => positiveInt(text, 'the application id'),
      );
    } catch (error) {
      if (error instanceof ApplicationUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  const reasons = values.reason as string[] | undefined;
  if (reasons !== undefined && reasons.length > 1) throw new UsageError('claims reject takes one --reason');
  if (!command) throw new UsageError('claims needs a command: list, show, approve or reject');
  const status = values.status as string | undefined;
  switch (command) {
    case 'list':
      if (idText !== undefined) throw new UsageError('claims list takes no id');
      if (status !== undefined && !(claimStatuses as readonly string[]).includes(status))
        throw new UsageError(`--status must be one of ${claimStatuses.join(', ')}`);
      return {
        kind: 'list',
        status: status as PlatformClaim['status'] | undefined,
        number: positiveInt(values.page as string | undefined, '--page', 1),
        size: Math.min(100, positiveInt(values.size as string | undefined, '--size', 50)),
      };
    case 'show':
    case 'approve':
      return { kind: command, id: positiveInt(idText, 'the claim id') };
    case 'reject': {
      const reason = reasons?.[0]?.trim();
      if (!reason) throw new UsageError('claims reject needs --reason "…"');
      return { kind: 'reject', id: positiveInt(idText, 'the claim id'), reason };
    }
    default:
      throw new UsageError(`unknown command: ${args.join(' ')}`);
  }
};

const execute = async (
  action: Exclude<Action, { kind: 'help' } | { kind: 'jobs-run' } | LedgerAction | WithdrawalAction>,
  db: Database,
  lang: Language,
) => {
  if (isCourseAction(action)) {
    // Loaded only for `courses …`: the claims commands start without the catalogue's modules.
    const { createCourseReviewService } = await import('../features/course/course-review.service');
    return executeCourseAction(action, createCourseReviewService(db), lang);
  }
  if (isApplicationAction(action)) {
    const { createApplicationReviewService } = await import('../features/application');
    return executeApplicationAction(action, createApplicationReviewService(db));
  }
  if (isReviewAction(action)) {
    const { createReviewAppealService } = await import('../features/review/review-appeal.service');
    return executeReviewAction(action, createReviewAppealService(db));
  }
  if (action.kind === 'jobs') return jobsReport(db);
  const reviews = createReviewService(db);
  switch (action.kind) {
    case 'list': {
      // Pending claims are a queue, oldest first; any other view is history, newest first.
      const page = await reviews.list('cli', {
        pageable: { number: action.number, size: action.size },
        restrictions: action.status
          ? [{ name: 'status', operator: '=', value: action.status, logic: 'and' }]
          : [],
        sorts: [{ name: 'created_at', sort: action.status === 'pending' ? 'asc' : 'desc' }],
      });
      if (page.content.length === 0)
        return page.total ? `No claims on page ${page.number} (${page.total} in all).` : 'No claims.';
      const first = (page.number - 1) * page.size + 1;
      return `${listTable(page.content)}\n\n${first}-${first + page.content.length - 1} of ${page.total}`;
    }
    case 'show':
      return details(await reviews.show('cli', action.id));
    case 'approve': {
      const c = await reviews.approve('cli', action.id);
      return `Claim ${c.id} approved: ${merchantOf(c)} now manages ${c.store.name} (#${c.store.id}).\nThe merchant was sent a system message.`;
    }
    case 'reject': {
      const c = await reviews.reject('cli', action.id, action.reason);
      return `Claim ${c.id} rejected (${c.store.name}, ${merchantOf(c)}): ${c.reason}\nThe merchant was sent a system message.`;
    }
  }
};

/** Runs one command; returns the exit code. Exported for the tests. */
export const runPlatformCli = async (args: string[], io: CliIo): Promise<number> => {
  const lang: Language = pickLanguage(undefined, io.env.LANG);
  let action: Action;
  try {
    action = parseCommand(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (action.kind === 'help') {
    io.out(usage);
    return 0;
  }
  let db: Database | undefined;
  try {
    const config = loadConfig(io.env);
    if (action.kind === 'jobs-run') {
      // The whole application, as a server builds it: its own database pool, closed with it.
      io.out(await runJobOnce(config, action.name, io.err));
      return 0;
    }
    db = openDatabase(config.database);
    await migrateToLatest(db, config.database.kind);
    if (isLedgerAction(action)) {
      // The one command whose answer decides the exit code (a difference exits 1).
      const { code, text } = await executeLedgerAction(action, db);
      (code === 0 ? io.out : io.err)(text);
      return code;
    }
    if (isWithdrawalAction(action)) {
      io.out(
        await executeWithdrawalAction(action, db, config, {
          warn: (_detail: object, text: string) => io.err(text),
        }),
      );
      return 0;
    }
    // A decision's messages go through the outbox; delivered right after the command's
    // transaction (a running server's delivery job would deliver them anyway).
    const outbox = systemMessageOutbox({ warn: (_detail, text) => io.err(text) });
    const database = db;
    io.out(await outbox.deliverAfter(database, () => execute(action, database, lang)));
    return 0;
  } catch (error) {
    if (error instanceof AppError) io.err(`Refused: ${formatMessage(error.messageKey, lang, error.params)}`);
    else if (error instanceof UnknownJobError) io.err(`Refused: ${error.message}`);
    else io.err(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db?.destroy();
  }
};

// Run when started as a program (npm run platform), not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runPlatformCli(process.argv.slice(2), {
    env: process.env,
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  }).then((code) => {
    process.exitCode = code;
  });
}
