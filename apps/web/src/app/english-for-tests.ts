import { loadLanguage, provideEnglish } from '../i18n/language-tables';
import { loadEnglishTexts } from './english-loader';

// Tests' setup (vitest.config.ts): the app loads its English tables before it mounts or switches language; screens
// under test may render in English from their first render.
provideEnglish(loadEnglishTexts);
await loadLanguage('en');
