import { historyListSpec } from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { TimetableRuleTable, TimetableSessionTable } from '../../db/tables-timetable';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';
import type { ExistingSession, PlannedSession } from './timetable-plan';

export type RuleRow = Selectable<TimetableRuleTable>;
export type SessionRow = Selectable<TimetableSessionTable>;
export type RuleFields = Omit<RuleRow, 'id' | 'store_id' | 'status' | 'created_at' | 'updated_at'>;

/** Where the history list's declared fields live. */
export const historyList = defineListFields(
  historyListSpec,
  {
    date: 's.date',
    start: 's.start',
    course_id: 's.course_id',
    coach_id: 's.coach_id',
    area_id: 's.area_id',
    course_name: 'c.name',
    coach_name: 'h.name',
    area_name: 'a.name',
    capacity: 's.capacity',
    booked: 's.booked',
    attended: 's.attended',
    no_shows: 's.no_shows',
  },
  { idColumn: 's.id' },
);

/** A session with the names of its course, coach and area and of who cancelled it. */
export type NamedSessionRow = SessionRow & {
  course_name: string;
  coach_name: string;
  area_name: string;
  cancelled_by_name: string | null;
};

/** Filters of the week grid. */
export interface WeekFilter {
  coach_id?: number;
  area_id?: number;
  course_id?: number;
}

/** The timetable's rules and sessions; every read is scoped to one store. */
export const createTimetableRepository = (db: Database) => {
  /** Sessions with the names of their course, coach and area. */
  const namedSessions = (storeId: number) =>
    whereStore(db.selectFrom('timetable_sessions as s'), 's.store_id', storeId)
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .innerJoin('coaches as h', 'h.id', 's.coach_id')
      .innerJoin('areas as a', 'a.id', 's.area_id');

  /** Every column of the sessions with their names and who cancelled them. */
  const fullSessions = (storeId: number) =>
    namedSessions(storeId)
      .leftJoin('accounts as x', 'x.id', 's.cancelled_by')
      .selectAll('s')
      .select([
        'c.name as course_name',
        'h.name as coach_name',
        'a.name as area_name',
        'x.name as cancelled_by_name',
      ]);

  const namedRules = (storeId: number) =>
    whereStore(db.selectFrom('timetable_rules as r'), 'r.store_id', storeId)
      .innerJoin('courses as c', 'c.id', 'r.course_id')
      .innerJoin('coaches as h', 'h.id', 'r.coach_id')
      .innerJoin('areas as a', 'a.id', 'r.area_id')
      .selectAll('r')
      .select(['c.name as course_name', 'h.name as coach_name', 'a.name as area_name']);

  return {
    /** The rule with its names, of the store. */
    findRule: (storeId: number, id: number) => namedRules(storeId).where('r.id', '=', id).executeTakeFirst(),

    rulesById: (storeId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : namedRules(storeId).where('r.id', 'in', ids).orderBy('r.id').execute(),

    /** Active rules valid on some day from `from` to `to`. */
    weekRules: (storeId: number, from: string, to: string, filter: WeekFilter) => {
      let query = namedRules(storeId)
        .where('r.status', '=', 'active')
        .where('r.valid_from', '<=', to)
        .where('r.valid_to', '>=', from);
      if (filter.coach_id !== undefined) query = query.where('r.coach_id', '=', filter.coach_id);
      if (filter.area_id !== undefined) query = query.where('r.area_id', '=', filter.area_id);
      if (filter.course_id !== undefined) query = query.where('r.course_id', '=', filter.course_id);
      return query.orderBy('r.weekday').orderBy('r.start').orderBy('r.id').execute();
    },

    /** Sessions from `from` to `to` (store-local dates) with names and who cancelled. */
    weekSessions: (storeId: number, from: string, to: string, filter: WeekFilter) => {
      let query = fullSessions(storeId).where('s.date', '>=', from).where('s.date', '<=', to);
      if (filter.coach_id !== undefined) query = query.where('s.coach_id', '=', filter.coach_id);
      if (filter.area_id !== undefined) query = query.where('s.area_id', '=', filter.area_id);
      if (filter.course_id !== undefined) query = query.where('s.course_id', '=', filter.course_id);
      return query.orderBy('s.date').orderBy('s.start').orderBy('s.id').execute();
    },

    /**
     * Sessions not cancelled from `from` to `to` (the ones a new session may clash with), less
     * the upcoming ones of `replacing` (a rule being replaced regenerates them).
     */
    clashCandidates: async (
      storeId: number,
      from: string,
      to: string,
      replacing: { ruleId: number; after: string } | null,
    ): Promise<ExistingSession[]> => {
      let query = namedSessions(storeId)
        .select([
          's.id',
          's.date',
          's.start',
          's.end',
          's.course_id',
          's.coach_id',
          's.area_id',
          'c.name as course_name',
          'h.name as coach_name',
          'a.name as area_name',
        ])
        .where('s.status', '!=', 'cancelled')
        .where('s.date', '>=', from)
        .where('s.date', '<=', to);
      if (replacing)
        query = query.where((eb) =>
          eb.or([
            eb('s.rule_id', 'is', null),
            eb('s.rule_id', '!=', replacing.ruleId),
            eb('s.status', '!=', 'scheduled'),
            eb('s.starts_at', '<=', replacing.after),
          ]),
        );
      return query.execute();
    },

    /** The sessions of a rule. */
    ruleSessions: (ruleId: number) =>
      db.selectFrom('timetable_sessions').selectAll().where('rule_id', '=', ruleId).execute(),

    /** The sessions of the store in one week, for copying (cancelled ones are not copied). */
    sessionsToCopy: (storeId: number, from: string, to: string) =>
      whereStore(db.selectFrom('timetable_sessions as s'), 's.store_id', storeId)
        .selectAll('s')
        .where('s.status', '!=', 'cancelled')
        .where('s.date', '>=', from)
        .where('s.date', '<=', to)
        .orderBy('s.date')
        .orderBy('s.start')
        .orderBy('s.id')
        .execute(),

    findSession: (storeId: number, id: number) =>
      whereStore(db.selectFrom('timetable_sessions as s'), 's.store_id', storeId)
        .selectAll('s')
        .where('s.id', '=', id)
        .executeTakeFirst(),

    sessionWithNames: (storeId: number, id: number) =>
      fullSessions(storeId).where('s.id', '=', id).executeTakeFirst(),

    insertRule: async (row: RuleFields & { store_id: number; created_at: string }) => {
      const inserted = await db
        .insertInto('timetable_rules')
        .values({ ...row, status: 'active', updated_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    updateRule: async (id: number, fields: RuleFields & { updated_at: string }) => {
      await db.updateTable('timetable_rules').set(fields).where('id', '=', id).execute();
    },

    insertSessions: async (
      storeId: number,
      ruleId: number | null,
      sessions: PlannedSession[],
      at: string,
    ) => {
      // A few hundred rows at most (26 weeks × the rules of one save); chunks keep SQLite's
      // bound-parameter limit far away.
      for (let i = 0; i < sessions.length; i += 50) {
        await db
          .insertInto('timetable_sessions')
          .values(
            sessions.slice(i, i + 50).map(({ rule_index: _index, ...session }) => ({
              ...session,
              store_id: storeId,
              rule_id: ruleId,
              status: 'scheduled',
              created_at: at,
            })),
          )
          .execute();
      }
    },

    /** Changes an upcoming session of a replaced rule in place (its id, bookings and counters stay). */
    updateSession: async (id: number, session: PlannedSession) => {
      const { rule_index: _index, ...fields } = session;
      await db.updateTable('timetable_sessions').set(fields).where('id', '=', id).execute();
    },

    deleteSessions: async (ids: number[]) => {
      if (ids.length > 0) await db.deleteFrom('timetable_sessions').where('id', 'in', ids).execute();
    },

    history: (storeId: number, plan: ListPlan, now: string) =>
      fetchListPage(
        namedSessions(storeId).where('s.status', '!=', 'cancelled').where('s.ends_at', '<=', now),
        plan,
        (query) =>
          query.select([
            's.id',
            's.date',
            's.start',
            's.end',
            's.course_id',
            'c.name as course_name',
            's.coach_id',
            'h.name as coach_name',
            's.area_id',
            'a.name as area_name',
            's.capacity',
            's.booked',
            's.attended',
            's.no_shows',
          ]),
      ),

    /** The pickers of the timetable: sellable listings, active coaches and areas, by name. */
    options: (storeId: number) =>
      Promise.all([
        whereStore(db.selectFrom('courses as c'), 'c.store_id', storeId)
          .select(['c.id', 'c.name', 'c.status', 'c.class_size', 'c.area_id'])
          .where('c.status', 'in', ['online', 'offline'])
          .orderBy('c.name')
          .orderBy('c.id')
          .execute(),
        whereStore(db.selectFrom('coaches as h'), 'h.store_id', storeId)
          .select(['h.id', 'h.name'])
          .where('h.status', '=', 'active')
          .orderBy('h.sort')
          .orderBy('h.name')
          .orderBy('h.id')
          .execute(),
        whereStore(db.selectFrom('areas as a'), 'a.store_id', storeId)
          .select(['a.id', 'a.name', 'a.capacity', 'a.allow_overlap', 'a.opening_hours'])
          .orderBy('a.name')
          .orderBy('a.id')
          .execute(),
      ]),

    /** Listings of the store among `ids` with their state and class size. */
    courses: (storeId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : whereStore(db.selectFrom('courses as c'), 'c.store_id', storeId)
            .select(['c.id', 'c.name', 'c.status', 'c.class_size'])
            .where('c.id', 'in', ids)
            .execute(),

    coaches: (storeId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : whereStore(db.selectFrom('coaches as h'), 'h.store_id', storeId)
            .select(['h.id', 'h.name', 'h.status'])
            .where('h.id', 'in', ids)
            .execute(),
  };
};
