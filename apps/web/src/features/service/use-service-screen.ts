/**
 * What the timed and per-visit list screens share: the form drawer (new, or edit once the
 * service is loaded), the edit / offline / online row actions, and whether the platform has
 * closed the type (then nothing may be added or changed until an application is approved).
 */
import type { ServiceStatus } from '@merchant/shared';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditDrawer } from '../../components/form-kit';
import { editToggleActions } from '../../components/list-kit';

export interface ServiceRow {
  id: number;
  name: string;
  status: ServiceStatus;
}

/** One service type's hooks and button permission, declared once per screen. */
export interface ServiceScreenKind<T extends ServiceRow> {
  permission: string;
  useDetail: (id: number | null) => UseQueryResult<T>;
  useOptions: () => UseQueryResult<{ open: boolean }>;
  useSetStatus: () => UseMutationResult<T, Error, { id: number; to: ServiceStatus }>;
}

export const useServiceScreen = <T extends ServiceRow>(kind: ServiceScreenKind<T>) => {
  const { t } = useTranslation('service');
  const { message } = App.useApp();
  const options = kind.useOptions();
  const drawer = useEditDrawer(kind.useDetail);
  const status = kind.useSetStatus();

  const changeStatus = (service: T, to: ServiceStatus) =>
    status.mutate(
      { id: service.id, to },
      {
        onSuccess: (changed) =>
          message.success(t(to === 'online' ? 'wentOnline' : 'wentOffline', { name: changed.name })),
      },
    );

  const actions = editToggleActions<T>({
    name: (s) => s.name,
    edit: {
      label: t('common:edit'),
      permission: kind.permission,
      loading: (s) => drawer.isLoading(s.id),
      onClick: (s) => drawer.openEdit(s.id),
    },
    off: { key: 'offline', label: t('offline'), confirm: t('offlineConfirm') },
    on: { key: 'online', label: t('online') },
    permission: kind.permission,
    isOn: (s) => s.status === 'online',
    switching: (s) => status.isPending && status.variables?.id === s.id,
    onSwitch: (s, on) => changeStatus(s, on ? 'online' : 'offline'),
  });

  const closed = options.data?.open === false;
  return {
    closed,
    /** A closed type offers no row actions: the server would refuse them. */
    actions: closed ? [] : actions,
    openNew: drawer.openNew,
    drawer: {
      open: drawer.isOpen,
      service: drawer.item,
      onClose: drawer.close,
      onSaved: (saved: T) => message.success(t('saved', { name: saved.name })),
    },
  };
};

/** The status filter both screens offer. */
export const statusFilterOptions = (t: (key: string) => string) => [
  { value: 'online', label: t('status.online') },
  { value: 'offline', label: t('status.offline') },
];
