/**
 * Who answers a call in proxy mode, per path pattern: the mock, the real backend, or both (the real answer is served,
 * the mock's is computed beside it and compared).
 *
 *   --proxy-routes '/biz/qms/cable/**=both,/pub/biz/data/templates=mock'
 *
 * Patterns are call paths where `*` is any text within one path segment and `**` any text at all; the first pattern
 * that matches decides, and a call no pattern matches goes to the real backend.
 */
export const PROXY_MODES = ['mock', 'real', 'both'] as const;
export type ProxyMode = (typeof PROXY_MODES)[number];

export interface RouteModeRule {
  pattern: string;
  mode: ProxyMode;
}

export const DEFAULT_PROXY_MODE: ProxyMode = 'real';

export const PROXY_ROUTES_USAGE =
  'PATTERN=MODE pairs joined by commas, MODE one of mock, real, both; * is one path segment, ** anything ' +
  "(e.g. '/biz/qms/cable/**=both,/pub/biz/data/templates=mock')";

export function parseRouteModes(spec: string): RouteModeRule[] {
  return spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\/\S*)=(\w+)$/.exec(part);
      if (!match) throw new Error(`proxy route "${part}" is not PATTERN=MODE; use ${PROXY_ROUTES_USAGE}`);
      const mode = match[2]!.toLowerCase();
      if (!(PROXY_MODES as readonly string[]).includes(mode)) {
        throw new Error(`proxy route "${part}": mode "${match[2]}" is not one of ${PROXY_MODES.join(', ')}`);
      }
      return { pattern: match[1]!, mode: mode as ProxyMode };
    });
}

function patternMatcher(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/** The mode of a call path under the rules: the first match, else the default. */
export function routeModes(rules: readonly RouteModeRule[], fallback: ProxyMode = DEFAULT_PROXY_MODE) {
  const compiled = rules.map((rule) => ({ ...rule, matcher: patternMatcher(rule.pattern) }));
  return (path: string): ProxyMode => compiled.find((rule) => rule.matcher.test(path))?.mode ?? fallback;
}
