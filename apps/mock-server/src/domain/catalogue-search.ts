/**
 * The catalogue search box (cable/info/list keyword) reads what people type with the inquiry parser: compact and
 * full-width notation ("BV2.5", "KVV10*1.5", "YJV22-8.7/15-3*240", "ＹＪＶ３×９５") finds the model, the structure and
 * the voltage it names; the remaining words must each appear in the model, spec, name, voltage or code.
 */
import { normaliseText, parseVoltage, readCable, sameVoltage } from '@cable/contracts/inquiry';

export interface SearchableCable {
  model: string;
  spec: string;
  name: string;
  scope: string;
  code: string;
}

/**
 * A test of catalogue cables for a keyword, or null for an empty keyword (everything matches). A model is found
 * within a model (YJV finds ZR-YJV too) and a structure as the start of one (3*240 finds 3*240+1*120), as before.
 */
export function keywordMatcher(keyword: string): ((cable: SearchableCable) => boolean) | null {
  const text = normaliseText(keyword);
  if (!text) return null;
  const cable = readCable(text);
  const level = cable.level;
  const words = (cable.spec ? cable.rest : text)
    .toLowerCase()
    .replace(/(\d)\s*[×x]\s*(\d)/g, '$1*$2')
    .split(/[\s,，;；]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const model = cable.spec ? cable.model : '';
  return (c) => {
    if (cable.spec && c.spec !== cable.spec && !c.spec.startsWith(`${cable.spec}+`)) return false;
    if (model && !c.model.includes(model)) return false;
    if (cable.spec && level) {
      const own = parseVoltage(c.scope);
      if (!own || !sameVoltage(level, own)) return false;
    }
    const fields = [c.model, c.spec, c.name, c.scope, c.code].map((f) => f.toLowerCase());
    return words.every((word) => fields.some((f) => f.includes(word)));
  };
}
