/** Fetches the English tables (their own chunk); i18n/language-tables calls it when English is first needed. */
export const loadEnglishTexts = () => import('./english-texts').then((module) => module.englishTexts);
