/** A text in the two interface languages, keyed as the accept-language values the product answers in. */
export interface VocabularyText {
  'zh-cn': string;
  en: string;
}
