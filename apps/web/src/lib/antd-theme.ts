import type { ThemeConfig } from 'antd';
import { MENU_ITEM_HEIGHT } from '../config/constants';

/**
 * The class antd's CSS variables of the app's theme hang on. antd's default is an id React makes as the app mounts;
 * a fixed one lets markup made before React (the quotation list's first rows, features/real/first-rows) carry the same
 * classes as the components that replace it.
 */
export const APP_CSS_VAR_KEY = 'css-var-cable';

/**
 * The class that gives the quotation list's first rows, painted before React and antd have loaded, antd's CSS variables
 * and the icons' base styles (app/first-styles.ts writes them under it, features/real/first-rows carries it).
 */
export const FIRST_ROWS_VARIABLES_CLASS = 'cable-first-rows';

/** Id of index.html's link to antd's first-screen styles (vite.config.ts); its data-antd-hash is antd's style hash. */
export const FIRST_STYLES_LINK_ID = 'antd-first-styles';

/** antd's font list with the Chinese sans fonts of each platform before the generic family (styles/global.css too). */
export const APP_FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

/** The app's antd theme (providers.tsx), and the one its build-time styles are made with (first-styles.ts). */
export function appTheme(color: string, reducedMotion: boolean): ThemeConfig {
  return {
    cssVar: { key: APP_CSS_VAR_KEY },
    // Secondary texts (breadcrumb links, hints, counts) at 0.6 black read at 4.5:1 on white and on the page grey;
    // antd's 0.45 does not (axe color-contrast).
    token: {
      // antd's own list names no Chinese font: an English page's Chinese texts (every customer's) fell back to whatever
      // the system had first, a serif or brush font on Linux. The Chinese sans fonts come after the Latin ones.
      fontFamily: APP_FONT_FAMILY,
      colorPrimary: color,
      colorLink: color,
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      // Placeholders of selects and inputs at 4.5:1 as well (antd's 0.25 black is 1.9:1).
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      // A user who asked the system for less motion gets dialogs, drawers and menus without animation.
      motion: !reducedMotion,
    },
    components: {
      Menu: { itemHeight: MENU_ITEM_HEIGHT, horizontalLineHeight: `${MENU_ITEM_HEIGHT}px` },
    },
  };
}
