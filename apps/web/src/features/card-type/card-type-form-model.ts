/**
 * The card-type form's values and the wire's body, both ways, and the live cap warning (pure,
 * tested in card-type-form-model.test.ts). Prices are typed in yuan and sent in fen; the form
 * shows only the fields of the chosen kind, and the body carries only those (the others at
 * their defaults), so switching kinds back and forth loses nothing typed.
 */
import {
  type CardKind,
  type CardType,
  type CardTypeBody,
  type CardTypeStatus,
  cardTermViolations,
  type PrepaidCapViolation,
  type PrepaidRegion,
} from '@merchant/shared';
import { fenToYuan, yuanToFen } from '../course/course-model';

export const CARD_VIEW = 'card:view';
export const CARD_EDIT = 'card:edit';

export interface CardTypeFormValues {
  name?: string;
  kind?: CardKind;
  price_yuan?: number | null;
  validity_days?: number | null;
  gift_days?: number | null;
  sessions?: number | null;
  gift_sessions?: number | null;
  gift_yuan?: number | null;
  all_courses?: boolean;
  course_ids?: number[];
  shareable?: boolean;
  max_holders?: number | null;
  parallel_use?: boolean;
  freeze_allowed?: boolean;
  max_freeze_days?: number | null;
  max_freeze_times?: number | null;
  description?: string;
  sort?: number | null;
}

/** A new type: a count card valid for every course, not shared, no freezing. */
export const emptyCardTypeForm = (): CardTypeFormValues => ({
  kind: 'count',
  gift_days: 0,
  gift_sessions: 0,
  gift_yuan: 0,
  all_courses: true,
  course_ids: [],
  shareable: false,
  max_holders: 2,
  parallel_use: false,
  freeze_allowed: false,
  description: '',
  sort: 0,
});

export const toCardTypeForm = (type: CardType): CardTypeFormValues => ({
  name: type.name,
  kind: type.kind,
  price_yuan: fenToYuan(type.price_fen),
  validity_days: type.validity_days,
  gift_days: type.gift_days,
  sessions: type.sessions,
  gift_sessions: type.gift_sessions,
  gift_yuan: fenToYuan(type.gift_fen),
  all_courses: type.all_courses,
  course_ids: [...type.course_ids],
  shareable: type.shareable,
  max_holders: type.shareable ? type.max_holders : 2,
  parallel_use: type.parallel_use,
  freeze_allowed: type.freeze_allowed,
  max_freeze_days: type.freeze_allowed ? type.max_freeze_days : null,
  max_freeze_times: type.freeze_allowed ? type.max_freeze_times : null,
  description: type.description,
  sort: type.sort,
});

/**
 * The body of POST /card/type or PUT /card/type/{id}. The status is the current one on an edit
 * (it changes only by on / off sale) and left out of a new type (on sale).
 */
export const toCardTypeBody = (values: CardTypeFormValues, status?: CardTypeStatus): CardTypeBody => {
  const kind = values.kind ?? 'count';
  const shareable = values.shareable ?? false;
  const freeze = values.freeze_allowed ?? false;
  const allCourses = values.all_courses ?? true;
  return {
    name: values.name ?? '',
    kind,
    price_fen: yuanToFen(values.price_yuan) ?? 0,
    validity_days: values.validity_days ?? 0,
    gift_days: kind === 'period' ? (values.gift_days ?? 0) : 0,
    sessions: kind === 'count' ? (values.sessions ?? null) : null,
    gift_sessions: kind === 'count' ? (values.gift_sessions ?? 0) : 0,
    gift_fen: kind === 'stored_value' ? (yuanToFen(values.gift_yuan) ?? 0) : 0,
    all_courses: allCourses,
    course_ids: allCourses ? [] : (values.course_ids ?? []),
    shareable,
    max_holders: shareable ? (values.max_holders ?? 0) : 1,
    parallel_use: values.parallel_use ?? false,
    freeze_allowed: freeze,
    max_freeze_days: freeze ? (values.max_freeze_days ?? 0) : 0,
    max_freeze_times: freeze ? (values.max_freeze_times ?? 0) : 0,
    description: values.description ?? '',
    sort: values.sort ?? 0,
    ...(status ? { status } : {}),
  };
};

/**
 * The caps the card being typed breaks on its own in the store's region (what the form warns
 * about while typing); nothing until the price and validity are filled in.
 */
export const formCapViolations = (
  region: PrepaidRegion,
  values: CardTypeFormValues,
): PrepaidCapViolation[] => {
  const body = toCardTypeBody(values);
  if (body.price_fen <= 0 || body.validity_days <= 0) return [];
  return cardTermViolations(region, {
    kind: body.kind,
    price_fen: body.price_fen,
    validity_days: body.validity_days,
    gift_days: body.gift_days,
    sessions: body.sessions,
    gift_sessions: body.gift_sessions,
  });
};

/** Which sentence describes a type's terms, and its numbers (a gift gets its own sentence). */
export const termsParts = (
  type: CardType,
): {
  key: 'period' | 'periodGift' | 'count' | 'countGift' | 'stored_value';
  values: Record<string, string | number>;
} => {
  if (type.kind === 'count')
    return {
      key: type.gift_sessions > 0 ? 'countGift' : 'count',
      values: { sessions: type.sessions ?? 0, gift: type.gift_sessions, days: type.validity_days },
    };
  if (type.kind === 'stored_value')
    return {
      key: 'stored_value',
      values: { value: ((type.price_fen + type.gift_fen) / 100).toFixed(2), days: type.validity_days },
    };
  return {
    key: type.gift_days > 0 ? 'periodGift' : 'period',
    values: { days: type.validity_days, gift: type.gift_days },
  };
};
