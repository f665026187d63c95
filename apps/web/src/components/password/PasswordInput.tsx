/**
 * antd's password field with its show/hide toggle named for what it does, in the screen's
 * language: antd names it from its locale's bare "Show"/"Hide", and the sign-in screens run
 * without the console's ConfigProvider (to stay small), so /forget said "Show" in English
 * whatever the language. Only antd's locale context (a plain React context) is added, with
 * the parent's locale kept for everything else.
 */
import Password, { type PasswordProps } from 'antd/es/input/Password';
import LocaleContext from 'antd/es/locale/context';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const PasswordInput = (props: PasswordProps) => {
  const { t } = useTranslation('common');
  const parent = useContext(LocaleContext);
  const show = t('showPassword');
  const hide = t('hidePassword');
  const locale = useMemo(
    () => ({ ...parent, locale: parent?.locale ?? 'en', global: { ...parent?.global, show, hide } }),
    [parent, show, hide],
  );
  return (
    <LocaleContext.Provider value={locale}>
      <Password {...props} />
    </LocaleContext.Provider>
  );
};
