/**
 * The coach form's values and the wire's body, both ways (pure, tested in
 * coach-form-model.test.ts): expiry dates are dayjs values in the form and `YYYY-MM-DD` on the
 * wire, pictures are upload ids, an absent picture is `null` on the wire.
 */
import type { Coach, CoachBody, CoachStatus, CoachType } from '@merchant/shared';
import dayjs, { type Dayjs } from 'dayjs';

export const COACH_VIEW = 'coach:view';
export const COACH_EDIT = 'coach:edit';
export const COACH_STATUS = 'coach:status';

export interface CertificateFormValues {
  id?: number;
  name?: string;
  number?: string;
  photo_upload_id?: number;
  expires_on?: Dayjs | null;
}

export interface CoachFormValues {
  name?: string;
  phone?: string;
  avatar_upload_id?: number;
  cover_upload_ids?: number[];
  title?: string;
  specialties?: string[];
  introduction?: string;
  type?: CoachType;
  sort?: number | null;
  certificates?: CertificateFormValues[];
}

/** Picture addresses the server gave with a coach, by upload id (for thumbnails). */
export const pictureUrlsOf = (coach: Coach | undefined): Record<number, string> => {
  if (!coach) return {};
  const urls: Record<number, string> = {};
  if (coach.avatar_upload_id !== null && coach.avatar_url) urls[coach.avatar_upload_id] = coach.avatar_url;
  for (const cover of coach.covers) urls[cover.upload_id] = cover.url;
  for (const c of coach.certificates)
    if (c.photo_upload_id !== null && c.photo_url) urls[c.photo_upload_id] = c.photo_url;
  return urls;
};

/** A new coach: group type, sort 0, no certificates. */
export const emptyCoachForm = (): CoachFormValues => ({
  type: 'group',
  sort: 0,
  specialties: [],
  cover_upload_ids: [],
  certificates: [],
});

export const toCoachForm = (coach: Coach): CoachFormValues => ({
  name: coach.name,
  phone: coach.phone,
  avatar_upload_id: coach.avatar_upload_id ?? undefined,
  cover_upload_ids: [...coach.cover_upload_ids],
  title: coach.title,
  specialties: [...coach.specialties],
  introduction: coach.introduction,
  type: coach.type,
  sort: coach.sort,
  certificates: coach.certificates.map((c) => ({
    id: c.id,
    name: c.name,
    number: c.number,
    photo_upload_id: c.photo_upload_id ?? undefined,
    expires_on: dayjs(c.expires_on, 'YYYY-MM-DD'),
  })),
});

/**
 * The body of POST /coach or PUT /coach/{id}. The status is the current one on an edit (it
 * changes only by activate / deactivate) and left out of a new coach (active).
 */
export const toCoachBody = (values: CoachFormValues, status?: CoachStatus): CoachBody => ({
  name: values.name ?? '',
  phone: values.phone ?? '',
  avatar_upload_id: values.avatar_upload_id ?? null,
  cover_upload_ids: values.cover_upload_ids ?? [],
  title: values.title ?? '',
  specialties: (values.specialties ?? [])
    .map((s) => s.trim())
    .filter((s, i, all) => s !== '' && all.indexOf(s) === i),
  introduction: values.introduction ?? '',
  type: values.type ?? 'group',
  sort: values.sort ?? 0,
  ...(status ? { status } : {}),
  certificates: (values.certificates ?? []).map((c) => ({
    ...(c.id === undefined ? {} : { id: c.id }),
    name: c.name ?? '',
    number: c.number ?? '',
    photo_upload_id: c.photo_upload_id ?? null,
    expires_on: c.expires_on ? c.expires_on.format('YYYY-MM-DD') : '',
  })),
});
