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
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyOnOpen } from '../../../components/lazy-on-open';
import { paths } from '../../../config/paths';
import type { CablePrice } from '../../../entities/cables/cables-api';
import {
  type Freight,
  type GroupSumm,
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
import { type QuoteView, useQuoteView } from '../hooks/use-quote-view';
import { type RealText, useRealText } from '../i18n/use-real-text';
import {
  LIST_HEIGHT,
  PLACE_OF,
  TITLE_BAR_GAP,
  titleBarStyle,
  titleStyle,
  totalsPlaceStyle,
} from '../utils/quotation-rows';
import type { ApprovalTarget } from './approval-drawer';
import { GroupTotals } from './group-totals';
import { QuotationList } from './quotation-list';
import { QuoteViewControls } from './quote-view-controls';

// The dialogs and the approval drawer open on an action: their code (forms, number inputs, drawer) loads then.
const AdjustModal = lazyOnOpen(
  () => import('./adjust-modal').then((module) => module.AdjustModal),
  (props) => props.open,
);
const ApprovalDrawer = lazyOnOpen(
  () => import('./approval-drawer').then((module) => module.ApprovalDrawer),
  (props) => props.target !== undefined,
);
const CustomCableModal = lazyOnOpen(
  () => import('./custom-cable-modal').then((module) => module.CustomCableModal),
  (props) => props.open,
);
const CustomPriceModal = lazyOnOpen(
  () => import('./custom-price-modal').then((module) => module.CustomPriceModal),
  (props) => props.item !== undefined,
);
const FreightModal = lazyOnOpen(
  () => import('./freight-modal').then((module) => module.FreightModal),
  (props) => props.open,
);
const MemoModal = lazyOnOpen(
  () => import('./memo-modal').then((module) => module.MemoModal),
  (props) => props.open,
);
const PackageFeeModal = lazyOnOpen(
  () => import('./package-fee-modal').then((module) => module.PackageFeeModal),
  (props) => props.itemId !== undefined,
);

const NO_FREIGHT = { freight: { fee: 0, full: 0, mile: 0, price: 0 }, attr: { package: false, freight: false } };

/** Moves an element of a copy of the list, for the optimistic re-sort. */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/*
 * A price-mode switch renders the screen again. The parts that do not show prices (group tabs, toolbar, closed
 * dialogs) are memoised with stable props, so that the switch renders the rows' prices and the totals and not the rest
 * (the switch is timed: quote-list:reprice).
 */
const MemoAdjustModal = memo(AdjustModal);
const MemoMemoModal = memo(MemoModal);
const MemoFreightModal = memo(FreightModal);
const MemoPackageFeeModal = memo(PackageFeeModal);
const MemoCustomCableModal = memo(CustomCableModal);
const MemoGroupTotals = memo(GroupTotals);
const NO_IDS: string[] = [];

/**
 * Items per group for the tabs. While the totals of another price mode are on their way, the counts of the last answer
 * stay (a count does not depend on the mode), so the tabs neither flicker nor render again.
 */
function useGroupCounts(summs: readonly GroupSumm[] | undefined): readonly number[] {
  const [counts, setCounts] = useState<readonly number[]>(() => INVENTORY_GROUPS.map(() => 0));
  if (summs) {
    const next = INVENTORY_GROUPS.map((value) => summs.find((entry) => entry.group === value)?.count ?? 0);
    if (next.some((count, index) => count !== counts[index])) setCounts(next);
  }
  return counts;
}

const GroupTabs = memo(function GroupTabs({
  activeGroup,
  counts,
  onChange,
  t,
}: {
  activeGroup: number;
  counts: readonly number[];
  onChange: (group: number) => void;
  t: RealText;
}) {
  return (
    <Tabs
      activeKey={String(activeGroup)}
      onChange={(key) => onChange(Number(key))}
      items={INVENTORY_GROUPS.map((value, index) => {
        const count = counts[index] ?? 0;
        return {
          key: String(value),
          label: count > 0 ? `${t('group.name', { group: value })} (${count})` : t('group.name', { group: value }),
        };
      })}
    />
  );
});

/** The toolbar's actions; the screen hands over stable wrappers of its latest closures. */
interface ToolbarActions {
  openCatalogue: () => void;
  addCustom: () => void;
  reprice: () => void;
  adjust: () => void;
  memo: () => void;
  freight: () => void;
  dosage: () => void;
  deleteSelected: () => void;
}

const QuotationToolbar = memo(function QuotationToolbar({
  hasItems,
  selectedCount,
  refreshing,
  access,
  actions,
  t,
}: {
  hasItems: boolean;
  selectedCount: number;
  refreshing: boolean;
  access: QuoteView['access'];
  actions: ToolbarActions;
  t: RealText;
}) {
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Flex justify="space-between" wrap gap={8}>
        <Space wrap>
          <Button icon={<SearchOutlined />} onClick={actions.openCatalogue}>
            {t('cable.add')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={actions.addCustom}>
            {t('action.custom')}
          </Button>
          <Button icon={<ReloadOutlined />} loading={refreshing} disabled={!hasItems} onClick={actions.reprice}>
            {t('action.reprice')}
          </Button>
          {access.can(FeatureModule.Adjust) && (
            <Button icon={<PercentageOutlined />} disabled={!hasItems} onClick={actions.adjust}>
              {t('action.adjust')}
            </Button>
          )}
          {access.can(FeatureModule.MemoSet) && (
            <Button icon={<EditOutlined />} disabled={selectedCount === 0} onClick={actions.memo}>
              {t('action.memo')}
            </Button>
          )}
          <Button icon={<CarOutlined />} onClick={actions.freight}>
            {t('action.freight')}
          </Button>
          {access.can(FeatureModule.Dosage) && (
            <Button icon={<PieChartOutlined />} disabled={!hasItems} onClick={actions.dosage}>
              {t('toolbar.dosage')}
            </Button>
          )}
        </Space>
        <Space wrap>
          {selectedCount > 0 && (
            <Typography.Text type="secondary">{t('list.selected', { count: selectedCount })}</Typography.Text>
          )}
          <Popconfirm
            title={t('action.deleteConfirm', { count: selectedCount })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            disabled={selectedCount === 0}
            onConfirm={actions.deleteSelected}
          >
            <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0}>
              {t('action.deleteSelected')}
            </Button>
          </Popconfirm>
        </Space>
      </Flex>
    </Card>
  );
});

/** Real-quotation: the items added to each group 0-9, their operations and the group totals. */
export function QuotationScreen({ listHeight = LIST_HEIGHT }: { listHeight?: number | string }) {
  const t = useRealText();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const view = useQuoteView();
  const [group, setGroup] = useState<number>();
  const activeGroup = group ?? view.defaultGroup;
  // The list and the totals wait for the preferences that name the group, mode, unit and places they are read in:
  // asked with the defaults meanwhile, the list was read twice on a page load (beside its prefetch), or a group the
  // user does not open on was read for nothing.
  const waitingForPreferences = view.preferencesLoading && group === undefined;
  const list = useGroupItems(waitingForPreferences ? null : activeGroup);
  const items = useMemo(() => list.data?.infos ?? [], [list.data]);
  // A price-mode switch shows the rows' new prices first; the totals follow in a background render right after (their
  // answer is read anew for the mode, so they waited for the network before as well): the switch's frame neither
  // starts the totals' read (its signing and request) nor renders their antd statistics (quote-list:reprice). Not
  // when the preferences name the mode: a page load reads the totals at once, and once, in the saved mode.
  const switchedMode = useDeferredValue(view.preferencesLoading ? null : view.mode);
  const totalsMode = view.preferencesLoading ? null : (switchedMode ?? view.mode);
  const summ = useInventorySumm(
    totalsMode === null ? null : { mode: totalsMode, unit: view.unit, places: view.places },
  );
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
  const groupCounts = useGroupCounts(summ.data?.summs);
  const groupSumm = summ.data?.summs.find((item) => item.group === activeGroup);
  const totalsSumm = useDeferredValue(groupSumm);

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

  // The toolbar's buttons call the latest closures through wrappers that keep their identity (see QuotationToolbar).
  const latestActions = useRef<ToolbarActions>(undefined);
  const currentActions: ToolbarActions = {
    openCatalogue: () => navigate(paths.real),
    addCustom: () => {
      setEditing(undefined);
      setCustomOpen(true);
    },
    reprice: () => void reprice(),
    adjust: () => setAdjustIds(scopeIds),
    memo: () => setMemoTarget({ ids: selectedIds, memo: '' }),
    freight: () => setFreightOpen(true),
    dosage: () =>
      navigate(paths.realQuotesDosage, {
        state: { group: activeGroup, ids: selectedIds.length > 0 ? selectedIds : undefined },
      }),
    deleteSelected: () => void remove(selectedIds),
  };
  useLayoutEffect(() => {
    latestActions.current = currentActions;
  });
  const toolbarActions = useMemo<ToolbarActions>(
    () => ({
      openCatalogue: () => latestActions.current?.openCatalogue(),
      addCustom: () => latestActions.current?.addCustom(),
      reprice: () => latestActions.current?.reprice(),
      adjust: () => latestActions.current?.adjust(),
      memo: () => latestActions.current?.memo(),
      freight: () => latestActions.current?.freight(),
      dosage: () => latestActions.current?.dosage(),
      deleteSelected: () => latestActions.current?.deleteSelected(),
    }),
    [],
  );
  // The closed dialogs mount in a background render after the screen's first one: the rows need none of them, and
  // each registers its antd styles as it mounts. One opened meanwhile shows as soon as they are there.
  const dialogsReady = useDeferredValue(true, false);
  // So do the view controls, group tabs, toolbar and totals: the first commit is the title and the rows (the list's
  // first rows on a page load waited for their ~10 antd components' styles and mounts). Their places are kept, so
  // nothing moves when they come.
  const chromeReady = useDeferredValue(true, false);
  // The header (title and switches) is the same element while what it shows stays, so React skips it (a Typography
  // mounts ellipsis measuring, antd's Flex and Space register their styles on each render). On a mode switch the
  // select shows the pick by itself; the rest of the header (the notice of a saved mode out of the rights) follows in
  // a background render after the frame that shows the rows' new prices (quote-list:reprice).
  const headerMode = useDeferredValue(view.mode);
  const headerHiddenMode = useDeferredValue(view.hiddenSavedMode);
  const { modes, unit, setMode, setUnit } = view;
  const header = useMemo(
    () => (
      <Flex justify="space-between" align="center" wrap gap={TITLE_BAR_GAP} style={titleBarStyle}>
        <Typography.Title level={4} style={titleStyle}>
          {t('list.title')}
        </Typography.Title>
        {chromeReady && (
          <QuoteViewControls
            view={{ mode: headerMode, modes, unit, hiddenSavedMode: headerHiddenMode, setMode, setUnit }}
          />
        )}
      </Flex>
    ),
    [t, chromeReady, headerMode, modes, unit, headerHiddenMode, setMode, setUnit],
  );
  const closeAdjust = useCallback(() => setAdjustIds(undefined), []);
  const closeMemo = useCallback(() => setMemoTarget(undefined), []);
  const closeFreight = useCallback(() => setFreightOpen(false), []);
  const onFreightSaved = useCallback(
    (saved: { freight: Freight; attr: InventoryAttr }) =>
      setFreightByGroup((previous) => ({ ...previous, [activeGroup]: saved })),
    [activeGroup],
  );
  const closePackageFee = useCallback(() => setPackageItem(undefined), []);
  const closeCustom = useCallback(() => setCustomOpen(false), []);

  return (
    <div>
      {header}
      <div style={{ minHeight: PLACE_OF.tabs }}>
        {chromeReady && <GroupTabs activeGroup={activeGroup} counts={groupCounts} onChange={setGroup} t={t} />}
      </div>
      <div style={{ minHeight: PLACE_OF.toolbar }}>
        {chromeReady && (
          <QuotationToolbar
            hasItems={items.length > 0}
            selectedCount={selectedIds.length}
            refreshing={refreshPrices.pending}
            access={view.access}
            actions={toolbarActions}
            t={t}
          />
        )}
      </div>
      <QuotationList
        items={items}
        loading={list.isLoading || waitingForPreferences}
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
      <div style={totalsPlaceStyle}>
        {chromeReady && <MemoGroupTotals summ={totalsSumm} mode={totalsMode ?? view.mode} places={view.places} />}
      </div>
      {dialogsReady && (
        <>
          <MemoAdjustModal
            open={adjustIds !== undefined}
            group={activeGroup}
            ids={adjustIds ?? NO_IDS}
            onClose={closeAdjust}
          />
          <MemoMemoModal
            open={memoTarget !== undefined}
            group={activeGroup}
            ids={memoTarget?.ids ?? NO_IDS}
            initialMemo={memoTarget?.memo ?? ''}
            onClose={closeMemo}
          />
          <MemoFreightModal
            open={freightOpen}
            group={activeGroup}
            initial={freightByGroup[activeGroup] ?? NO_FREIGHT}
            onSaved={onFreightSaved}
            onClose={closeFreight}
          />
          <MemoPackageFeeModal itemId={packageItem} onClose={closePackageFee} />
          <CustomPriceModal
            item={pricing}
            mode={view.mode}
            unit={view.savedUnit}
            places={view.places}
            canMarkup={view.access.seesBasePrice}
            onClose={() => setPricing(undefined)}
          />
          <MemoCustomCableModal open={customOpen} group={activeGroup} item={editing} onClose={closeCustom} />
          <ApprovalDrawer
            target={approving}
            mode={view.mode}
            places={view.places}
            onClose={() => setApproving(undefined)}
            onChanged={() => setLivePrices(new Map())}
          />
        </>
      )}
    </div>
  );
}
