/**
 * The product's vocabulary: price modes and fields, unit modes, decimal places, price rights, module codes, config
 * keys, template types, approval fields and the entity limits. Plain data and small predicates without TypeBox
 * (`@cable/contracts/vocabulary`), imported by the web app, the mock server and the wire schemas alike, so that each
 * item has one definition.
 */
export * from './approval-fields';
export * from './config';
export * from './limits';
export * from './modules';
export * from './prices';
export * from './templates';
export type { VocabularyText } from './text';
