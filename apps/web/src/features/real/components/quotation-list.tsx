import { DeleteOutlined, EditOutlined, HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Checkbox, Dropdown, Empty, Popconfirm, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { type CSSProperties, type DragEvent, useRef, useState } from 'react';
import type { CablePrice } from '../api/cables';
import type { QuotationItem } from '../api/inventory';
import { useRealText } from '../i18n/use-real-text';
import { formatPrice, type PriceMode, type UnitMode } from '../utils/price';
import { ItemCountInput } from './item-count-input';

export const ROW_HEIGHT = 48;
const HEADER_HEIGHT = 40;
const GRID =
  '36px 28px 44px minmax(110px,1.2fr) minmax(70px,.8fr) minmax(80px,.8fr) minmax(120px,1.2fr) 100px 130px 140px 120px 64px minmax(100px,1fr) 96px';

export interface RowActions {
  onCount: (item: QuotationItem, count: string) => void;
  onDelete: (item: QuotationItem) => void;
  onEdit: (item: QuotationItem) => void;
  /** Absent when the user lacks the memo module. */
  onMemo?: (item: QuotationItem) => void;
  onPackageFee: (item: QuotationItem) => void;
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

const cell: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '0 6px' };

function isCustom(item: QuotationItem): boolean {
  return item.cable === '';
}

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
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
  });

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const someSelected = !allSelected && items.some((item) => selected.has(item.id));

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    props.onSelect(next);
  };

  const endDrag = () => {
    setDragging(undefined);
    setDropIndex(undefined);
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const item = items.find((candidate) => candidate.id === dragging);
    const from = items.findIndex((candidate) => candidate.id === dragging);
    endDrag();
    if (item && from !== index) props.onMove(item, index);
  };

  const header = (
    <div
      style={{
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
        minWidth: 1240,
      }}
    >
      <span style={cell}>
        <Checkbox
          aria-label={t('list.selectAll')}
          checked={allSelected}
          indeterminate={someSelected}
          onChange={(event) => props.onSelect(new Set(event.target.checked ? items.map((item) => item.id) : []))}
        />
      </span>
      <span />
      <span style={cell}>{t('list.index')}</span>
      <span style={cell}>{t('list.model')}</span>
      <span style={cell}>{t('list.prop')}</span>
      <span style={cell}>{t('list.scope')}</span>
      <span style={cell}>{t('list.spec')}</span>
      <span style={cell}>{t('list.count')}</span>
      <span style={{ ...cell, textAlign: 'right' }}>{`${t('list.price')}（${t(`unit.${props.itemUnit}`)}）`}</span>
      <span style={{ ...cell, textAlign: 'right' }}>{`${t('list.live')}（${t(`unit.${props.unit}`)}）`}</span>
      <span style={{ ...cell, textAlign: 'right' }}>{t('list.total')}</span>
      <span style={{ ...cell, textAlign: 'right' }}>{t('list.change')}</span>
      <span style={cell}>{t('list.memo')}</span>
      <span style={cell}>{t('list.actions')}</span>
    </div>
  );

  const row = (item: QuotationItem, index: number) => {
    const live = props.livePrices.get(item.cable);
    const moreItems = [
      ...(props.onMemo ? [{ key: 'memo', label: t('action.memo'), onClick: () => props.onMemo?.(item) }] : []),
      { key: 'pkgfee', label: t('action.pkgfee'), onClick: () => props.onPackageFee(item) },
      ...(props.onApprove && !isCustom(item)
        ? [{ key: 'approve', label: t('cable.approve'), onClick: () => props.onApprove?.(item) }]
        : []),
      ...(props.onRestore && !isCustom(item)
        ? [{ key: 'restore', label: t('action.restore'), onClick: () => props.onRestore?.(item) }]
        : []),
    ];
    return (
      <>
        <span style={cell}>
          <Checkbox
            aria-label={`${item.model} ${item.spec}`}
            checked={selected.has(item.id)}
            onChange={(event) => toggle(item.id, event.target.checked)}
          />
        </span>
        <Tooltip title={t('list.dragHint')}>
          <button
            type="button"
            draggable
            onKeyDown={(event) => {
              // Keyboard users re-sort with the arrow keys, one position per press.
              const target = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : -1;
              if (target < 0 || target >= items.length) return;
              event.preventDefault();
              props.onMove(item, target);
            }}
            aria-label={`${t('list.drag')} ${index + 1}`}
            style={{ cursor: 'grab', color: '#8c8c8c', background: 'none', border: 0, padding: 0 }}
            onDragStart={(event) => {
              event.dataTransfer?.setData('text/plain', item.id);
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              setDragging(item.id);
            }}
            onDragEnd={endDrag}
          >
            <HolderOutlined />
          </button>
        </Tooltip>
        <span style={cell}>{index + 1}</span>
        <span style={cell} title={item.name || item.model}>
          <Typography.Text strong>{item.model}</Typography.Text>
          {isCustom(item) && (
            <Tag color="purple" style={{ marginInlineStart: 4 }}>
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
            count={item.count}
            label={`${t('list.count')} ${index + 1}`}
            onCommit={(count) => props.onCount(item, count)}
          />
        </span>
        <span style={{ ...cell, textAlign: 'right' }}>{formatPrice(item.price, mode, places)}</span>
        <span style={{ ...cell, textAlign: 'right' }}>
          {live ? (
            <>
              {formatPrice(live.price, mode, places)}
              {live.new && (
                <Tag color="blue" style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>
                  {t('cable.new')}
                </Tag>
              )}
            </>
          ) : (
            ''
          )}
        </span>
        <span style={{ ...cell, textAlign: 'right' }}>
          <Typography.Text strong>{formatPrice(item.total, mode, places)}</Typography.Text>
        </span>
        <span style={{ ...cell, textAlign: 'right', color: item.change ? '#fa541c' : undefined }}>
          {item.change ? `${item.change > 0 ? '+' : ''}${item.change}%` : ''}
        </span>
        <span style={cell} title={item.memo}>
          {item.memo}
        </span>
        <Space size={0}>
          <Tooltip title={t('action.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('action.edit')}
              onClick={() => props.onEdit(item)}
            />
          </Tooltip>
          <Popconfirm
            title={t('action.deleteConfirm', { count: 1 })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() => props.onDelete(item)}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('action.delete')} />
          </Popconfirm>
          <Dropdown menu={{ items: moreItems }} trigger={['click']}>
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('list.actions')} />
          </Dropdown>
        </Space>
      </>
    );
  };

  return (
    <div
      ref={scrollRef}
      data-testid="quotation-scroll"
      style={{
        maxHeight: props.height,
        overflow: 'auto',
        position: 'relative',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
      }}
    >
      {header}
      {items.length === 0 ? (
        props.loading ? (
          <Spin style={{ display: 'block', padding: 48 }} description={t('list.loading')}>
            <span />
          </Spin>
        ) : (
          <Empty description={t('list.empty')} style={{ padding: 48 }} />
        )
      ) : (
        <ul
          aria-label={t('list.title')}
          style={{
            height: virtualizer.getTotalSize(),
            position: 'relative',
            minWidth: 1240,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const item = items[virtualRow.index];
            if (!item) return null;
            return (
              <li
                key={item.id}
                data-item-id={item.id}
                onDragOver={(event) => {
                  if (!dragging) return;
                  event.preventDefault();
                  setDropIndex(virtualRow.index);
                }}
                onDrop={(event) => drop(event, virtualRow.index)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
                  display: 'grid',
                  gridTemplateColumns: GRID,
                  alignItems: 'center',
                  borderBottom: '1px solid #f0f0f0',
                  borderTop: dropIndex === virtualRow.index ? '2px solid #0059FF' : undefined,
                  background: selected.has(item.id) ? '#f0f5ff' : dragging === item.id ? '#fafafa' : '#fff',
                  opacity: dragging === item.id ? 0.6 : 1,
                }}
              >
                {row(item, virtualRow.index)}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
