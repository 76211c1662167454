import {
  CarOutlined,
  DeleteOutlined,
  EditOutlined,
  PercentageOutlined,
  PieChartOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { FeatureModule } from '@cable/contracts/vocabulary';
import { App, Button, Card, Flex, Popconfirm, Space, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { CablePrice } from '../../../entities/cables/cables-api';
import {
  type Freight,
  INVENTORY_GROUPS,
  type InventoryAttr,
  type QuotationItem,
} from '../../../entities/inventory/inventory-api';
import {
  useDeleteItems,
  useGroupItems,
  useInventorySumm,
  useMoveItem,
  useRefreshGroupPrices,
  useRestoreCable,
  useSetItemCount,
} from '../../../entities/inventory/inventory-hooks';
import { onPricesChanged } from '../../../lib/price-adjust';
import { useQuoteView } from '../hooks/use-quote-view';
import { useRealText } from '../i18n/use-real-text';
import { AdjustModal } from './adjust-modal';
import { ApprovalDrawer, type ApprovalTarget } from './approval-drawer';
import { CustomCableModal } from './custom-cable-modal';
import { CustomPriceModal } from './custom-price-modal';
import { FreightModal } from './freight-modal';
import { GroupTotals } from './group-totals';
import { MemoModal } from './memo-modal';
import { PackageFeeModal } from './package-fee-modal';
import { QuotationList } from './quotation-list';
import { QuoteViewControls } from './quote-view-controls';

const NO_FREIGHT = { freight: { fee: 0, full: 0, mile: 0, price: 0 }, attr: { package: false, freight: false } };

/** Moves an element of a copy of the list, for the optimistic re-sort. */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** Real-quotation: the items added to each group 0-9, their operations and the group totals. */
export function QuotationScreen({ listHeight = 'calc(100vh - 400px)' }: { listHeight?: number | string }) {
  const t = useRealText();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const view = useQuoteView();
  const [group, setGroup] = useState<number>();
  const activeGroup = group ?? view.defaultGroup;
  const list = useGroupItems(activeGroup);
  const items = useMemo(() => list.data?.infos ?? [], [list.data]);
  const summ = useInventorySumm({ mode: view.mode, unit: view.unit, places: view.places });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [livePrices, setLivePrices] = useState<Map<string, CablePrice>>(new Map());
  const deleteItems = useDeleteItems();
  const saveCount = useSetItemCount();
  const moveItem = useMoveItem();
  const refreshPrices = useRefreshGroupPrices();
  const restoreCable = useRestoreCable();
  const [adjustIds, setAdjustIds] = useState<string[]>();
  const [memoTarget, setMemoTarget] = useState<{ ids: string[]; memo: string }>();
  const [freightOpen, setFreightOpen] = useState(false);
  const [freightByGroup, setFreightByGroup] = useState<Record<number, { freight: Freight; attr: InventoryAttr }>>({});
  const [packageItem, setPackageItem] = useState<string>();
  const [pricing, setPricing] = useState<QuotationItem>();
  const [customOpen, setCustomOpen] = useState(false);
  const [editing, setEditing] = useState<QuotationItem>();
  const [approving, setApproving] = useState<ApprovalTarget>();

  // Another group or unit makes the selection and the fetched live prices meaningless.
  const viewKey = `${activeGroup}:${view.unit}`;
  const [shownViewKey, setShownViewKey] = useState(viewKey);
  if (shownViewKey !== viewKey) {
    setShownViewKey(viewKey);
    setSelected(new Set());
    setLivePrices(new Map());
  }

  // Live prices fetched before a price adjustment are stale once it has cleared.
  useEffect(() => onPricesChanged(() => setLivePrices(new Map())), []);

  // Rows that disappeared (deleted elsewhere, another group) must not stay selected.
  useEffect(() => {
    setSelected((previous) => {
      const present = new Set(items.map((item) => item.id));
      const kept = [...previous].filter((id) => present.has(id));
      return kept.length === previous.size ? previous : new Set(kept);
    });
  }, [items]);

  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const scopeIds = selectedIds.length > 0 ? selectedIds : items.map((item) => item.id);
  const countsByGroup = new Map(summ.data?.summs.map((item) => [item.group, item.count]));
  const groupSumm = summ.data?.summs.find((item) => item.group === activeGroup);

  const remove = async (ids: string[]) => {
    if (ids.length === 0) return;
    if (await deleteItems.trigger(activeGroup, ids)) void message.success(t('action.deleted', { count: ids.length }));
  };

  const setCount = async (item: QuotationItem, count: string) => {
    // The answer's row and the group's totals go into the cache: the list and totals are not asked again.
    if (await saveCount.trigger(activeGroup, [item.id], count)) {
      void message.success(t('action.countSaved'));
      return true;
    }
    // The error catalogue has shown the server's message; the row shows the saved count again.
    await list.mutate();
    return false;
  };

  const move = async (item: QuotationItem, position: number) => {
    const from = items.findIndex((candidate) => candidate.id === item.id);
    if (from < 0) return;
    const shown = list.data;
    if (shown) await list.mutate({ ...shown, infos: reorder(items, from, position) }, { revalidate: false });
    if (!(await moveItem.trigger(activeGroup, item.id, position))) {
      void message.warning(t('action.moveFailed'));
      await list.mutate();
    }
  };

  const reprice = async () => {
    const cableIds = [...new Set(items.map((item) => item.cable).filter((id) => id !== ''))];
    if (cableIds.length === 0) return;
    // The items take their current prices as confirmed: the server counts those whose price had changed.
    const answer = await refreshPrices.trigger(activeGroup, cableIds, view.unit);
    if (!answer) return;
    setLivePrices(new Map(answer.cables.map((price) => [price.id, price])));
    void message.success(t('action.repriced', { count: items.length, changed: answer.accepted ?? 0 }));
  };

  const restore = (item: QuotationItem) => {
    modal.confirm({
      title: t('action.restoreConfirm'),
      content: [item.model, item.scope, item.spec].filter(Boolean).join(' '),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (await restoreCable.trigger(item.cable, item.cable)) void message.success(t('action.restored'));
      },
    });
  };

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <QuoteViewControls view={view} />
      </Flex>
      <Tabs
        activeKey={String(activeGroup)}
        onChange={(key) => setGroup(Number(key))}
        items={INVENTORY_GROUPS.map((value) => {
          const count = countsByGroup.get(value) ?? 0;
          return {
            key: String(value),
            label: count > 0 ? `${t('group.name', { group: value })} (${count})` : t('group.name', { group: value }),
          };
        })}
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Flex justify="space-between" wrap gap={8}>
          <Space wrap>
            <Button icon={<SearchOutlined />} onClick={() => navigate(paths.real)}>
              {t('cable.add')}
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                setEditing(undefined);
                setCustomOpen(true);
              }}
            >
              {t('action.custom')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              loading={refreshPrices.pending}
              disabled={items.length === 0}
              onClick={reprice}
            >
              {t('action.reprice')}
            </Button>
            {view.access.can(FeatureModule.Adjust) && (
              <Button
                icon={<PercentageOutlined />}
                disabled={items.length === 0}
                onClick={() => setAdjustIds(scopeIds)}
              >
                {t('action.adjust')}
              </Button>
            )}
            {view.access.can(FeatureModule.MemoSet) && (
              <Button
                icon={<EditOutlined />}
                disabled={selectedIds.length === 0}
                onClick={() => setMemoTarget({ ids: selectedIds, memo: '' })}
              >
                {t('action.memo')}
              </Button>
            )}
            <Button icon={<CarOutlined />} onClick={() => setFreightOpen(true)}>
              {t('action.freight')}
            </Button>
            {view.access.can(FeatureModule.Dosage) && (
              <Button
                icon={<PieChartOutlined />}
                disabled={items.length === 0}
                onClick={() =>
                  navigate(paths.realQuotesDosage, {
                    state: { group: activeGroup, ids: selectedIds.length > 0 ? selectedIds : undefined },
                  })
                }
              >
                {t('toolbar.dosage')}
              </Button>
            )}
          </Space>
          <Space wrap>
            {selectedIds.length > 0 && (
              <Typography.Text type="secondary">{t('list.selected', { count: selectedIds.length })}</Typography.Text>
            )}
            <Popconfirm
              title={t('action.deleteConfirm', { count: selectedIds.length })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              disabled={selectedIds.length === 0}
              onConfirm={() => remove(selectedIds)}
            >
              <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0}>
                {t('action.deleteSelected')}
              </Button>
            </Popconfirm>
          </Space>
        </Flex>
      </Card>
      <QuotationList
        items={items}
        loading={list.isLoading}
        mode={view.mode}
        unit={view.unit}
        itemUnit={view.savedUnit}
        places={view.places}
        selected={selected}
        onSelect={setSelected}
        livePrices={livePrices}
        height={listHeight}
        onCount={setCount}
        onDelete={(item) => remove([item.id])}
        onEdit={(item) => {
          setEditing(item);
          setCustomOpen(true);
        }}
        onMemo={
          view.access.can(FeatureModule.MemoSet)
            ? (item) => setMemoTarget({ ids: [item.id], memo: item.memo })
            : undefined
        }
        onPackageFee={(item) => setPackageItem(item.id)}
        onPrice={setPricing}
        onRestore={view.canApprove ? restore : undefined}
        onApprove={
          view.canApprove
            ? (item) => setApproving({ id: item.cable, model: item.model, scope: item.scope, spec: item.spec })
            : undefined
        }
        onMove={move}
      />
      <div style={{ marginTop: 12 }}>
        <GroupTotals summ={groupSumm} mode={view.mode} places={view.places} />
      </div>
      <AdjustModal
        open={adjustIds !== undefined}
        group={activeGroup}
        ids={adjustIds ?? []}
        onClose={() => setAdjustIds(undefined)}
      />
      <MemoModal
        open={memoTarget !== undefined}
        group={activeGroup}
        ids={memoTarget?.ids ?? []}
        initialMemo={memoTarget?.memo ?? ''}
        onClose={() => setMemoTarget(undefined)}
      />
      <FreightModal
        open={freightOpen}
        group={activeGroup}
        initial={freightByGroup[activeGroup] ?? NO_FREIGHT}
        onSaved={(saved) => setFreightByGroup((previous) => ({ ...previous, [activeGroup]: saved }))}
        onClose={() => setFreightOpen(false)}
      />
      <PackageFeeModal itemId={packageItem} onClose={() => setPackageItem(undefined)} />
      <CustomPriceModal
        item={pricing}
        mode={view.mode}
        unit={view.savedUnit}
        places={view.places}
        canMarkup={view.access.seesBasePrice}
        onClose={() => setPricing(undefined)}
      />
      <CustomCableModal open={customOpen} group={activeGroup} item={editing} onClose={() => setCustomOpen(false)} />
      <ApprovalDrawer
        target={approving}
        mode={view.mode}
        places={view.places}
        onClose={() => setApproving(undefined)}
        onChanged={() => setLivePrices(new Map())}
      />
    </div>
  );
}
