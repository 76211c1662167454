import { realEn } from '../features/real/i18n/en';
import { en } from '../i18n/locales/en';

/**
 * The English tables kept out of the code a Chinese page loads (i18n/language-tables loads this module only for
 * English): the shell's and the quotation screens'. The other features' tables are still defined beside their Chinese
 * texts (i18n/define-messages).
 */
export const englishTexts = { shell: en, real: realEn };
