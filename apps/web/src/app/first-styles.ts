/**
 * Build-time helper of vite.config.ts: the styles antd generates when the first screens mount (the layout and the
 * quotation list: menu, buttons, tabs, selects, inputs, cards...), made once at build time as a CSS file
 * instead of in the browser. antd's css-in-js builds each component's styles on its first mount (runs the style
 * functions, serialises them, hashes and inserts them); on a cold /real/quotation that was ~200 ms of main thread
 * before the first rows. The file ends with antd's cache-path map (the `.data-ant-cssinjs-cache-path` rule antd's
 * own server-side extraction writes): a component whose styles the file holds finds them there and generates and
 * inserts nothing; any other component, or a browser where the file is not loaded yet, generates its styles as before.
 * The styles do not depend on the theme (antd's CSS-variable mode: the theme's values are variables, set at run time).
 * Runs in Node only (vite.config.ts); the app never imports it.
 *
 * The file also gives the quotation list's first rows, painted before React and antd have loaded
 * (features/real/first-rows), what antd's components get from React at run time: the theme's CSS variables and
 * @ant-design/icons' base styles, both under FIRST_ROWS_VARIABLES_CLASS, a class only those rows carry (antd's own
 * variables, made at run time with the user's colour, come earlier in the page and would lose to this file's).
 */
import { FIRST_ROWS_VARIABLES_CLASS } from '../lib/antd-theme';

/** The antd components the first screens mount, each rendered once to have its styles made. */
export const FIRST_SCREEN_COMPONENTS = [
  'App',
  'Layout',
  'Menu',
  'Button',
  'Tooltip',
  'Typography',
  'Flex',
  'Checkbox',
  'Modal',
  'Input',
  'Dropdown',
  'Select',
  'Space',
  'Tabs',
  'Popover',
  'Popconfirm',
  'Card',
  'Skeleton',
  'Statistic',
  'Spin',
  'Empty',
  'Tag',
] as const;

/**
 * The CSS of FIRST_SCREEN_COMPONENTS as antd makes it in a production build, with the cache-path map. Must run with
 * NODE_ENV=production (as vite build does): antd names its style scope after the mode.
 */
export async function firstScreenStylesheet(): Promise<string> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('firstScreenStylesheet needs NODE_ENV=production: antd scopes its styles by mode');
  }
  const { createElement: h } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs');
  const antd = await import('antd');
  const {
    App,
    Button,
    Card,
    Checkbox,
    ConfigProvider,
    Dropdown,
    Empty,
    Flex,
    Input,
    Layout,
    Menu,
    Modal,
    Popconfirm,
    Popover,
    Select,
    Skeleton,
    Space,
    Spin,
    Statistic,
    Tabs,
    Tag,
    Tooltip,
    Typography,
  } = antd;
  const rendered: Record<(typeof FIRST_SCREEN_COMPONENTS)[number], ReturnType<typeof h> | null> = {
    App: null,
    Layout: h(Layout, null, h(Layout.Header), h(Layout.Content)),
    Menu: h(Menu, { mode: 'horizontal', items: [{ key: 'item', label: 'item' }] }),
    Button: h(Button, null, 'button'),
    Tooltip: h(Tooltip, { title: 'tip', open: true }, h('span')),
    Typography: h(Typography.Text, null, 'text'),
    Flex: h(Flex),
    Checkbox: h(Checkbox),
    Modal: h(Modal, { open: true }),
    Input: h(Input.Search),
    Dropdown: h(Dropdown, { open: true, menu: { items: [{ key: 'item', label: 'item' }] } }, h('span')),
    Select: h(Select, { open: true, options: [{ value: 1, label: 'option' }] }),
    Space: h(Space),
    Tabs: h(Tabs, { items: [{ key: 'tab', label: 'tab' }] }),
    Popover: h(Popover, { open: true, content: 'content' }, h('span')),
    Popconfirm: h(Popconfirm, { open: true, title: 'title' }, h('span')),
    Card: h(Card),
    Skeleton: h(Skeleton),
    Statistic: h(Statistic, { value: 1 }),
    Spin: h(Spin),
    Empty: h(Empty),
    Tag: h(Tag, null, 'tag'),
  };
  const cache = createCache();
  const children = FIRST_SCREEN_COMPONENTS.map((name) => rendered[name]).filter((element) => element !== null);
  // Open popups warn that their portals render only in a browser; their styles register all the same.
  const error = console.error;
  console.error = (...values: unknown[]) => {
    if (!String(values[0]).includes('Portal only work in client side')) error(...values);
  };
  try {
    renderToString(h(StyleProvider, { cache }, h(ConfigProvider, null, h(App, null, ...children))));
  } finally {
    console.error = error;
  }
  return extractStyle(cache, { plain: true, types: 'style' });
}

/** The antd components the quotation list's first rows are made of (features/real/first-rows/antd-markup.ts). */
export const FIRST_ROWS_COMPONENTS = ['App', 'Checkbox', 'Input', 'Tag', 'Typography', 'Flex'] as const;

/**
 * Each top-level rule of `css` with its selectors passed through `scope`; at-rules (keyframes) are kept as they are.
 * Enough for antd's variable rules and the icons' base styles (no nested rules, no braces in strings).
 */
export function scopeRules(css: string, scope: (selector: string) => string): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const head = css.slice(at, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const body = css.slice(open, close);
    out += head.startsWith('@')
      ? `${head}${body}`
      : `${head
          .split(',')
          .map((selector) => scope(selector.trim()))
          .join(',')}${body}`;
    at = close;
  }
  return out;
}

/**
 * The first rows' styles: antd's CSS variables of the app's theme (default colour; the rows show no colour of the
 * theme at rest) for FIRST_ROWS_COMPONENTS, and the icons' base styles, all under FIRST_ROWS_VARIABLES_CLASS. Must run
 * with NODE_ENV=production, as firstScreenStylesheet.
 */
export async function firstRowsStylesheet(): Promise<string> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('firstRowsStylesheet needs NODE_ENV=production: antd scopes its styles by mode');
  }
  const { createElement: h } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs');
  // Its CommonJS build: the ES one imports its modules without extensions, which Node does not resolve.
  const { createRequire } = await import('node:module');
  const { iconStyles } = createRequire(import.meta.url)('@ant-design/icons/lib/utils') as { iconStyles: string };
  const { App, Checkbox, ConfigProvider, Flex, Input, Tag, Typography } = await import('antd');
  const { THEME_COLOR } = await import('../config/constants');
  const { APP_CSS_VAR_KEY, appTheme } = await import('../lib/antd-theme');
  const cache = createCache();
  const rendered = {
    App: null,
    Checkbox: h(Checkbox),
    Input: h(Input, { size: 'small' }),
    Tag: h(Tag, null, 'tag'),
    Typography: h(Typography.Title, { level: 4 }, 'title'),
    Flex: h(Flex),
  } satisfies Record<(typeof FIRST_ROWS_COMPONENTS)[number], ReturnType<typeof h> | null>;
  const children = FIRST_ROWS_COMPONENTS.map((name) => rendered[name]).filter((element) => element !== null);
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme: appTheme(THEME_COLOR, false) }, h(App, null, ...children))),
  );
  // The theme's variables ('token') and the components' ('cssVar'), without the cache-path map (the file has its own).
  const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }).replace(
    /\.data-ant-cssinjs-cache-path\{[^}]*\}/,
    '',
  );
  const key = `.${APP_CSS_VAR_KEY}`;
  const scope = `.${FIRST_ROWS_VARIABLES_CLASS}`;
  if (!variables.startsWith(key))
    throw new Error(`antd's CSS variables are not under ${key}: ${variables.slice(0, 80)}`);
  return [
    // On the element that carries both classes (the rows' ant-app wrapper) and on the components inside it.
    scopeRules(variables, (selector) => `${scope}${selector},${scope} ${selector}`),
    scopeRules(iconStyles.replace(/\s+/g, ' '), (selector) => `${scope} ${selector}`),
  ].join('');
}
