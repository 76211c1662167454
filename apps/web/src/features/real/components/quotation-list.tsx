import { DeleteOutlined, EditOutlined, HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Checkbox, Dropdown, Empty, Popconfirm, Space, Spin, Tag, Tooltip } from 'antd';
import { type DragEvent, memo, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CablePrice } from '../../../entities/cables/cables-api';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import { releaseFirstRows } from '../first-rows/first-rows-handover';
import { type RealText, useRealText } from '../i18n/use-real-text';
import { formatPrice, type PriceMode, type UnitMode } from '../utils/price';
import {
  afterRightAligned,
  cell,
  changeStyle,
  changeText,
  checkboxLabel,
  customTagStyle,
  dragHandleStyle,
  HEADER_HEIGHT,
  headerCellStyle,
  headerCells,
  headerStyle,
  isCustom,
  isUnpriced,
  modelTitle,
  newTagStyle,
  OVERSCAN_ROWS,
  pricingTagStyle,
  ROW_HEIGHT,
  rightCell,
  rowStyle,
  rowsStyle,
  scrollStyle,
  secondaryText,
  strongText,
  unpricedTagStyle,
} from '../utils/quotation-rows';
import { markRepriceEnd } from '../utils/reprice-timing';
import { ItemCountInput } from './item-count-input';
import { PriceChangeMark } from './price-change-mark';

export { ROW_HEIGHT };

export interface RowActions {
  /** Saves a row's count (metres); answers whether it was saved. */
  onCount: (item: QuotationItem, count: string) => Promise<boolean>;
  onDelete: (item: QuotationItem) => void;
  onEdit: (item: QuotationItem) => void;
  /** Absent when the user lacks the memo module. */
  onMemo?: (item: QuotationItem) => void;
  onPackageFee: (item: QuotationItem) => void;
  /** 定价 of a custom cable (a typed price or a markup on cost). */
  onPrice: (item: QuotationItem) => void;
  onRestore?: (item: QuotationItem) => void;
  onApprove?: (item: QuotationItem) => void;
  /** Moves the item to a 0-based position. */
  onMove: (item: QuotationItem, position: number) => void;
}

interface QuotationListProps extends RowActions {
  items: QuotationItem[];
  loading: boolean;
  mode: PriceMode;
  unit: UnitMode;
  /** Unit of the items' own prices (the saved preference the server prices the list in). */
  itemUnit: UnitMode;
  places: number;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  livePrices: ReadonlyMap<string, CablePrice>;
  /** Height of the scroll area; long lists render only the rows in view. */
  height: number | string;
}

/** A header cell clipped to its column; the title shows the whole header when an English one ends in an ellipsis. */
function HeaderCell({ text, right, after }: { text: string; right?: boolean; after?: boolean }) {
  return (
    <span style={headerCellStyle({ text, right, after })} title={text}>
      {text}
    </span>
  );
}

/** Row handlers that keep their identity across renders, so that memoised rows and cells skip unchanged rows. */
interface RowHandlers extends RowActions {
  toggle: (id: string, checked: boolean) => void;
  toggleAll: (checked: boolean) => void;
  dragStart: (id: string) => void;
  dragOver: (event: DragEvent, index: number) => void;
  drop: (event: DragEvent, index: number) => void;
  endDrag: () => void;
}

interface RowCellsProps {
  item: QuotationItem;
  index: number;
  count: number;
  checked: boolean;
  handlers: RowHandlers;
  canMemo: boolean;
  canRestore: boolean;
  canApprove: boolean;
  t: RealText;
}

/**
 * Selection, drag handle, description and count: nothing here depends on the price mode. The drag handle's hint
 * (a tooltip: a trigger mounted per row) comes with the row's actions, in the render after the rows first show.
 */
const RowLeadingCells = memo(function RowLeadingCells({
  item,
  index,
  count,
  checked,
  handlers,
  withActions,
  t,
}: RowCellsProps & { withActions: boolean }) {
  const handle = (
    <button
      type="button"
      draggable
      onKeyDown={(event) => {
        // Keyboard users re-sort with the arrow keys, one position per press.
        const target = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : -1;
        if (target < 0 || target >= count) return;
        event.preventDefault();
        handlers.onMove(item, target);
      }}
      aria-label={`${t('list.drag')} ${index + 1}`}
      style={dragHandleStyle}
      onDragStart={(event) => {
        event.dataTransfer?.setData('text/plain', item.id);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        handlers.dragStart(item.id);
      }}
      onDragEnd={handlers.endDrag}
    >
      <HolderOutlined />
    </button>
  );
  return (
    <>
      <span style={cell}>
        <Checkbox
          aria-label={checkboxLabel(item)}
          checked={checked}
          onChange={(event) => handlers.toggle(item.id, event.target.checked)}
        />
      </span>
      {withActions ? <Tooltip title={t('list.dragHint')}>{handle}</Tooltip> : handle}
      <span style={cell}>{index + 1}</span>
      <span style={cell} title={modelTitle(item)}>
        <strong style={strongText}>{item.model}</strong>
        {isCustom(item) && (
          <Tag color="purple" style={customTagStyle}>
            {t('list.custom')}
          </Tag>
        )}
      </span>
      <span style={cell}>{item.prop}</span>
      <span style={cell}>{item.scope}</span>
      <span style={cell} title={item.spec}>
        {item.spec}
      </span>
      <span style={cell}>
        <ItemCountInput
          itemId={item.id}
          count={item.count}
          label={`${t('list.count')} ${index + 1}`}
          onCommit={(next) => handlers.onCount(item, next)}
        />
      </span>
    </>
  );
});

/** 未定价: a custom cable nobody has priced in this mode yet; for a custom cable, a way to price it. */
function UnpricedTag({
  item,
  onPrice,
  t,
}: {
  item: QuotationItem;
  onPrice: (item: QuotationItem) => void;
  t: RealText;
}) {
  return isCustom(item) ? (
    <Tag color="orange" style={pricingTagStyle} onClick={() => onPrice(item)}>
      {t('list.unpriced')} · {t('action.price')}
    </Tag>
  ) : (
    <Tag color="orange" style={unpricedTagStyle}>
      {t('list.unpriced')}
    </Tag>
  );
}

/**
 * The only cells a price-mode switch changes: the unit price, the live price and the row amount. Memoised like the
 * other cells, so that a scroll re-renders none of the rows already shown.
 */
const RowPriceCells = memo(function RowPriceCells({
  item,
  live,
  mode,
  places,
  onPrice,
  t,
}: {
  item: QuotationItem;
  live: CablePrice | undefined;
  mode: PriceMode;
  places: number;
  onPrice: (item: QuotationItem) => void;
  t: RealText;
}) {
  const unpriced = isUnpriced(item, mode);
  return (
    <>
      <span style={rightCell}>
        {unpriced ? <UnpricedTag item={item} onPrice={onPrice} t={t} /> : formatPrice(item.price, mode, places)}
        <PriceChangeMark item={item} mode={mode} places={places} t={t} />
      </span>
      <span style={rightCell}>
        {live ? (
          <>
            {formatPrice(live.price, mode, places)}
            {live.new && (
              <Tag color="blue" style={newTagStyle}>
                {t('cable.new')}
              </Tag>
            )}
          </>
        ) : isCustom(item) ? (
          ''
        ) : (
          // Live prices are fetched by 刷新实时价; until then the cell says so instead of looking empty.
          <span style={secondaryText} title={t('list.liveNotFetchedTip')}>
            {t('list.liveNotFetched')}
          </span>
        )}
      </span>
      <span style={rightCell}>
        {unpriced ? '' : <strong style={strongText}>{formatPrice(item.total, mode, places)}</strong>}
      </span>
    </>
  );
});

/**
 * Change, memo and the row's actions (edit, delete, more). The actions come in a render of their own right after the
 * rows first show (withActions, see QuotationList): their tooltip, confirmation, menu and three buttons are half of a
 * row's components, and showing the rows does not need them.
 */
const RowTrailingCells = memo(function RowTrailingCells({
  withActions,
  ...props
}: RowCellsProps & { withActions: boolean }) {
  const { item } = props;
  return (
    <>
      <span style={changeStyle(item)}>{changeText(item)}</span>
      <span style={afterRightAligned} title={item.memo}>
        {item.memo}
      </span>
      {withActions ? <RowActionButtons {...props} /> : <span />}
    </>
  );
});

function RowActionButtons({ item, handlers, canMemo, canRestore, canApprove, t }: RowCellsProps) {
  // The row is reused for another item when the list scrolls (see useRowSlots): an open confirmation or menu belongs
  // to the item it was opened for and closes when the row shows another one.
  const [openFor, setOpenFor] = useState<{ id: string; overlay: 'delete' | 'more' }>();
  const moreItems = [
    ...(canMemo ? [{ key: 'memo', label: t('action.memo'), onClick: () => handlers.onMemo?.(item) }] : []),
    ...(isCustom(item) ? [{ key: 'price', label: t('action.price'), onClick: () => handlers.onPrice(item) }] : []),
    { key: 'pkgfee', label: t('action.pkgfee'), onClick: () => handlers.onPackageFee(item) },
    ...(canApprove && !isCustom(item)
      ? [{ key: 'approve', label: t('cable.approve'), onClick: () => handlers.onApprove?.(item) }]
      : []),
    ...(canRestore && !isCustom(item)
      ? [{ key: 'restore', label: t('action.restore'), onClick: () => handlers.onRestore?.(item) }]
      : []),
  ];
  return (
    <Space size={0}>
      <Tooltip title={t('action.edit')}>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('action.edit')}
          onClick={() => handlers.onEdit(item)}
        />
      </Tooltip>
      <Popconfirm
        title={t('action.deleteConfirm', { count: 1 })}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        open={openFor?.id === item.id && openFor.overlay === 'delete'}
        onOpenChange={(open) => setOpenFor(open ? { id: item.id, overlay: 'delete' } : undefined)}
        onConfirm={() => handlers.onDelete(item)}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('action.delete')} />
      </Popconfirm>
      <Dropdown
        menu={{ items: moreItems }}
        trigger={['click']}
        open={openFor?.id === item.id && openFor.overlay === 'more'}
        onOpenChange={(open) => setOpenFor(open ? { id: item.id, overlay: 'more' } : undefined)}
      >
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('list.actions')} />
      </Dropdown>
    </Space>
  );
}

/**
 * Which mounted row shows which item. A row that scrolls out of view is given to the item scrolling in, so a scroll
 * updates one row's cells instead of unmounting one row and mounting another: a mount of a row's antd controls (their
 * DOM, effects and the style registration each antd component does on mount) was most of a scroll frame's work.
 * Rows keep their slot while they stay in view; new items take the lowest free slots.
 */
export function assignRowSlots(previous: ReadonlyMap<string, number>, ids: readonly string[]): Map<string, number> {
  const slots = new Map<string, number>();
  const taken = new Set<number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined && !taken.has(slot)) {
      slots.set(id, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const id of ids) {
    if (slots.has(id)) continue;
    while (taken.has(free)) free++;
    slots.set(id, free);
    taken.add(free);
  }
  return slots;
}

function useRowSlots(ids: readonly string[]): ReadonlyMap<string, number> {
  const latest = useRef<ReadonlyMap<string, number>>(new Map());
  const slots = assignRowSlots(latest.current, ids);
  useLayoutEffect(() => {
    latest.current = slots;
  });
  return slots;
}

interface ListHeaderProps {
  allSelected: boolean;
  someSelected: boolean;
  /** Unit of the items' own prices and the unit the live prices are shown in. */
  itemUnit: UnitMode;
  unit: UnitMode;
  handlers: RowHandlers;
  t: RealText;
}

/** The sticky header: memoised, so that a scroll does not render it again. */
const ListHeader = memo(function ListHeader({
  allSelected,
  someSelected,
  itemUnit,
  unit,
  handlers,
  t,
}: ListHeaderProps) {
  return (
    <div style={headerStyle}>
      <span style={cell}>
        <Checkbox
          aria-label={t('list.selectAll')}
          checked={allSelected}
          indeterminate={someSelected}
          onChange={(event) => handlers.toggleAll(event.target.checked)}
        />
      </span>
      <span />
      {headerCells(t, itemUnit, unit).map((header) => (
        <HeaderCell key={header.text} {...header} />
      ))}
    </div>
  );
});

interface QuotationRowProps extends RowCellsProps {
  /** The row's offset from the top of the list, px. */
  top: number;
  live: CablePrice | undefined;
  mode: PriceMode;
  places: number;
  /** This item is being dragged. */
  dragged: boolean;
  /** A dragged item would be dropped before this one. */
  dropTarget: boolean;
  /** The row's action buttons are shown (see RowTrailingCells). */
  withActions: boolean;
}

/**
 * One row: memoised as a whole, so that a scroll renders only the row that starts showing another item, and a
 * price-mode switch only the rows' price cells.
 */
const QuotationRow = memo(function QuotationRow({
  top,
  live,
  mode,
  places,
  dragged,
  dropTarget,
  withActions,
  ...cells
}: QuotationRowProps) {
  const { item, index, checked, handlers, t } = cells;
  return (
    <li
      data-item-id={item.id}
      onDragOver={(event) => handlers.dragOver(event, index)}
      onDrop={(event) => handlers.drop(event, index)}
      style={rowStyle({ top, checked, dragged, dropTarget })}
    >
      <RowLeadingCells {...cells} withActions={withActions} />
      <RowPriceCells item={item} live={live} mode={mode} places={places} onPrice={handlers.onPrice} t={t} />
      <RowTrailingCells {...cells} withActions={withActions} />
    </li>
  );
});

/** The added items of one group: virtualised rows, drag to re-sort, count editing and row actions. */
export function QuotationList(props: QuotationListProps) {
  const t = useRealText();
  const { items, mode, places, selected } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<string>();
  const [dropIndex, setDropIndex] = useState<number>();
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin: HEADER_HEIGHT,
  });

  const virtualRows = virtualizer.getVirtualItems();
  // The first rows commit without their action buttons, which follow in a background render (see RowTrailingCells).
  const withActions = useDeferredValue(items.length > 0, false);
  const slots = useRowSlots(virtualRows.map((row) => items[row.index]?.id ?? ''));

  // The screen passes fresh closures on every render; rows call the latest ones through stable wrappers.
  const latest = useRef({ props, dragging });
  useLayoutEffect(() => {
    latest.current = { props, dragging };
  });
  const handlers = useMemo<RowHandlers>(() => {
    const endDrag = () => {
      setDragging(undefined);
      setDropIndex(undefined);
    };
    return {
      onCount: (item, count) => latest.current.props.onCount(item, count),
      onDelete: (item) => latest.current.props.onDelete(item),
      onEdit: (item) => latest.current.props.onEdit(item),
      onMemo: (item) => latest.current.props.onMemo?.(item),
      onPackageFee: (item) => latest.current.props.onPackageFee(item),
      onPrice: (item) => latest.current.props.onPrice(item),
      onRestore: (item) => latest.current.props.onRestore?.(item),
      onApprove: (item) => latest.current.props.onApprove?.(item),
      onMove: (item, position) => latest.current.props.onMove(item, position),
      toggle: (id, checked) => {
        const next = new Set(latest.current.props.selected);
        if (checked) next.add(id);
        else next.delete(id);
        latest.current.props.onSelect(next);
      },
      toggleAll: (checked) =>
        latest.current.props.onSelect(new Set(checked ? latest.current.props.items.map((item) => item.id) : [])),
      dragStart: (id) => setDragging(id),
      dragOver: (event, index) => {
        if (!latest.current.dragging) return;
        event.preventDefault();
        setDropIndex(index);
      },
      drop: (event, index) => {
        event.preventDefault();
        const { props: current, dragging: id } = latest.current;
        const from = current.items.findIndex((candidate) => candidate.id === id);
        endDrag();
        const item = current.items[from];
        if (item && from !== index) current.onMove(item, index);
      },
      endDrag,
    };
  }, []);

  // Ends the reprice timing of a price-mode switch once the rows show the new mode (see reprice-timing).
  useLayoutEffect(() => markRepriceEnd(mode), [mode]);
  // The rows painted before the app had loaded (first-rows/) go in the commit that shows these rows instead, or the
  // list's empty state; while the list is still loading they stay.
  useLayoutEffect(() => {
    if (!props.loading) releaseFirstRows();
  }, [props.loading]);

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const someSelected = !allSelected && items.some((item) => selected.has(item.id));

  return (
    <div ref={scrollRef} data-testid="quotation-scroll" style={scrollStyle(props.height)}>
      <ListHeader
        allSelected={allSelected}
        someSelected={someSelected}
        itemUnit={props.itemUnit}
        unit={props.unit}
        handlers={handlers}
        t={t}
      />
      {items.length === 0 ? (
        props.loading ? (
          <Spin style={{ display: 'block', padding: 48 }} description={t('list.loading')}>
            <span />
          </Spin>
        ) : (
          <Empty description={t('list.empty')} style={{ padding: 48 }} />
        )
      ) : (
        <ul aria-label={t('list.title')} style={rowsStyle(virtualizer.getTotalSize())}>
          {virtualRows.map((virtualRow) => {
            const item = items[virtualRow.index];
            if (!item) return null;
            return (
              <QuotationRow
                key={`row-${slots.get(item.id)}`}
                item={item}
                index={virtualRow.index}
                count={items.length}
                checked={selected.has(item.id)}
                handlers={handlers}
                canMemo={props.onMemo !== undefined}
                canRestore={props.onRestore !== undefined}
                canApprove={props.onApprove !== undefined}
                t={t}
                top={virtualRow.start - virtualizer.options.scrollMargin}
                live={props.livePrices.get(item.cable)}
                mode={mode}
                places={places}
                dragged={dragging === item.id}
                dropTarget={dropIndex === virtualRow.index}
                withActions={withActions}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
