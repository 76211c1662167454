/**
 * The quotation list's first screenful, painted as plain DOM as soon as the entry's first reads have the list and the
 * preferences (app/first-reads.ts), before React, antd and the route's code have loaded and run: the rows the list
 * shows first (those in view and its overscan), with the texts, prices and markup its own first render has
 * (components/quotation-list.tsx and quotation-screen.tsx, through the same rules: utils/quotation-rows.ts, price.ts),
 * where they will be. They lie over the page, inert, until the app's own rows replace them in one commit
 * (first-rows-handover.ts). Nothing else of the screen shows in that first render (its controls, tabs, toolbar and
 * totals follow it), so nothing else is painted; their places are kept as the screen keeps them.
 */
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import type { RealText } from '../i18n/real-text';

import { formatMoney, formatPrice, type PriceMode, priceIn, type UnitMode } from '../utils/price';
import {
  afterRightAligned,
  cell,
  changeStyle,
  changeText,
  checkboxLabel,
  customTagStyle,
  dragHandleStyle,
  headerCellStyle,
  headerCells,
  headerStyle,
  isCustom,
  isUnpriced,
  LIST_HEIGHT,
  modelTitle,
  PLACE_OF,
  priceChangedStyle,
  priceChangedTagStyle,
  priceWasStyle,
  pricingTagStyle,
  ROW_HEIGHT,
  rightCell,
  rowStyle,
  rowsAtTop,
  rowsStyle,
  scrollStyle,
  secondaryText,
  shownPriceBefore,
  strongText,
  TITLE_BAR_GAP,
  titleBarStyle,
  titleStyle,
  totalsPlaceStyle,
  unpricedTagStyle,
} from '../utils/quotation-rows';
import {
  type AntdClasses,
  checkbox,
  deletedSecondaryText,
  h,
  holderIcon,
  smallInput,
  spreadFlex,
  tag,
  title4,
} from './antd-markup';
import { appHasShown, FIRST_ROWS_ID } from './first-rows-handover';

export interface FirstRows {
  items: readonly QuotationItem[];
  /** The saved preferences: the mode and unit the screen first shows, and the places. */
  mode: PriceMode;
  unit: UnitMode;
  places: number;
  t: RealText;
  /** antd's classes, and the class that gives the painted rows antd's CSS variables (app/first-styles.ts). */
  classes: AntdClasses & { variables: string };
}

/**
 * The layout's places above the screen, as the app's layout (app/layout) keeps them: the header's 56 px (the static
 * shell's header of index.html shows above the painted rows, as the app's own does above its page), the breadcrumb's
 * 34 px (12 px padding and its 22 px line: header.module.css), and the page's paddings (app-layout.module.css). The
 * journey checks that the painted rows sit where the list's own come.
 */
const HEADER_PLACE = 56 + 34;
const PAGE_PADDING = '16px 24px 24px';

/** One row as the list's first render shows it: no row selected, dragged or live-priced, and no action buttons yet. */
export function firstRow(doc: Document, paint: FirstRows, item: QuotationItem, index: number): HTMLElement {
  const { t, mode, places, classes } = paint;
  const unpriced = isUnpriced(item, mode);
  const before = item.previous ? shownPriceBefore(item, mode) : undefined;
  const priceMark =
    item.previous &&
    h(
      doc,
      'span',
      { attrs: { 'data-testid': 'price-changed' }, style: priceChangedStyle },
      tag(doc, classes, 'orange', priceChangedTagStyle, t('list.priceChanged')),
      before !== undefined &&
        deletedSecondaryText(
          doc,
          classes,
          priceWasStyle,
          t('list.priceWas', { price: formatMoney(before, places) }),
          formatMoney(before, places),
        ),
    );
  const unpricedTag = isCustom(item)
    ? tag(doc, classes, 'orange', pricingTagStyle, `${t('list.unpriced')} · ${t('action.price')}`)
    : tag(doc, classes, 'orange', unpricedTagStyle, t('list.unpriced'));
  return h(
    doc,
    'li',
    {
      attrs: { 'data-item-id': item.id },
      style: rowStyle({ top: index * ROW_HEIGHT, checked: false, dragged: false, dropTarget: false }),
    },
    h(doc, 'span', { style: cell }, checkbox(doc, classes, checkboxLabel(item))),
    h(
      doc,
      'button',
      {
        attrs: { type: 'button', draggable: 'true', 'aria-label': `${t('list.drag')} ${index + 1}` },
        style: dragHandleStyle,
      },
      holderIcon(doc),
    ),
    h(doc, 'span', { style: cell }, String(index + 1)),
    h(
      doc,
      'span',
      { attrs: { title: modelTitle(item) }, style: cell },
      h(doc, 'strong', { style: strongText }, item.model),
      isCustom(item) && tag(doc, classes, 'purple', customTagStyle, t('list.custom')),
    ),
    h(doc, 'span', { style: cell }, item.prop),
    h(doc, 'span', { style: cell }, item.scope),
    h(doc, 'span', { attrs: { title: item.spec }, style: cell }, item.spec),
    h(doc, 'span', { style: cell }, smallInput(doc, classes, `${t('list.count')} ${index + 1}`, item.count)),
    h(doc, 'span', { style: rightCell }, unpriced ? unpricedTag : formatPrice(item.price, mode, places), priceMark),
    h(
      doc,
      'span',
      { style: rightCell },
      !isCustom(item) &&
        h(
          doc,
          'span',
          { attrs: { title: t('list.liveNotFetchedTip') }, style: secondaryText },
          t('list.liveNotFetched'),
        ),
    ),
    h(
      doc,
      'span',
      { style: rightCell },
      !unpriced && h(doc, 'strong', { style: strongText }, formatPrice(item.total, mode, places)),
    ),
    h(doc, 'span', { style: changeStyle(item) }, changeText(item)),
    h(doc, 'span', { attrs: { title: item.memo }, style: afterRightAligned }, item.memo),
    h(doc, 'span'),
  );
}

/** The list's scroll area with its header and the (still empty) list element as tall as all rows. */
function listFrame(doc: Document, paint: FirstRows): { scroll: HTMLElement; list: HTMLElement } {
  const { t, unit, classes } = paint;
  const list = h(doc, 'ul', {
    attrs: { 'aria-label': t('list.title') },
    style: rowsStyle(paint.items.length * ROW_HEIGHT),
  });
  const scroll = h(
    doc,
    'div',
    { style: scrollStyle(LIST_HEIGHT) },
    h(
      doc,
      'div',
      { style: headerStyle },
      h(doc, 'span', { style: cell }, checkbox(doc, classes, t('list.selectAll'))),
      h(doc, 'span'),
      ...headerCells(t, unit, unit).map((header) =>
        h(doc, 'span', { attrs: { title: header.text }, style: headerCellStyle(header) }, header.text),
      ),
    ),
    list,
  );
  return { scroll, list };
}

/**
 * Whether the rows can be painted as the screen will show them: a catalogue cable without a price in the saved mode
 * is one whose price the user may not see, and the screen then shows another mode once it knows the user's rights.
 */
export function paintable(items: readonly QuotationItem[], mode: PriceMode): boolean {
  return items.length > 0 && items.every((item) => priceIn(item.price, mode) !== undefined || isUnpriced(item, mode));
}

/**
 * Paints the first rows over the page (a child of body) and answers the element, or undefined when they are not
 * painted: nothing to show, the screen would show another mode, or the app already shows a page. `height` gives the
 * list's height instead of measuring it (tests: jsdom lays nothing out).
 */
export function paintFirstRows(paint: FirstRows, doc: Document = document, height?: number): HTMLElement | undefined {
  if (appHasShown() || doc.getElementById(FIRST_ROWS_ID)) return undefined;
  const { t, classes } = paint;
  const { scroll, list } = listFrame(doc, paint);
  const screen = h(
    doc,
    'div',
    {},
    spreadFlex(doc, classes, titleBarStyle, TITLE_BAR_GAP, title4(doc, classes, titleStyle, t('list.title'))),
    h(doc, 'div', { style: { minHeight: PLACE_OF.tabs } }),
    h(doc, 'div', { style: { minHeight: PLACE_OF.toolbar } }),
    scroll,
    h(doc, 'div', { style: totalsPlaceStyle }),
  );
  const root = h(
    doc,
    'div',
    {
      attrs: { id: FIRST_ROWS_ID, inert: '', 'aria-hidden': 'true' },
      // The shell's page background and height (index.html), under the shell's header.
      className: 'boot-shell',
      style: { position: 'absolute', top: 0, left: 0, width: '100%', zIndex: 1 },
    },
    h(
      doc,
      'div',
      { className: `${classes.hash} ant-app ${classes.cssVar} ${classes.variables}` },
      // antd's Layout (its descendants are border-box) on the shell's background, and its content with the page's
      // paddings.
      h(
        doc,
        'div',
        { className: `ant-layout ${classes.hash} ${classes.cssVar}`, style: { background: 'transparent' } },
        h(doc, 'div', { style: { height: HEADER_PLACE } }),
        h(
          doc,
          'main',
          { className: `ant-layout-content ${classes.hash} ${classes.cssVar}`, style: { padding: PAGE_PADDING } },
          screen,
        ),
      ),
    ),
  );
  doc.body.append(root);
  const count = rowsAtTop(height ?? scroll.clientHeight, paint.items.length);
  const shown = paint.items.slice(0, count);
  if (!paintable(shown, paint.mode)) {
    root.remove();
    return undefined;
  }
  list.append(...shown.map((item, index) => firstRow(doc, paint, item, index)));
  return root;
}
