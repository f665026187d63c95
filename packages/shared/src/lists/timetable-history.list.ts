import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /timetable/history: completed sessions of the call's store (ended before now and not
 * cancelled), the latest first. `date` is the store-local day "YYYY-MM-DD" (compare as text:
 * `>=` and `<=` give a date range).
 */
export const historyListSpec = defineListSpec(
  {
    date: { type: 'string', operators: comparisonOperators, sortable: true },
    course_id: { type: 'number', operators: ['=', 'in'], integer: true },
    coach_id: { type: 'number', operators: ['=', 'in'], integer: true },
    area_id: { type: 'number', operators: ['=', 'in'], integer: true },
    course_name: { type: 'string', operators: ['like'], sortable: true },
    coach_name: { type: 'string', operators: ['like'], sortable: true },
    area_name: { type: 'string', operators: ['like'], sortable: true },
    capacity: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    booked: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    attended: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    no_shows: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    start: { type: 'string', operators: comparisonOperators, sortable: true },
  },
  [
    { name: 'date', sort: 'desc' },
    { name: 'start', sort: 'desc' },
  ],
);
