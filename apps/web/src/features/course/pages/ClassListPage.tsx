/**
 * /class (menu 501): the store's courses and packages in the spec's five status tabs (online,
 * offline, to be submitted, pending approval, approval rejected) with their counts, each on the
 * list kit (name / category / price filters, sorting, paging, export). Row actions follow the
 * listing's status and the menu's buttons; bulk submit / online / offline act on the selected
 * rows and report per row. "New listing" and "Edit" open the listing form.
 */
import { PlusOutlined } from '@ant-design/icons';
import {
  type Course,
  type CourseBulkAction,
  type CourseStatus,
  courseListSpec,
  courseReadiness,
} from '@merchant/shared';
import { App, Badge, Button, Card, Flex, Tabs, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTabKey } from '../../../app/layout/tabs/tab-key';
import { useIsMobile } from '../../../app/layout/use-is-mobile';
import { useEditDrawer } from '../../../components/form-kit';
import { ListSection, type RowAction, useListQuery, useListState } from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { BulkResultModal } from '../components/BulkResultModal';
import { courseColumns } from '../components/CourseColumns';
import { CourseFormDrawer } from '../components/CourseFormDrawer';
import { readinessTexts } from '../components/ReadinessAlert';
import { fetchCourses } from '../course.api';
import { courseFilters, tabQuery } from '../course-list-filters';
import {
  bulkActionsOf,
  bulkSummary,
  CLASS_DELETE,
  CLASS_EDIT,
  CLASS_ONLINE,
  CLASS_SUBMIT,
  COURSE_TABS,
  type CourseAction,
  canDo,
  courseDetailHref,
  editedVersion,
  isCourseTab,
} from '../course-model';
import { courseKeys, useBulkMove, useCourse, useMoveCourse, useStatusCount } from '../use-course';

const BULK_PERMISSION: Record<CourseBulkAction, string> = {
  submit: CLASS_SUBMIT,
  online: CLASS_ONLINE,
  offline: CLASS_ONLINE,
};

const ClassListPage = () => {
  const { t } = useTranslation('course');
  const { message, modal } = App.useApp();
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const tabKey = useTabKey();
  const tabParam = params.get('tab');
  const tab: CourseStatus = isCourseTab(tabParam) ? tabParam : 'online';
  const drawer = useEditDrawer(useCourse);
  const move = useMoveCourse();
  const bulk = useBulkMove();
  const counts = useStatusCount();
  const [selected, setSelected] = useState<Key[]>([]);
  const [summary, setSummary] = useState<ReturnType<typeof bulkSummary> | null>(null);

  const filters = useMemo(() => courseFilters(t), [t]);
  const list = useListState(courseListSpec, { filters });
  const tabList = useMemo(() => ({ ...list, query: tabQuery(list.query, tab) }), [list, tab]);
  const result = useListQuery(courseKeys.lists, tabList, fetchCourses);
  const rows = result.data?.content ?? [];
  const columns = useMemo(() => courseColumns(t), [t]);

  const switchTab = (next: string) => {
    setSelected([]);
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('tab', next);
        out.delete('page');
        return out;
      },
      { replace: true, state: tabKey ? { tabKey } : undefined },
    );
  };

  const run = (course: Course, action: Exclude<CourseAction, 'edit'>) => {
    if (action === 'submit') {
      const missing = courseReadiness(editedVersion(course));
      if (missing.length > 0) {
        modal.warning({
          title: t('readiness.cannotSubmit', { name: course.name }),
          content: (
            <ul>
              {readinessTexts(missing, t).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ),
          okText: t('common:ok'),
        });
        return;
      }
    }
    move.mutate(
      { id: course.id, move: action },
      { onSuccess: () => message.success(t(`done.${action}`, { name: course.name })) },
    );
  };

  const busy = (course: Course, action: string) =>
    move.isPending && move.variables?.id === course.id && move.variables.move === action;

  const action = (
    key: Exclude<CourseAction, 'edit'>,
    permission: string,
    extra: Partial<RowAction<Course>> = {},
  ): RowAction<Course> => ({
    key,
    label: t(`action.${key}`),
    permission,
    hidden: (course) => !canDo(course, key),
    ariaLabel: (course) => `${t(`action.${key}`)}: ${course.name}`,
    loading: (course) => busy(course, key),
    onClick: (course) => run(course, key),
    ...extra,
  });

  const actions: RowAction<Course>[] = [
    {
      key: 'view',
      label: t('action.view'),
      ariaLabel: (course) => `${t('action.view')}: ${course.name}`,
      to: (course) => courseDetailHref(course.id),
    },
    {
      key: 'edit',
      label: t('common:edit'),
      permission: CLASS_EDIT,
      hidden: (course) => !canDo(course, 'edit'),
      ariaLabel: (course) => `${t('common:edit')}: ${course.name}`,
      loading: (course) => drawer.isLoading(course.id),
      onClick: (course) => drawer.openEdit(course.id),
    },
    action('submit', CLASS_SUBMIT),
    action('withdraw', CLASS_SUBMIT, { confirm: t('confirm.withdraw') }),
    action('online', CLASS_ONLINE),
    action('offline', CLASS_ONLINE, { confirm: t('confirm.offline'), danger: true }),
    action('delete', CLASS_DELETE, { confirm: t('confirm.delete'), danger: true }),
  ];

  // Rows are cards without checkboxes at phone widths: bulk actions are a desktop affair there.
  const isMobile = useIsMobile();
  const bulkActions = isMobile ? [] : bulkActionsOf(tab).filter((a) => can(BULK_PERMISSION[a]));
  const runBulk = (bulkAction: CourseBulkAction) => {
    const ids = selected.map(Number);
    const names = new Map(rows.map((row) => [row.id, row.name]));
    bulk.mutate(
      { action: bulkAction, ids },
      {
        onSuccess: (answer) => {
          setSelected([]);
          setSummary(bulkSummary(answer.results, names));
        },
      },
    );
  };

  return (
    <Card
      title={t('title')}
      extra={
        can(CLASS_EDIT) && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={drawer.openNew}>
            {t('new')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={tab}
        onChange={switchTab}
        items={COURSE_TABS.map((status) => ({
          key: status,
          label: (
            <span>
              {t(`status.${status}`)}{' '}
              <Badge
                count={counts.data?.[status] ?? 0}
                showZero
                overflowCount={9999}
                color={status === tab ? '#1677ff' : '#bfbfbf'}
                aria-label={t('tabCount', { count: counts.data?.[status] ?? 0 })}
              />
            </span>
          ),
        }))}
      />
      <ListSection<Course, typeof courseListSpec>
        fetchPage={fetchCourses}
        listName={`${t('title')} ${t(`status.${tab}`)}`}
        toolbar={
          bulkActions.length > 0 && (
            <Flex gap={8} align="center" style={{ marginBottom: 12 }} wrap>
              <Typography.Text type="secondary">
                {t('bulk.selected', { count: selected.length })}
              </Typography.Text>
              {bulkActions.map((bulkAction) => (
                <Button
                  key={bulkAction}
                  disabled={selected.length === 0}
                  loading={bulk.isPending && bulk.variables?.action === bulkAction}
                  onClick={() => runBulk(bulkAction)}
                >
                  {t(`bulk.${bulkAction}`)}
                </Button>
              ))}
            </Flex>
          )
        }
        list={tabList}
        result={result}
        columns={columns}
        rowKey={(course) => course.id}
        label={`${t('title')}: ${t(`status.${tab}`)}`}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={1100}
        selection={
          bulkActions.length > 0
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (index) => t('bulk.selectRow', { name: rows[index]?.name ?? '' }),
              }
            : undefined
        }
      />
      <CourseFormDrawer
        open={drawer.isOpen}
        course={drawer.item}
        onClose={drawer.close}
        onSaved={(saved, submitted) =>
          message.success(t(submitted ? 'savedSubmitted' : 'saved', { name: saved.name }))
        }
      />
      <BulkResultModal summary={summary} onClose={() => setSummary(null)} />
    </Card>
  );
};

export default ClassListPage;
