import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The clear button's icon of text fields, choices and dates, named in the console's language
 * (antd's default is the icon's English name, "close-circle").
 */
export const ClearIcon = () => {
  const { t } = useTranslation();
  return <CloseCircleFilled aria-label={t('common:clear')} />;
};

/** `allowClear` for a text field: clearable, with the named icon. */
export const clearable = { clearIcon: <ClearIcon /> };
