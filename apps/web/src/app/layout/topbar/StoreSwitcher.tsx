import { DownOutlined, LoadingOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreStore } from '../../store-store';
import { pickStoreId } from './store-model';
import { useStoreOptions, useSwitchStore } from './use-store-selection';

/**
 * The top bar's store switcher (spec §2, §4); the rules are in use-store-selection.ts.
 * A dropdown menu rather than a Select: a merchant has a handful of stores, and the menu
 * code is already loaded for the other top-bar menus, while Select would add about 34 KiB
 * (gzip) to every first load of the console.
 */
export const StoreSwitcher = () => {
  const { t } = useTranslation('layout');
  const { data: options, isLoading } = useStoreOptions();
  const storeId = useStoreStore((state) => state.storeId);
  const switchStore = useSwitchStore();
  const value = options ? pickStoreId(options, storeId) : undefined;
  const current = options?.find((option) => option.id === value);
  const busy = isLoading || switchStore.isPending;
  const none = options?.length === 0;

  return (
    <Dropdown
      trigger={['click']}
      disabled={busy || none || !options}
      menu={{
        selectable: true,
        selectedKeys: value === undefined ? [] : [String(value)],
        items: options?.map((option) => ({ key: String(option.id), label: option.name })) ?? [],
        onClick: ({ key }) => {
          const id = Number(key);
          if (id !== value) switchStore.mutate(id);
        },
      }}
    >
      <Button
        type="text"
        aria-label={`${t('store.label')}: ${current?.name ?? t(none ? 'store.none' : 'store.placeholder')}`}
        icon={busy ? <LoadingOutlined aria-hidden /> : <ShopOutlined aria-hidden />}
        style={{ maxWidth: 240 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name ?? t(none ? 'store.none' : 'store.placeholder')}
        </span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
};
