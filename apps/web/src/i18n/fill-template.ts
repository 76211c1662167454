/**
 * Fills `{name}` with values[name]. `{name|one|other}` picks a word by the count in values[name] ("1 item", "2 items"),
 * so English templates read `{count} {count|item|items}`; Chinese templates have no plural and never use it.
 */
export function fillTemplate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(
    /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (whole, name: string, one?: string, other?: string) => {
      if (!(name in values)) return whole;
      if (one === undefined || other === undefined) return String(values[name]);
      return Number(values[name]) === 1 ? one : other;
    },
  );
}
