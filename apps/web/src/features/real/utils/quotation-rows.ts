/**
 * What the quotation list shows of a row and where, free of React: the list (components/quotation-list.tsx) renders
 * with it, and so do the first rows the page paints before React and antd have loaded (first-rows/). One home for each
 * rule, so the painted rows and the list's own ones show the same texts, prices and places.
 */
import type { CSSProperties } from 'react';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import type { RealText } from '../i18n/real-text';
import { formatMoney, PRICE_MODES, type PriceMode, priceIn, type UnitMode } from './price';

export const ROW_HEIGHT = 48;
export const HEADER_HEIGHT = 40;
export const GRID =
  '36px 28px 44px minmax(110px,1.2fr) minmax(70px,.8fr) minmax(80px,.8fr) minmax(120px,1.2fr) 100px 130px 124px 110px 64px minmax(100px,1fr) 96px';
/**
 * The grid's total of fixed widths and minimums: narrower, the list scrolls sideways. It fits the page at 1280 px
 * (1230 px inside the 24 px paddings), so every column, 操作 included, is in view there (issue 17).
 */
export const MIN_WIDTH = 1212;
/** Rows rendered beyond the visible ones at each end: enough for a wheel step, few enough to mount the first rows soon. */
export const OVERSCAN_ROWS = 4;
/** The list's height on the quotation screen: long lists render only the rows in view. */
export const LIST_HEIGHT = 'calc(100vh - 400px)';

/**
 * Heights (px) the screen's parts that mount after the rows take once there, so the rows do not move when they come:
 * antd's selects, its tabs' bar with the bar's 16 px margin, the toolbar card on one line with its 12 px margin (a
 * narrow window that wraps the toolbar moves the rows once).
 */
export const PLACE_OF = { controls: 32, tabs: 62, toolbar: 70 } as const;
/** The screen's title bar (the title, and the view controls once they are there). */
export const titleBarStyle: CSSProperties = { marginBottom: 8, minHeight: PLACE_OF.controls };
export const TITLE_BAR_GAP = 12;
export const titleStyle: CSSProperties = { margin: 0 };
export const totalsPlaceStyle: CSSProperties = { marginTop: 12 };

export const cell: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: '0 6px',
};
export const rightCell: CSSProperties = { ...cell, textAlign: 'right' };
/** A cell after a right-aligned column (备注 after 调整) starts with a gap, so the two headers never touch. */
export const afterRightAligned: CSSProperties = { ...cell, paddingInlineStart: 16 };
/**
 * Rows show texts as plain elements styled like antd's Typography.Text (strong, secondary): a Typography.Text mounts
 * ellipsis measuring and a resize observer each, three per row, which made mounting a row during a scroll and
 * re-rendering the rows on a price-mode switch cost several times what the texts need.
 */
export const strongText: CSSProperties = { fontWeight: 600 };
export const secondaryText: CSSProperties = { color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' };
export const dragHandleStyle: CSSProperties = {
  cursor: 'grab',
  color: '#8c8c8c',
  background: 'none',
  border: 0,
  padding: 0,
};
export const customTagStyle: CSSProperties = { marginInlineStart: 4 };
export const unpricedTagStyle: CSSProperties = { marginInlineEnd: 0 };
export const pricingTagStyle: CSSProperties = { marginInlineEnd: 0, cursor: 'pointer' };
export const newTagStyle: CSSProperties = { marginInlineStart: 4, marginInlineEnd: 0 };
/** 价格已变动 under a row's price: the mark, its tag and the price it was quoted at. */
export const priceChangedStyle: CSSProperties = { display: 'block', fontSize: 12, lineHeight: '18px' };
export const priceChangedTagStyle: CSSProperties = {
  marginInlineEnd: 4,
  fontSize: 11,
  lineHeight: '16px',
  paddingInline: 4,
};
export const priceWasStyle: CSSProperties = { fontSize: 12 };

/** The list's scroll area. */
export function scrollStyle(height: number | string): CSSProperties {
  return { maxHeight: height, overflow: 'auto', position: 'relative', border: '1px solid #f0f0f0', borderRadius: 6 };
}

/** The sticky header row. */
export const headerStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: GRID,
  alignItems: 'center',
  height: HEADER_HEIGHT,
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: '#fafafa',
  borderBottom: '1px solid #f0f0f0',
  fontWeight: 600,
  minWidth: MIN_WIDTH,
};

/** The list element, as tall as all its rows (`height`, px: the scroll bar is the whole list's). */
export function rowsStyle(height: number): CSSProperties {
  return {
    height,
    position: 'relative',
    minWidth: MIN_WIDTH,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  };
}

export interface RowLook {
  /** The row's offset from the top of the list, px. */
  top: number;
  checked: boolean;
  /** This item is being dragged. */
  dragged: boolean;
  /** A dragged item would be dropped before this one. */
  dropTarget: boolean;
}

/** A row, placed at its offset. */
export function rowStyle({ top, checked, dragged, dropTarget }: RowLook): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: ROW_HEIGHT,
    transform: `translateY(${top}px)`,
    display: 'grid',
    gridTemplateColumns: GRID,
    alignItems: 'center',
    borderBottom: '1px solid #f0f0f0',
    borderTop: dropTarget ? '2px solid #0059FF' : undefined,
    background: checked ? '#f0f5ff' : dragged ? '#fafafa' : '#fff',
    opacity: dragged ? 0.6 : 1,
  };
}

export function isCustom(item: QuotationItem): boolean {
  return item.cable === '';
}

/**
 * A custom cable without a price in this mode is one nobody has priced yet (a catalogue cable always has one: a
 * missing one is hidden from this user, and shows a dash).
 */
export function isUnpriced(item: QuotationItem, mode: PriceMode): boolean {
  return priceIn(item.price, mode) === undefined && (item.pricing === 'none' || isCustom(item));
}

/** The row's 调整 cell: the percentage the row was adjusted by, signed; empty without one. */
export function changeText(item: QuotationItem): string {
  return item.change ? `${item.change > 0 ? '+' : ''}${item.change}%` : '';
}

export function changeStyle(item: QuotationItem): CSSProperties {
  return { ...rightCell, color: item.change ? '#fa541c' : undefined };
}

/** The model cell's title: the cable's name, or its model when it has none. */
export function modelTitle(item: QuotationItem): string {
  return item.name || item.model;
}

export function checkboxLabel(item: QuotationItem): string {
  return `${item.model} ${item.spec}`;
}

/**
 * 价格已变动: the price the item was quoted at in the shown mode, when it moved since it was added or last confirmed
 * (the server's `previous`); undefined when the shown mode's price did not move.
 */
export function shownPriceBefore(item: QuotationItem, mode: PriceMode): number | undefined {
  const before = priceIn(item.previous, mode);
  return before !== undefined && before !== priceIn(item.price, mode) ? before : undefined;
}

/** The mark's tooltip: old → new for every price that moved. */
export function priceMoves(item: QuotationItem, places: number, t: RealText): string {
  const moves = PRICE_MODES.flatMap((each) => {
    const before = priceIn(item.previous, each);
    const now = priceIn(item.price, each);
    return before === undefined || before === now
      ? []
      : [`${t(`mode.${each}`)} ${formatMoney(before, places)} → ${formatMoney(now, places)}`];
  });
  return t('list.priceChangedTip', { moves: moves.join('；') });
}

export interface HeaderCellText {
  text: string;
  right?: boolean;
  after?: boolean;
}

/** The header's texts after the select-all box and the drag handle's column, in column order. */
export function headerCells(t: RealText, itemUnit: UnitMode, unit: UnitMode): HeaderCellText[] {
  return [
    { text: t('list.index') },
    { text: t('list.model') },
    { text: t('list.prop') },
    { text: t('list.scope') },
    { text: t('list.spec') },
    { text: t('list.count') },
    { text: t('header.withUnit', { label: t('list.price'), unit: t(`unit.${itemUnit}`) }), right: true },
    { text: t('header.withUnit', { label: t('list.live'), unit: t(`unit.${unit}`) }), right: true },
    { text: t('list.total'), right: true },
    { text: t('list.change'), right: true },
    { text: t('list.memo'), after: true },
    { text: t('list.actions') },
  ];
}

/** The style of a header cell (a right-aligned column, or the one after it). */
export function headerCellStyle({ right, after }: HeaderCellText): CSSProperties {
  return right ? rightCell : after ? afterRightAligned : cell;
}

/**
 * How many rows the list renders at the top of a scroll area whose client height is `height` px (what the virtualiser
 * measures): the rows that begin above its bottom edge, below the header, and the overscan.
 */
export function rowsAtTop(height: number, count: number): number {
  const visible = Math.max(0, Math.ceil((height - HEADER_HEIGHT) / ROW_HEIGHT));
  return Math.min(count, visible + OVERSCAN_ROWS);
}
