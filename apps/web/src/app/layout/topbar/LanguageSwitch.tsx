import { TranslationOutlined } from '@ant-design/icons';
import { type Language, languages } from '@merchant/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../i18n';

/**
 * en / zh / es (spec §1). setLanguage changes the cookie, i18next and dayjs (the providers
 * switch antd's locale with i18next) and invalidates ['menu']: menu names come translated.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((lang) => ({ key: lang, label: t(`common:languages.${lang}`) })),
        onClick: ({ key }) => {
          if (key !== current) void setLanguage(key as Language);
        },
      }}
    >
      <Button type="text" aria-label={t('common:language')} icon={<TranslationOutlined aria-hidden />} />
    </Dropdown>
  );
};
