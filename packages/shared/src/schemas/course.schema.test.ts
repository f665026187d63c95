import { describe, expect, it } from 'vitest';
import {
  changedCourseFields,
  courseBody,
  courseReadiness,
  courseRejectBody,
  isClassSizeValid,
} from './course.schema';

const complete = {
  category: 7,
  name: '月卡',
  cover_upload_ids: [1],
  price: 901,
  list_price: 0,
  sessions: 30,
  session_minutes: 60,
  validity_days: 30,
  class_size: 20,
};

describe('course schema', () => {
  it('accepts a draft with only category and name, filling the rest with "not filled in"', () => {
    expect(courseBody.parse({ category: 1, name: ' 训练营 ' })).toMatchObject({
      name: '训练营',
      cover_upload_ids: [],
      price: null,
      list_price: 0,
      class_size: null,
      coach_ids: [],
      area_id: null,
    });
  });

  it('keeps the spec rules with their message keys', () => {
    const issue = (body: object) => courseBody.safeParse(body).error?.issues[0];
    expect(issue({ category: 1, name: 'x', price: 900 })).toMatchObject({
      path: ['price'],
      message: 'priceRule',
    });
    expect(courseBody.safeParse({ category: 1, name: 'x', price: 901 }).success).toBe(true);
    expect(issue({ category: 5, name: 'x' })).toMatchObject({
      path: ['category'],
      message: 'courseCategoryRule',
    });
    expect(issue({ category: 6, name: 'x', class_size: 6 })).toMatchObject({
      path: ['class_size'],
      message: 'classSizeRule',
    });
    expect(issue({ category: 1, name: 'x', cover_upload_ids: [3, 3] })?.message).toBe('duplicateValues');
    expect(isClassSizeValid(6, 5)).toBe(true);
    expect(isClassSizeValid(1, 6)).toBe(true);
    expect(isClassSizeValid(6, null)).toBe(true);
  });

  it('lists what a listing lacks before submission, in form order', () => {
    expect(courseReadiness(complete)).toEqual([]);
    expect(
      courseReadiness({
        ...complete,
        category: 6,
        name: ' ',
        cover_upload_ids: [],
        price: null,
        sessions: null,
        session_minutes: null,
        validity_days: null,
        class_size: 8,
      }).map((i) => `${i.field}:${i.key}`),
    ).toEqual([
      'name:courseNeedsName',
      'cover_upload_ids:courseNeedsCover',
      'price:priceRule',
      'sessions:courseNeedsSessions',
      'session_minutes:courseNeedsSessionMinutes',
      'validity_days:courseNeedsValidity',
      'class_size:classSizeRule',
    ]);
    expect(courseReadiness({ ...complete, price: 900 })).toEqual([{ field: 'price', key: 'priceRule' }]);
    expect(courseReadiness({ ...complete, list_price: 900 })).toEqual([
      { field: 'list_price', key: 'courseListPriceRule' },
    ]);
    expect(courseReadiness({ ...complete, class_size: null })).toEqual([
      { field: 'class_size', key: 'courseNeedsClassSize' },
    ]);
    expect(courseReadiness({ ...complete, category: 5 })[0]).toEqual({
      field: 'category',
      key: 'courseCategoryRule',
    });
  });

  it('takes reasons per known field, at least one', () => {
    expect(courseRejectBody.safeParse({ reasons: { price: '太低', general: '补充' } }).success).toBe(true);
    expect(courseRejectBody.safeParse({ reasons: {} }).success).toBe(false);
    expect(courseRejectBody.safeParse({ reasons: { colour: 'x' } }).success).toBe(false);
    expect(courseRejectBody.safeParse({ reasons: { price: '' } }).success).toBe(false);
  });

  it('reads form values where a field not filled in is undefined', () => {
    expect(courseReadiness({ category: 7, name: '卡' }).map((i) => i.field)).toEqual([
      'cover_upload_ids',
      'price',
      'sessions',
      'session_minutes',
      'validity_days',
      'class_size',
    ]);
    expect(courseReadiness({}).map((i) => i.field)[0]).toBe('category');
  });

  it('names the fields a revision changes', () => {
    const live = courseBody.parse({ category: 7, name: '月卡', price: 1000, coach_ids: [1, 2] });
    expect(changedCourseFields(live, { ...live })).toEqual([]);
    expect(changedCourseFields(live, { ...live, name: '季卡', coach_ids: [2, 1] })).toEqual([
      'name',
      'coach_ids',
    ]);
  });
});
