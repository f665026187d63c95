import type { Course } from '@merchant/shared';
import { courseListSpec } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { filterRestrictions } from '../../components/list-kit/list-filters';
import { formatCourseField, refsOf } from './course-format';
import { courseFilters, tabQuery } from './course-list-filters';
import {
  allowedActions,
  bulkActionsOf,
  bulkSummary,
  COURSE_TABS,
  courseDetailHref,
  priceYuanSchema,
  revisionChanges,
  toCourseBody,
  toCourseForm,
  yuanToFen,
} from './course-model';
import { sampleCourse } from './course-test-fixture';

const t = (key: string, options?: Record<string, unknown>) =>
  options && 'count' in options ? `${key}:${options.count}` : key;

const live: Course = {
  ...sampleCourse,
  cover_upload_ids: [1, 2],
  covers: [
    { upload_id: 1, url: '/storage/1.png' },
    { upload_id: 2, url: '/storage/2.png' },
  ],
  detail: '# 课程',
  price: 90_100,
};

describe('course model', () => {
  it('keeps the spec’s tab order', () => {
    expect(COURSE_TABS).toEqual(['online', 'offline', 'draft', 'pending', 'rejected']);
  });

  it('checks a price typed in yuan against the fen rule (价格不得低于9元 at 9.00, 9.01 accepted)', () => {
    expect(priceYuanSchema.safeParse(9)).toEqual({
      success: false,
      error: { issues: [{ message: 'priceRule' }] },
    });
    expect(priceYuanSchema.safeParse(9.01).success).toBe(true);
    expect(yuanToFen(9.01)).toBe(901);
    expect(yuanToFen(0.29 * 100)).toBe(2900);
  });

  it('turns a listing into form values and back into the same wire body', () => {
    const body = toCourseBody(toCourseForm(live));
    expect(body).toEqual({
      category: 6,
      name: '私教 10 节',
      cover_upload_ids: [1, 2],
      detail: '# 课程',
      price: 90_100,
      list_price: 0,
      sessions: 10,
      session_minutes: 60,
      validity_days: 90,
      class_size: 1,
      coach_ids: [3],
      area_id: null,
      purchase_notes: '',
      refund_terms: '',
      refund_anytime: false,
    });
  });

  it('sends unfilled numbers as null and an empty list price as 0', () => {
    expect(toCourseBody({ category: 1, name: ' 体测 ' })).toMatchObject({
      name: '体测',
      price: null,
      list_price: 0,
      sessions: null,
      class_size: null,
      cover_upload_ids: [],
    });
  });

  it('offers the actions of each status', () => {
    expect(allowedActions({ ...live, status: 'draft' })).toEqual(['edit', 'submit', 'delete']);
    expect(allowedActions({ ...live, status: 'pending' })).toEqual(['withdraw']);
    expect(allowedActions({ ...live, status: 'rejected' })).toEqual(['edit', 'submit']);
    expect(allowedActions(live)).toEqual(['edit', 'offline']);
    expect(allowedActions({ ...live, status: 'offline' })).toEqual(['edit', 'online']);
    const revision = {
      ...live,
      id: 1,
      status: 'pending' as const,
      reject_reasons: null,
      updated_time: live.updated_time,
    };
    expect(allowedActions({ ...live, revision })).toEqual(['withdraw', 'offline']);
    expect(allowedActions({ ...live, revision: { ...revision, status: 'draft' } })).toEqual([
      'edit',
      'submit',
      'offline',
    ]);
    expect(bulkActionsOf('online')).toEqual(['offline']);
    expect(bulkActionsOf('pending')).toEqual([]);
  });

  it('lists the fields a revision changes, live and new values formatted', () => {
    const revision = { ...live, price: 120_000, coach_ids: [3, 4], coaches: [{ id: 4, name: '陈静' }] };
    const changes = revisionChanges(live, revision);
    expect(changes.map((c) => c.field)).toEqual(['price', 'coach_ids']);
    const refs = refsOf(live, revision);
    expect(formatCourseField('price', live, refs, t)).toBe('¥901.00');
    expect(formatCourseField('price', revision, refs, t)).toBe('¥1200.00');
    expect(formatCourseField('coach_ids', revision, refs, t)).toBe('张伟, 陈静');
    expect(formatCourseField('list_price', live, refs, t)).toBe('–');
    expect(formatCourseField('cover_upload_ids', live, refs, t)).toBe('course:coverCount:2');
  });

  it('summarises a bulk answer per row', () => {
    const summary = bulkSummary(
      [
        { id: 1, code: 0, message: '' },
        { id: 2, code: -409, message: '状态不允许' },
      ],
      new Map([[1, 'A']]),
    );
    expect(summary).toMatchObject({ ok: 1, failed: 1 });
    expect(summary.lines[1]).toEqual({ id: 2, name: '#2', ok: false, message: '状态不允许' });
  });

  it('links the detail with its own parameter (the sidebar’s id is the menu entry)', () => {
    expect(courseDetailHref(7)).toBe('/course?listing=7');
  });
});

describe('course list filters', () => {
  const filters = courseFilters(t);
  const byKey = (key: string) => filters.find((f) => f.key === key)!;

  it('sends the price range in fen and ignores what is not an amount', () => {
    expect(filterRestrictions(courseListSpec, byKey('price_min'), ['9.5'])).toEqual([
      { name: 'price', operator: '>=', value: 950, logic: 'and' },
    ]);
    expect(filterRestrictions(courseListSpec, byKey('price_max'), ['100'])).toEqual([
      { name: 'price', operator: '<=', value: 10_000, logic: 'and' },
    ]);
    expect(filterRestrictions(courseListSpec, byKey('price_max'), ['abc'])).toEqual([]);
    expect(filterRestrictions(courseListSpec, byKey('revision_status'), ['pending'])).toEqual([
      { name: 'revision_status', operator: '=', value: 'pending', logic: 'and' },
    ]);
    expect(filterRestrictions(courseListSpec, byKey('category'), ['6'])).toEqual([
      { name: 'category', operator: '=', value: 6, logic: 'and' },
    ]);
  });

  it('adds the tab’s status to the query', () => {
    expect(tabQuery({ pageable: { number: 1, size: 10 }, restrictions: [] }, 'draft').restrictions).toEqual([
      { name: 'status', operator: '=', value: 'draft', logic: 'and' },
    ]);
  });
});
