/**
 * The week grid: hour rows x Monday..Sunday columns, each session a block (a real button:
 * Tab reaches it, Enter opens it) showing course, time, coach, area and booked/capacity;
 * a cancelled session is struck through. Overlapping sessions of one day share the column in
 * lanes. Below about 900 px the grid keeps its width and scrolls sideways.
 */
import type { TimetableSession } from '@merchant/shared';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { byDay, hourRange, placeDay, weekDays } from '../week-model';

/** Pixels per hour. */
export const HOUR_PX = 72;
const TIME_COL = 56;
const MIN_DAY_WIDTH = 116;

const PALETTE = ['#1677ff', '#13a8a8', '#722ed1', '#d4380d', '#389e0d', '#c41d7f', '#d48806', '#2f54eb'];
export const courseColor = (courseId: number): string => PALETTE[courseId % PALETTE.length] as string;

interface WeekGridProps {
  monday: string;
  today: string;
  sessions: readonly TimetableSession[];
  onOpen: (session: TimetableSession) => void;
}

export const WeekGrid = ({ monday, today, sessions, onOpen }: WeekGridProps) => {
  const { t } = useTranslation('timetable');
  const { token } = theme.useToken();
  const days = weekDays(monday);
  const perDay = byDay(days, sessions);
  const { first, last } = hourRange(sessions);
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = hours.length * HOUR_PX;
  const columns = `${TIME_COL}px repeat(7, minmax(${MIN_DAY_WIDTH}px, 1fr))`;
  const line = token.colorSplit;

  const label = (s: TimetableSession) =>
    [
      s.course_name,
      `${t(`weekday.${s.weekday}`)} ${s.date} ${s.start}-${s.end}`,
      s.coach_name,
      s.area_name,
      t('booked', { booked: s.booked, capacity: s.capacity }),
      s.status === 'cancelled'
        ? t('status.cancelled')
        : s.status === 'completed'
          ? t('status.completed')
          : '',
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <section aria-label={t('grid.label', { from: days[0], to: days[6] })} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: TIME_COL + 7 * MIN_DAY_WIDTH }}>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: columns,
            borderBottom: `1px solid ${line}`,
            position: 'sticky',
            top: 0,
          }}
        >
          <span />
          {days.map((day, i) => (
            <Flex
              key={day}
              vertical
              align="center"
              style={{
                padding: '6px 0',
                background: day === today ? token.colorPrimaryBg : undefined,
                borderRadius: token.borderRadiusSM,
              }}
            >
              <Typography.Text strong>{t(`weekday.${i + 1}`)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {day.slice(5)}
                {day === today ? ` · ${t('today')}` : ''}
              </Typography.Text>
            </Flex>
          ))}
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: columns, position: 'relative' }}>
          <div aria-hidden="true" style={{ position: 'relative', height }}>
            {hours.map((h, i) => (
              <Typography.Text
                key={h}
                type="secondary"
                style={{ position: 'absolute', top: Math.max(i * HOUR_PX - 8, 0), right: 8, fontSize: 12 }}
              >
                {`${String(h).padStart(2, '0')}:00`}
              </Typography.Text>
            ))}
          </div>
          {days.map((day) => (
            <div
              key={day}
              style={{
                position: 'relative',
                height,
                borderLeft: `1px solid ${line}`,
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, ${line} ${HOUR_PX - 1}px, ${line} ${HOUR_PX}px)`,
              }}
            >
              {placeDay(perDay.get(day) ?? [], first).map(({ session: s, top, height: h, lane, lanes }) => {
                const cancelled = s.status === 'cancelled';
                const color = cancelled ? token.colorTextQuaternary : courseColor(s.course_id);
                return (
                  <button
                    key={s.id}
                    type="button"
                    className="week-grid-session"
                    aria-label={label(s)}
                    title={label(s)}
                    onClick={() => onOpen(s)}
                    style={{
                      position: 'absolute',
                      top: (top / 60) * HOUR_PX + 1,
                      height: (h / 60) * HOUR_PX - 2,
                      left: `calc(${(lane / lanes) * 100}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                      overflow: 'hidden',
                      // A button centres its content; a block reads from its top.
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      padding: '2px 6px',
                      border: `1px solid ${color}`,
                      borderLeftWidth: 4,
                      borderRadius: token.borderRadiusSM,
                      background: cancelled ? token.colorFillTertiary : `${color}14`,
                      color: cancelled ? token.colorTextTertiary : token.colorText,
                      textDecoration: cancelled ? 'line-through' : undefined,
                      fontSize: 12,
                      lineHeight: '16px',
                      cursor: 'pointer',
                      opacity: s.status === 'completed' ? 0.75 : 1,
                    }}
                  >
                    <strong
                      style={{
                        display: 'block',
                        whiteSpace: 'nowrap',
                        textOverflow: 'ellipsis',
                        overflow: 'hidden',
                      }}
                    >
                      {s.course_name}
                    </strong>
                    <span style={{ display: 'block' }}>
                      {s.start}-{s.end}
                    </span>
                    <span
                      style={{
                        display: 'block',
                        whiteSpace: 'nowrap',
                        textOverflow: 'ellipsis',
                        overflow: 'hidden',
                      }}
                    >
                      {s.coach_name} · {s.area_name}
                    </span>
                    <span style={{ display: 'block' }}>
                      {s.booked}/{s.capacity}
                    </span>
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
