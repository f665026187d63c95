/**
 * The sessions a rule (or a copied week) would create, each flagged with its conflicts: the
 * same area taken at that time (unless the area allows overlap), the coach somewhere else,
 * outside the area's opening hours. `refused` marks the answer of a save the server refused
 * (-409), so that the merchant sees per conflict why.
 */
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { PreviewSession, TimetablePreview } from '@merchant/shared';
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { conflictText } from '../rule-form-model';

export interface NameMaps {
  course: Map<number, string>;
  coach: Map<number, string>;
  area: Map<number, string>;
}

interface PreviewListProps {
  preview: TimetablePreview;
  names: NameMaps;
  refused?: boolean;
}

export const PreviewList = ({ preview, names, refused = false }: PreviewListProps) => {
  const { t } = useTranslation('timetable');
  const { sessions, conflict_count: conflicts } = preview;
  const summary = t('preview.summary', { count: sessions.length, conflicts });

  return (
    <Flex vertical gap={8} role="region" aria-label={t('preview.title')}>
      {refused ? (
        <Alert
          type="error"
          showIcon
          title={t('preview.refused', { count: conflicts })}
          description={summary}
        />
      ) : conflicts > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('preview.hasConflicts', { count: conflicts })}
          description={summary}
        />
      ) : (
        <Alert type="success" showIcon title={sessions.length === 0 ? t('preview.none') : summary} />
      )}
      {sessions.length > 0 && (
        <Table<PreviewSession>
          size="small"
          rowKey={(s) => `${s.rule_index}-${s.date}-${s.start}`}
          dataSource={sessions}
          pagination={sessions.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            {
              key: 'when',
              title: t('field.date'),
              width: 150,
              render: (_v, s) => (
                <Flex vertical>
                  <span>
                    {s.date} {t(`weekday.${s.weekday}`)}
                  </span>
                  <Typography.Text type="secondary">
                    {s.start}-{s.end}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'what',
              title: t('field.course'),
              render: (_v, s) => (
                <Flex vertical>
                  <span>{names.course.get(s.course_id) ?? `#${s.course_id}`}</span>
                  <Typography.Text type="secondary">
                    {names.coach.get(s.coach_id) ?? `#${s.coach_id}`} ·{' '}
                    {names.area.get(s.area_id) ?? `#${s.area_id}`}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'conflicts',
              title: t('preview.conflicts'),
              render: (_v, s) =>
                s.conflicts.length === 0 ? (
                  <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
                    {t('preview.ok')}
                  </Tag>
                ) : (
                  <Flex vertical gap={2}>
                    {s.conflicts.map((c, i) => (
                      <Typography.Text
                        // Conflicts have no id; their order within a session is stable.
                        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per answer
                        key={i}
                        type="danger"
                      >
                        <WarningOutlined aria-hidden /> {conflictText(t, c)}
                      </Typography.Text>
                    ))}
                  </Flex>
                ),
            },
          ]}
        />
      )}
    </Flex>
  );
};

/** Id -> name maps of the picker options. */
export const nameMaps = (
  courses: readonly { id: number; name: string }[],
  coaches: readonly { id: number; name: string }[],
  areas: readonly { id: number; name: string }[],
): NameMaps => ({
  course: new Map(courses.map((c) => [c.id, c.name])),
  coach: new Map(coaches.map((c) => [c.id, c.name])),
  area: new Map(areas.map((a) => [a.id, a.name])),
});
