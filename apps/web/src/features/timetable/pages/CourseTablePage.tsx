/**
 * /coursetable (menu 505): the week grid (hours x Monday..Sunday) of the store's sessions,
 * week navigation (previous, this week, next, a week picker) and filters by coach, area and
 * course, all kept in the tab's URL. "Add rule" opens the rule form with its preview of
 * conflicts, "Copy week" copies this week's sessions to another week (coursetable:edit);
 * a session opens its drawer, where it may be cancelled with a reason (coursetable:cancel).
 */
import { CopyOutlined, LeftOutlined, PlusOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import type { TimetableRule, TimetableSession } from '@merchant/shared';
import { Alert, App, Button, Card, DatePicker, Empty, Flex, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTabKey } from '../../../app/layout/tabs/tab-key';
import { storeToday } from '../../../components/date-time';
import { useAccess } from '../../../lib/use-access';
import { CopyWeekModal } from '../components/CopyWeekModal';
import { RuleDrawer } from '../components/RuleDrawer';
import { SessionDrawer } from '../components/SessionDrawer';
import { WeekGrid } from '../components/WeekGrid';
import type { WeekFilters } from '../timetable.api';
import { COURSETABLE_CANCEL, COURSETABLE_EDIT, useOptions, useWeek } from '../use-timetable';
import { DAY_FORMAT, mondayOf, shiftWeek, weekDays } from '../week-model';
import { parseWeekView, type WeekView, writeWeekView } from '../week-url';

type RuleState = { open: boolean; rule?: TimetableRule };

const CourseTablePage = () => {
  const { t } = useTranslation('timetable');
  const { message } = App.useApp();
  const { can } = useAccess();
  const today = storeToday();
  const [params, setParams] = useSearchParams();
  const tabKey = useTabKey();
  const view = useMemo(() => parseWeekView(params, today), [params, today]);
  const setView = useCallback(
    (next: WeekView) =>
      setParams((current) => writeWeekView(current, next, today), {
        replace: true,
        state: tabKey ? { tabKey } : undefined,
      }),
    [setParams, today, tabKey],
  );
  const { monday, filters } = view;
  const week = useWeek(monday, filters);
  const { courses, coaches, areas } = useOptions();
  const [ruleDrawer, setRuleDrawer] = useState<RuleState>({ open: false });
  const [copyOpen, setCopyOpen] = useState(false);
  const [opened, setOpened] = useState<{ session: TimetableSession | null; open: boolean }>({
    session: null,
    open: false,
  });
  // The drawer shows the fresh row after a cancel refreshes the week.
  const openSession = week.data?.sessions.find((s) => s.id === opened.session?.id) ?? opened.session;

  const canEdit = can(COURSETABLE_EDIT);
  const days = weekDays(monday);
  const setFilter = (field: keyof WeekFilters, value: number | undefined) =>
    setView({ monday, filters: { ...filters, [field]: value } });
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const sessions = week.data?.sessions ?? [];

  const filterSelect = (
    field: keyof WeekFilters,
    label: string,
    options: { value: number; label: string }[],
  ) => (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={filters[field]}
      onChange={(value: number | undefined) => setFilter(field, value)}
      options={options}
      style={{ width: 170 }}
    />
  );

  return (
    <Card
      title={t('title')}
      extra={
        canEdit && (
          <Space wrap>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => setCopyOpen(true)}>
              {t('copy.open')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setRuleDrawer({ open: true })}
            >
              {t('rule.add')}
            </Button>
          </Space>
        )
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Space wrap>
            <Button
              icon={<LeftOutlined aria-hidden />}
              aria-label={t('nav.previous')}
              title={t('nav.previous')}
              onClick={() => setView({ monday: shiftWeek(monday, -1), filters })}
            />
            <Button
              onClick={() => setView({ monday: mondayOf(today, today), filters })}
              disabled={monday === mondayOf(today, today)}
            >
              {t('nav.thisWeek')}
            </Button>
            <Button
              icon={<RightOutlined aria-hidden />}
              aria-label={t('nav.next')}
              title={t('nav.next')}
              onClick={() => setView({ monday: shiftWeek(monday, 1), filters })}
            />
            <DatePicker
              picker="week"
              aria-label={t('nav.pick')}
              allowClear={false}
              value={dayjs(monday, DAY_FORMAT)}
              onChange={(value) =>
                value && setView({ monday: mondayOf(value.format(DAY_FORMAT), today), filters })
              }
            />
            <Typography.Text strong aria-live="polite">
              {t('nav.range', { from: days[0], to: days[6] })}
            </Typography.Text>
          </Space>
          <Space wrap>
            {filterSelect(
              'coach_id',
              t('field.coach'),
              coaches.map((c) => ({ value: c.id, label: c.name })),
            )}
            {filterSelect(
              'area_id',
              t('field.area'),
              areas.map((a) => ({ value: a.id, label: a.name })),
            )}
            {filterSelect(
              'course_id',
              t('field.course'),
              courses.map((c) => ({ value: c.id, label: c.name })),
            )}
            {filtered && (
              <Button type="link" onClick={() => setView({ monday, filters: {} })}>
                {t('clearFilters')}
              </Button>
            )}
          </Space>
        </Flex>
        {week.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={week.error?.message}
            action={
              <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void week.refetch()}>
                {t('common:retry')}
              </Button>
            }
          />
        ) : (
          <Spin spinning={week.isFetching && (week.isPlaceholderData || !week.data)}>
            {week.data && sessions.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? t('emptyFiltered') : t('empty')}
                style={{ marginBlock: 8 }}
              />
            )}
            <WeekGrid
              monday={monday}
              today={today}
              sessions={sessions}
              onOpen={(session) => setOpened({ session, open: true })}
            />
          </Spin>
        )}
      </Flex>
      <SessionDrawer
        session={openSession}
        open={opened.open}
        canCancel={can(COURSETABLE_CANCEL)}
        canEditRule={canEdit}
        onEditRule={(ruleId) => {
          const rule = week.data?.rules.find((r) => r.id === ruleId);
          if (rule) {
            setOpened((o) => ({ ...o, open: false }));
            setRuleDrawer({ open: true, rule });
          }
        }}
        onClose={() => setOpened((o) => ({ ...o, open: false }))}
      />
      <RuleDrawer
        open={ruleDrawer.open}
        rule={ruleDrawer.rule}
        monday={monday}
        today={today}
        onClose={() => setRuleDrawer((d) => ({ ...d, open: false }))}
        onSaved={(saved) => message.success(t('rule.saved', { count: saved.sessions }))}
      />
      <CopyWeekModal
        open={copyOpen}
        monday={monday}
        today={today}
        onClose={() => setCopyOpen(false)}
        onCopied={(target, rules) => {
          message.success(t('copy.done', { count: rules, from: target }));
          setView({ monday: target, filters });
        }}
      />
    </Card>
  );
};

export default CourseTablePage;
