/**
 * Build-time helper of vite.config.ts: the styles antd generates when the first screens mount (the layout and the
 * quotation list: menu, breadcrumb, buttons, tabs, selects, inputs, cards...), made once at build time as a CSS file
 * instead of in the browser. antd's css-in-js builds each component's styles on its first mount (runs the style
 * functions, serialises them, hashes and inserts them); on a cold /real/quotation that was ~200 ms of main thread
 * before the first rows. The file ends with antd's cache-path map (the `.data-ant-cssinjs-cache-path` rule antd's
 * own server-side extraction writes): a component whose styles the file holds finds them there and generates and
 * inserts nothing; any other component, or a browser where the file is not loaded yet, generates its styles as before.
 * The styles do not depend on the theme (antd's CSS-variable mode: the theme's values are variables, set at run time).
 * Runs in Node only (vite.config.ts); the app never imports it.
 */

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
  'Breadcrumb',
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
    Breadcrumb,
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
    Breadcrumb: h(Breadcrumb, { items: [{ title: 'crumb' }] }),
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
