/**
 * The component's texts (namespace `uploader`). The shell merges only features/* and app/*
 * locale folders (i18n/index.ts), so this shared component adds its own, one language at a
 * time like the shell does: the current language's file is loaded when a screen with the
 * component first renders, and again on each language switch.
 */
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Not 'upload': that is the media library feature's namespace (features/upload/locales).
export const UPLOAD_NS = 'uploader';

type Texts = Record<string, unknown>;
type BundleTarget = Pick<typeof i18n, 'addResourceBundle' | 'hasResourceBundle'>;

const files = import.meta.glob<Texts>('./locales/*.json', { import: 'default' });

/** Adds the texts of `language` (English for a language without a file); once. */
export const loadUploadTexts = async (language: string, instance: BundleTarget = i18n): Promise<void> => {
  if (instance.hasResourceBundle(language, UPLOAD_NS)) return;
  const load = files[`./locales/${language}.json`] ?? files['./locales/en.json'];
  if (!load) return;
  instance.addResourceBundle(language, UPLOAD_NS, await load(), true, false);
};

/** True once the current language's texts are there (the component waits for it). */
export const useUploadTexts = (): boolean => {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  const [loaded, setLoaded] = useState<string | undefined>(() =>
    instance.hasResourceBundle(language, UPLOAD_NS) ? language : undefined,
  );
  useEffect(() => {
    let live = true;
    void loadUploadTexts(language, instance).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [language, instance]);
  return loaded === language;
};
