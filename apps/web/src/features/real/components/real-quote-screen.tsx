import { OrderedListOutlined, PieChartOutlined, SearchOutlined } from '@ant-design/icons';
import { FeatureModule } from '@cable/contracts/vocabulary';
import { Button, Col, Flex, Row, Space, Typography } from 'antd';
import Card from 'antd/es/card/Card';
import Input from 'antd/es/input/Input';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CountBadge } from '../../../components/count-badge';
import { InlineSearchForm, SearchField } from '../../../components/inline-search-form';
import { lazyOnOpen } from '../../../components/lazy-on-open';
import { paths } from '../../../config/paths';
import {
  CABLE_PAGE_LENGTH,
  type CableInfo,
  type CableSearchCond,
  useCableCatalogue,
  useCableSearch,
} from '../../../entities/cables/cables-api';
import { useInventorySumm } from '../../../entities/inventory/inventory-hooks';
import { useQuoteView } from '../hooks/use-quote-view';
import { useRealText } from '../i18n/use-real-text';
import type { ApprovalTarget } from './approval-drawer';
import { CableTable } from './cable-table';
import { CatalogueBrowser, type CatalogueSelection } from './catalogue-browser';
import { QuoteViewControls } from './quote-view-controls';

// The add dialog and the approval drawer open on a click: their code (forms, tabs, number inputs) loads then.
const AddToGroupModal = lazyOnOpen(
  () => import('./add-to-group-modal').then((module) => module.AddToGroupModal),
  (props) => props.cable !== undefined,
);
const ApprovalDrawer = lazyOnOpen(
  () => import('./approval-drawer').then((module) => module.ApprovalDrawer),
  (props) => props.target !== undefined,
);

interface SearchFields {
  keyword: string;
  model: string;
  prop: string;
  struct: string;
}

const EMPTY_FIELDS: SearchFields = { keyword: '', model: '', prop: '', struct: '' };

/** The search bar's fields, in order, with their widths and lengths. */
const SEARCH_INPUTS: ReadonlyArray<{ name: keyof SearchFields; width: number; maxLength: number }> = [
  { name: 'keyword', width: 180, maxLength: 64 },
  { name: 'model', width: 110, maxLength: 32 },
  { name: 'prop', width: 100, maxLength: 32 },
  { name: 'struct', width: 120, maxLength: 64 },
];

/** Real and realQuotes: browse the catalogue, search cables, see live prices, add them to a group. */
export function RealQuoteScreen() {
  const t = useRealText();
  const navigate = useNavigate();
  const view = useQuoteView();
  const fieldId = useId();
  // What the search fields show; the search runs on what they showed when it was submitted.
  const [draft, setDraft] = useState<SearchFields>(EMPTY_FIELDS);
  const [selection, setSelection] = useState<CatalogueSelection>({});
  const [fields, setFields] = useState<SearchFields>(EMPTY_FIELDS);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<CableInfo>();
  const [approving, setApproving] = useState<ApprovalTarget>();

  const catalogue = useCableCatalogue();
  const catas = catalogue.data?.catas;
  const cata = catas?.find((item) => item.id === selection.cata);
  // An unconfigured category (mode 0) is priced at the base price (spec section 3).
  const priceMode = cata?.mode === 0 ? 1 : view.mode;

  const cond: CableSearchCond = {
    cata: selection.cata,
    keyword: fields.keyword,
    model: fields.model || selection.model,
    prop: fields.prop || selection.prop,
    struct: fields.struct || selection.struct,
    unit: view.unit,
  };
  const search = useCableSearch(cond, page);
  const summ = useInventorySumm({ mode: view.mode, unit: view.unit, places: view.places });
  const listed = summ.data?.summs.reduce((sum, item) => sum + item.count, 0) ?? 0;

  const pickCatalogue = (next: CatalogueSelection) => {
    setSelection(next);
    setDraft((previous) => ({
      keyword: previous.keyword,
      model: next.model ?? '',
      prop: next.prop ?? '',
      struct: next.struct ?? '',
    }));
    setFields((previous) => ({ keyword: previous.keyword, model: '', prop: '', struct: '' }));
    setPage(1);
  };

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <QuoteViewControls view={view} />
        <Space wrap>
          {view.access.can(FeatureModule.Dosage) && (
            <Button icon={<PieChartOutlined />} onClick={() => navigate(paths.realQuotesDosage)}>
              {t('toolbar.dosage')}
            </Button>
          )}
          <CountBadge count={listed} overflowCount={9999}>
            <Button type="primary" icon={<OrderedListOutlined />} onClick={() => navigate(paths.realQuotation)}>
              {t('toolbar.list')}
            </Button>
          </CountBadge>
        </Space>
      </Flex>
      <Row gutter={16}>
        <Col xs={24} lg={8} xl={7}>
          <CatalogueBrowser
            catas={catas}
            loading={catalogue.isLoading}
            selection={selection}
            onChange={pickCatalogue}
          />
        </Col>
        <Col xs={24} lg={16} xl={17}>
          <Card size="small">
            <InlineSearchForm
              style={{ marginBottom: 12 }}
              onSearch={() => {
                const submitted = draft;
                // The fields show the catalogue pick; a field the user cleared or retyped no longer narrows by it.
                setSelection((previous) => ({
                  cata: previous.cata,
                  prop: previous.prop === submitted.prop ? previous.prop : undefined,
                  model: previous.model === submitted.model ? previous.model : undefined,
                  struct: previous.struct === submitted.struct ? previous.struct : undefined,
                }));
                setFields(submitted);
                setPage(1);
              }}
            >
              {SEARCH_INPUTS.map(({ name, width, maxLength }) => (
                <SearchField key={name} label={t(`search.${name}`)} htmlFor={`${fieldId}-${name}`}>
                  <Input
                    id={`${fieldId}-${name}`}
                    allowClear
                    placeholder={name === 'keyword' ? t('search.keywordPlaceholder') : undefined}
                    maxLength={maxLength}
                    style={{ width }}
                    value={draft[name]}
                    onChange={(event) => setDraft((previous) => ({ ...previous, [name]: event.target.value }))}
                  />
                </SearchField>
              ))}
              <SearchField>
                <Space>
                  <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                    {t('search.submit')}
                  </Button>
                  <Button
                    onClick={() => {
                      setDraft(EMPTY_FIELDS);
                      setFields(EMPTY_FIELDS);
                      setSelection({});
                      setPage(1);
                    }}
                  >
                    {t('search.reset')}
                  </Button>
                </Space>
              </SearchField>
            </InlineSearchForm>
            {cata && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {[cata.name, selection.prop, selection.model, selection.struct].filter(Boolean).join(' / ')}
              </Typography.Paragraph>
            )}
            <CableTable
              cables={search.data?.cables ?? []}
              loading={search.isLoading || search.isValidating}
              mode={priceMode}
              unit={view.unit}
              places={view.places}
              page={page}
              pageSize={CABLE_PAGE_LENGTH}
              total={search.data?.page.row ?? 0}
              onPage={setPage}
              onAdd={setAdding}
              onApprove={view.canApprove ? setApproving : undefined}
            />
          </Card>
        </Col>
      </Row>
      <AddToGroupModal cable={adding} defaultGroup={view.defaultGroup} onClose={() => setAdding(undefined)} />
      <ApprovalDrawer
        target={approving}
        mode={view.mode}
        places={view.places}
        onClose={() => setApproving(undefined)}
      />
    </div>
  );
}
