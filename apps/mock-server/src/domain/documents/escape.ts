const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text for HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (ch) => HTML_ENTITIES[ch]!);
}

/**
 * A URL for src/href: only site-relative paths and http(s) survive, so a stored value cannot smuggle a
 * javascript: or data: URL into a document.
 */
export function safeUrl(value: string): string {
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed) || /^https?:\/\//i.test(trimmed)) return escapeHtml(trimmed);
  return '';
}

/** Tagged template: every interpolated value is escaped unless it is already built markup. */
export class Markup {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Markup(out);
}

function render(value: unknown): string {
  if (value instanceof Markup) return value.html;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}
