/** The console's languages, and one message in all of them (messages.ts, feature-messages/). */
export const languages = ['en', 'zh', 'es'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export type Texts = Record<Language, string>;
