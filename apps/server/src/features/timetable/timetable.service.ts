import {
  addDays,
  Code,
  type HistorySession,
  type Language,
  type ListQuery,
  MAX_BOOKING_CLOSES_MINUTES,
  MAX_BOOKING_OPENS_HOURS,
  MAX_CANCEL_DEADLINE_HOURS,
  type MessageKey,
  mondayOf,
  type Page,
  type SessionStatus,
  type TimetableOptions,
  type TimetablePreview,
  type TimetablePreviewBodyParsed,
  type TimetableRuleBodyParsed,
  type TimetableRuleSaved,
  type TimetableSession,
  type TimetableWeek,
  type TimetableWeekCopied,
  weekdayOf,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { recordAudit, transition } from '../../lib/transitions';
import { lockStoreSchedule, parseOpeningHours, type ScheduleActor } from '../area';
import { createAreaRepository } from '../area/area.repository';
import { releaseSessionBookings } from '../booking/booking-desk';
import { createTimetableRepository, historyList, type WeekFilter } from './timetable.repository';
import {
  type AreaFacts,
  checkConflicts,
  type PlanNames,
  type PlannedSession,
  planSessions,
} from './timetable-plan';
import { RULE_ENTITY, SESSION_ENTITY, sessionTransitions } from './timetable-transitions';
import { conflictRefusal, ruleFieldsOf, toRule, toSession } from './timetable-wire';

export const ruleNotFound = () => new AppError(Code.NOT_FOUND, 'timetableRuleNotFound');
export const sessionNotFound = () => new AppError(Code.NOT_FOUND, 'timetableSessionNotFound');

const fieldError = (key: MessageKey, field: string, params: Record<string, number> = {}) =>
  new AppError(Code.VALIDATION, key, { field, ...params });

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** What a save is about: rules (with the field prefix that names them in a refusal). */
interface Batch {
  rules: TimetableRuleBodyParsed[];
  /** `rules.3.` for a list, '' for one rule. */
  prefix: (index: number) => string;
  /** A rule being replaced: its upcoming sessions are regenerated, not clashed with. */
  replacing?: { ruleId: number; keptDates: Set<string> };
}

/**
 * The weekly timetable and past courses (docs/schedule.md). Rules generate dated sessions
 * from today on; every save is checked for conflicts (same area at once unless the area allows
 * it, the coach in two places, outside the area's hours) and refused (-409, the preview as
 * value) while any remains. Saves run under the store's schedule lock, so two saves racing for
 * one slot are decided one after the other: the second sees the first's sessions.
 */
export const createTimetableService = (db: Database) => {
  /** Checks the rules' listing, coach and area and the capacities; answers the names for conflicts. */
  const checkReferences = async (trx: Database, storeId: number, batch: Batch): Promise<PlanNames> => {
    const repository = createTimetableRepository(trx);
    const unique = (pick: (r: TimetableRuleBodyParsed) => number) => [...new Set(batch.rules.map(pick))];
    const [courses, coaches, areas] = await Promise.all([
      repository.courses(
        storeId,
        unique((r) => r.course_id),
      ),
      repository.coaches(
        storeId,
        unique((r) => r.coach_id),
      ),
      createAreaRepository(trx).findMany(
        storeId,
        unique((r) => r.area_id),
      ),
    ]);
    const courseById = new Map(courses.map((c) => [c.id, c]));
    const coachById = new Map(coaches.map((c) => [c.id, c]));
    const areaById = new Map(areas.map((a) => [a.id, a]));
    batch.rules.forEach((rule, index) => {
      const field = (name: string) => `${batch.prefix(index)}${name}`;
      const course = courseById.get(rule.course_id);
      if (!course || (course.status !== 'online' && course.status !== 'offline'))
        throw fieldError('timetableCourseNotSellable', field('course_id'));
      if (coachById.get(rule.coach_id)?.status !== 'active')
        throw fieldError('timetableCoachNotActive', field('coach_id'));
      const area = areaById.get(rule.area_id);
      if (!area) throw fieldError('timetableAreaNotFound', field('area_id'));
      if (rule.capacity > area.capacity)
        throw fieldError('capacityOverArea', field('capacity'), {
          capacity: rule.capacity,
          max: area.capacity,
        });
      if (course.class_size > 0 && rule.capacity > course.class_size)
        throw fieldError('capacityOverClass', field('capacity'), {
          capacity: rule.capacity,
          max: course.class_size,
        });
    });
    return {
      courses: new Map(courses.map((c) => [c.id, c.name])),
      coaches: new Map(coaches.map((c) => [c.id, c.name])),
      areas: new Map(
        areas.map((a): [number, AreaFacts] => [
          a.id,
          {
            name: a.name,
            allow_overlap: a.allow_overlap === 1,
            opening_hours: parseOpeningHours(a.opening_hours),
          },
        ]),
      ),
    };
  };

  /** The sessions the batch would create and the preview with every conflict. */
  const plan = async (trx: Database, storeId: number, batch: Batch, now: Date) => {
    const names = await checkReferences(trx, storeId, batch);
    const planned = batch.rules
      .flatMap((rule, index) => planSessions(rule, index, now))
      .filter((s) => !batch.replacing?.keptDates.has(s.date))
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.rule_index - b.rule_index);
    const dates = planned.map((s) => s.date).sort();
    const existing =
      planned.length === 0
        ? []
        : await createTimetableRepository(trx).clashCandidates(
            storeId,
            dates[0] as string,
            dates[dates.length - 1] as string,
            batch.replacing ? { ruleId: batch.replacing.ruleId, after: now.toISOString() } : null,
          );
    return { planned, preview: checkConflicts(planned, existing, names) };
  };

  const batchOf = (body: TimetablePreviewBodyParsed): Batch =>
    'rules' in body
      ? { rules: body.rules, prefix: (i) => `rules.${i}.` }
      : { rules: [body], prefix: () => '' };

  /** The kept sessions of a rule (begun or cancelled): their dates are not generated again. */
  const replacingOf = async (trx: Database, ruleId: number, now: Date) => {
    const sessions = await createTimetableRepository(trx).ruleSessions(ruleId);
    const upcoming = sessions.filter((s) => s.status === 'scheduled' && s.starts_at > now.toISOString());
    const kept = sessions.filter((s) => !upcoming.includes(s));
    return { upcoming, replacing: { ruleId, keptDates: new Set(kept.map((s) => s.date)) } };
  };

  const showRule = async (storeId: number, id: number) => {
    const row = await createTimetableRepository(db).findRule(storeId, id);
    if (!row) throw ruleNotFound();
    return toRule(row);
  };

  const auditRule = (trx: Database, actor: ScheduleActor, id: number, from: string | null, reason: string) =>
    recordAudit(trx, {
      actor: actor.accountId,
      storeId: actor.storeId,
      entity: RULE_ENTITY,
      entityId: id,
      from,
      to: 'active',
      reason,
      requestId: actor.requestId,
    });

  return {
    options: async (storeId: number): Promise<TimetableOptions> => {
      const [courses, coaches, areas] = await createTimetableRepository(db).options(storeId);
      return {
        courses,
        coaches,
        areas: areas.map((a) => ({
          id: a.id,
          name: a.name,
          capacity: a.capacity,
          allow_overlap: a.allow_overlap === 1,
          opening_hours: parseOpeningHours(a.opening_hours),
        })),
      };
    },

    /** The sessions one rule (or several) would create, each with its conflicts. Writes nothing. */
    preview: async (storeId: number, body: TimetablePreviewBodyParsed): Promise<TimetablePreview> => {
      const now = new Date();
      const batch = batchOf(body);
      const ruleId = 'rules' in body ? undefined : body.rule_id;
      if (ruleId !== undefined) {
        if (!(await createTimetableRepository(db).findRule(storeId, ruleId))) throw ruleNotFound();
        batch.replacing = (await replacingOf(db, ruleId, now)).replacing;
      }
      return (await plan(db, storeId, batch, now)).preview;
    },

    create: async (
      actor: ScheduleActor,
      body: TimetableRuleBodyParsed,
      lang: Language,
    ): Promise<TimetableRuleSaved> => {
      const now = new Date();
      const saved = await db.transaction().execute(async (trx) => {
        await lockStoreSchedule(trx, actor.storeId);
        const { planned, preview } = await plan(trx, actor.storeId, { rules: [body], prefix: () => '' }, now);
        if (planned.length === 0)
          throw new AppError(Code.VALIDATION, 'timetableNoSessions', {
            from: body.valid_from,
            to: body.valid_to,
          });
        if (preview.conflict_count > 0) throw conflictRefusal(preview, lang);
        const repository = createTimetableRepository(trx);
        const at = now.toISOString();
        const id = await repository.insertRule({
          ...ruleFieldsOf(body),
          store_id: actor.storeId,
          created_at: at,
        });
        await repository.insertSessions(actor.storeId, id, planned, at);
        await auditRule(trx, actor, id, null, 'created');
        return { id, sessions: planned.length };
      });
      return { rule: await showRule(actor.storeId, saved.id), sessions: saved.sessions };
    },

    /**
     * Replaces a rule: its upcoming sessions follow the new rule (changed in place on a date
     * both have, created or removed otherwise); begun and cancelled sessions are kept as they are.
     */
    replace: async (
      actor: ScheduleActor,
      id: number,
      body: TimetableRuleBodyParsed,
      lang: Language,
    ): Promise<TimetableRuleSaved> => {
      const now = new Date();
      const count = await db.transaction().execute(async (trx) => {
        await lockStoreSchedule(trx, actor.storeId);
        const repository = createTimetableRepository(trx);
        const current = await repository.findRule(actor.storeId, id);
        if (!current) throw ruleNotFound();
        if (current.status !== 'active') throw new AppError(Code.CONFLICT, 'timetableRuleEnded');
        const { upcoming, replacing } = await replacingOf(trx, id, now);
        const { planned, preview } = await plan(
          trx,
          actor.storeId,
          { rules: [body], prefix: () => '', replacing },
          now,
        );
        if (preview.conflict_count > 0) throw conflictRefusal(preview, lang);
        const at = now.toISOString();
        await repository.updateRule(id, { ...ruleFieldsOf(body), updated_at: at });
        const byDate = new Map(upcoming.map((s) => [s.date, s]));
        const fresh: PlannedSession[] = [];
        for (const session of planned) {
          const same = byDate.get(session.date);
          if (same) {
            await repository.updateSession(same.id, session);
            byDate.delete(session.date);
          } else fresh.push(session);
        }
        await repository.deleteSessions([...byDate.values()].map((s) => s.id));
        await repository.insertSessions(actor.storeId, id, fresh, at);
        await auditRule(trx, actor, id, 'active', 'edited');
        return planned.length;
      });
      return { rule: await showRule(actor.storeId, id), sessions: count };
    },

    /**
     * Copies the week holding `from` into the week holding `to`: each session not cancelled
     * becomes a rule valid in that target week only (its booking windows read back from the
     * session), checked like any save. `preview` answers the check without writing.
     */
    copyWeek: async (
      actor: ScheduleActor,
      body: { from: string; to: string; preview: boolean },
      lang: Language,
    ): Promise<TimetableWeekCopied> => {
      const now = new Date();
      const source = mondayOf(body.from);
      const target = mondayOf(body.to);
      if (source === target) throw fieldError('copySameWeek', 'to');
      const created = await db.transaction().execute(async (trx) => {
        await lockStoreSchedule(trx, actor.storeId);
        const repository = createTimetableRepository(trx);
        const sessions = await repository.sessionsToCopy(actor.storeId, source, addDays(source, 6));
        if (sessions.length === 0) throw new AppError(Code.VALIDATION, 'copyEmptyWeek', { from: source });
        const hoursBefore = (instant: string, starts: string) =>
          (Date.parse(starts) - Date.parse(instant)) / 3_600_000;
        const rules: TimetableRuleBodyParsed[] = sessions.map((s) => ({
          course_id: s.course_id,
          coach_id: s.coach_id,
          area_id: s.area_id,
          weekday: weekdayOf(s.date),
          start: s.start,
          end: s.end,
          capacity: s.capacity,
          waitlist_size: s.waitlist_size,
          booking_opens_hours: clamp(hoursBefore(s.booking_opens_at, s.starts_at), MAX_BOOKING_OPENS_HOURS),
          booking_closes_minutes: clamp(
            hoursBefore(s.booking_closes_at, s.starts_at) * 60,
            MAX_BOOKING_CLOSES_MINUTES,
          ),
          cancel_deadline_hours: clamp(
            hoursBefore(s.cancel_deadline_at, s.starts_at),
            MAX_CANCEL_DEADLINE_HOURS,
          ),
          min_attendees: Math.min(s.min_attendees, s.capacity),
          valid_from: target,
          valid_to: addDays(target, 6),
        }));
        const { planned, preview } = await plan(
          trx,
          actor.storeId,
          { rules, prefix: (i) => `rules.${i}.` },
          now,
        );
        if (body.preview) return { ids: [] as number[], preview };
        if (planned.length === 0)
          throw new AppError(Code.VALIDATION, 'timetableNoSessions', {
            from: target,
            to: addDays(target, 6),
          });
        if (preview.conflict_count > 0) throw conflictRefusal(preview, lang);
        const at = now.toISOString();
        const ids: number[] = [];
        for (const [index, rule] of rules.entries()) {
          const own = planned.filter((s) => s.rule_index === index);
          if (own.length === 0) continue;
          const id = await repository.insertRule({
            ...ruleFieldsOf(rule),
            store_id: actor.storeId,
            created_at: at,
          });
          await repository.insertSessions(actor.storeId, id, own, at);
          await auditRule(trx, actor, id, null, `copied from the week of ${source}`);
          ids.push(id);
        }
        return { ids, preview };
      });
      const rules = await createTimetableRepository(db).rulesById(actor.storeId, created.ids);
      return { rules: rules.map(toRule), preview: created.preview };
    },

    week: async (storeId: number, date: string, filter: WeekFilter): Promise<TimetableWeek> => {
      const from = mondayOf(date);
      const to = addDays(from, 6);
      const repository = createTimetableRepository(db);
      const [sessions, rules] = await Promise.all([
        repository.weekSessions(storeId, from, to, filter),
        repository.weekRules(storeId, from, to, filter),
      ]);
      const now = isoNow();
      return {
        from,
        to,
        sessions: sessions.map((s) => toSession(s, now)),
        rules: rules.map(toRule),
      };
    },

    /** Cancels a scheduled session that has not started: who, when and why are kept, with an audit row. */
    cancel: async (actor: ScheduleActor, id: number, reason: string): Promise<TimetableSession> => {
      await db.transaction().execute(async (trx) => {
        const session = await createTimetableRepository(trx).findSession(actor.storeId, id);
        if (!session) throw sessionNotFound();
        if (session.status === 'scheduled' && session.starts_at <= isoNow())
          throw new AppError(Code.CONFLICT, 'sessionAlreadyStarted');
        await transition(trx, {
          table: 'timetable_sessions',
          entity: SESSION_ENTITY,
          transitions: sessionTransitions,
          id,
          storeId: actor.storeId,
          from: session.status as SessionStatus,
          to: 'cancelled',
          actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId },
          reason,
          extra: { cancel_reason: reason, cancelled_by: actor.accountId, cancelled_at: isoNow() },
        });
        // Its bookings are released and their consumers told, in the same transaction.
        await releaseSessionBookings(trx, id, actor);
      });
      const row = await createTimetableRepository(db).sessionWithNames(actor.storeId, id);
      if (!row) throw sessionNotFound();
      return toSession(row, isoNow());
    },

    history: async (storeId: number, query: ListQuery): Promise<Page<HistorySession>> =>
      createTimetableRepository(db).history(storeId, planListQuery(query, historyList), isoNow()),
  };
};
