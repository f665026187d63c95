import { type Language, languages } from '@merchant/shared';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../i18n';
import { useDesignToken } from './use-design-token';

/**
 * The three languages, each named in itself, as plain buttons: the console's dropdown (or
 * antd's Segmented) would weigh on the login page's first load.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation('common');
  const token = useDesignToken();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  return (
    <fieldset
      aria-label={t('language')}
      style={{ display: 'flex', gap: 4, margin: 0, padding: 0, border: 'none' }}
    >
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => {
            if (lang !== current) void setLanguage(lang);
          }}
          style={{
            padding: '0 6px',
            border: 'none',
            borderRadius: token.borderRadiusSM,
            background: lang === current ? token.colorPrimaryBg : 'none',
            color: lang === current ? token.colorPrimary : token.colorTextSecondary,
            fontSize: token.fontSizeSM,
            lineHeight: '22px',
            cursor: 'pointer',
          }}
        >
          {t(`languages.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
};
