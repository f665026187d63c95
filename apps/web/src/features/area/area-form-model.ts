/** The area form's values and the wire's body, both ways (pure, tested). */
import type { Area, AreaBody, AreaType } from '@merchant/shared';
import { type DayHours, defaultDays, type OpeningHours, toDays, toOpeningHours } from './opening-hours-model';

export interface AreaFormValues {
  name?: string;
  type?: AreaType;
  capacity?: number | null;
  allow_overlap?: boolean;
  days?: DayHours[];
}

export const emptyAreaForm = (): AreaFormValues => ({
  name: '',
  type: 'room',
  capacity: null,
  allow_overlap: false,
  days: defaultDays(),
});

export const toAreaForm = (area: Area): AreaFormValues => ({
  name: area.name,
  type: area.type,
  capacity: area.capacity,
  allow_overlap: area.allow_overlap,
  days: toDays(area.opening_hours as OpeningHours),
});

export const toAreaBody = (values: AreaFormValues): AreaBody => ({
  name: (values.name ?? '').trim(),
  type: values.type ?? 'room',
  capacity: values.capacity ?? 0,
  allow_overlap: values.allow_overlap === true,
  // The form's values hold only its registered fields: a row's place is its weekday.
  opening_hours: toOpeningHours((values.days ?? []).map((day, i) => ({ ...day, weekday: i + 1 }))),
});
