import type { Lang } from '../lib/storage';

/** English tables by name: 'shell' for the shell's texts, a feature's name for a feature's. */
export type EnglishTables = Readonly<Record<string, Readonly<Record<string, string>>>>;

let loader: (() => Promise<EnglishTables>) | undefined;
let english: EnglishTables | undefined;
let englishLoading: Promise<void> | undefined;

/** How to fetch the English tables (the app's entry says; they are a chunk of their own). */
export function provideEnglish(load: () => Promise<EnglishTables>): void {
  loader = load;
}

/** Whether the tables of `lang` are at hand: Chinese always (they are part of the code), English once loaded. */
export function isLanguageLoaded(lang: Lang): boolean {
  return lang === 'zh-cn' || english !== undefined;
}

/**
 * Loads the tables of `lang` (English is fetched once, on demand: a Chinese page never asks for it). The app mounts and
 * switches language only after this has settled, so no text ever shows in the other language first.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  if (isLanguageLoaded(lang)) return Promise.resolve();
  const load = loader;
  if (!load) return Promise.reject(new Error('no English tables were provided (provideEnglish)'));
  englishLoading ??= load().then(
    (tables) => {
      english = tables;
    },
    (error: unknown) => {
      // A later switch to English tries again.
      englishLoading = undefined;
      throw error;
    },
  );
  return englishLoading;
}

/** The English table `name`, once loadLanguage('en') has settled; before that undefined (callers fall back to Chinese). */
export function englishTable(name: string): Readonly<Record<string, string>> | undefined {
  return english?.[name];
}
