import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_COLOR } from '../../../config/constants';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { APP_CSS_VAR_KEY, appTheme } from '../../../lib/antd-theme';
import type { Lang } from '../../../lib/storage';
import { QuotationList } from '../components/quotation-list';
import { realText } from '../i18n/real-text';
import { giveListViewport } from '../testing/render-screen';
import type { PriceMode, UnitMode } from '../utils/price';
import { LIST_HEIGHT } from '../utils/quotation-rows';
import { FIRST_ROWS_ID, pageShown, releaseFirstRows, resetFirstRowsHandover } from './first-rows-handover';
import { type FirstRows, paintFirstRows } from './paint-first-rows';

function item(id: string, overrides: Partial<QuotationItem> = {}): QuotationItem {
  return {
    id,
    cable: `c-${id}`,
    change: 0,
    count: String(Number(id) * 10),
    memo: '',
    model: 'YJV22',
    price: { base: 80, sale: 90.5, tax: 1101.7 },
    prop: '铜芯',
    scope: '0.6/1kV',
    spec: `3×${id}+1×50`,
    type: 1,
    name: '交联聚乙烯绝缘钢带铠装电力电缆',
    sort: Number(id),
    sno: '',
    total: { base: 8000, sale: 9050, tax: 1234567.891 },
    ...overrides,
  };
}

/** Every kind of row the list shows: priced, adjusted up and down, with a memo, custom (priced or not), re-priced. */
const ITEMS: QuotationItem[] = [
  item('1'),
  item('2', { change: 5, memo: '加急 <b>', name: '' }),
  item('3', { change: -2.5 }),
  item('4', { cable: '', model: '自定义YJV', price: {}, total: {}, pricing: 'none' }),
  item('5', { cable: '', model: 'KVV', price: { base: 10, sale: 11, tax: 12 }, total: { tax: 120 } }),
  item('6', { previous: { base: 70, sale: 80, tax: 90 } }),
  item('7', { previous: { base: 80, sale: 90.5, tax: 1101.7 } }),
  ...Array.from({ length: 40 }, (_, index) => item(String(index + 8))),
];

const noop = () => undefined;

function renderList(lang: Lang, items: QuotationItem[], mode: PriceMode, unit: UnitMode, places: number) {
  return render(
    <I18nProvider initialLang={lang}>
      <ConfigProvider theme={appTheme(THEME_COLOR, true)}>
        <App>
          <QuotationList
            items={items}
            loading={false}
            mode={mode}
            unit={unit}
            itemUnit={unit}
            places={places}
            selected={new Set()}
            onSelect={noop}
            livePrices={new Map()}
            height={LIST_HEIGHT}
            onCount={async () => true}
            onDelete={noop}
            onEdit={noop}
            onPackageFee={noop}
            onPrice={noop}
            onMove={noop}
          />
        </App>
      </ConfigProvider>
    </I18nProvider>,
  );
}

/**
 * An element as markup to compare: attributes sorted, empty style attributes (React leaves some) dropped, antd's style
 * hash named by a placeholder.
 */
function canonical(node: Node, hash: string): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => !(attribute.name === 'style' && attribute.value === ''))
    .map((attribute) => `${attribute.name}="${attribute.value.replaceAll(hash, 'HASH')}"`)
    .sort();
  const children = [...node.childNodes].map((child) => canonical(child, hash)).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

/** A row without its last cell: the action buttons come in the list's render after its first. */
function withoutActions(row: Element, hash: string): string {
  const copy = row.cloneNode(true) as Element;
  copy.lastElementChild?.remove();
  return canonical(copy, hash);
}

function firstRowsOf(lang: Lang, hash = 'css-x'): FirstRows {
  return {
    items: ITEMS,
    mode: 3,
    unit: 0,
    places: 2,
    t: realText(lang),
    classes: { hash, cssVar: APP_CSS_VAR_KEY, variables: 'first-rows-variables' },
  };
}

/** Paints the rows on a page that has shown nothing yet (a list rendered by the test has taken any away). */
function paint(lang: Lang, hash: string, overrides: Partial<FirstRows> = {}, height = 600) {
  resetFirstRowsHandover();
  return paintFirstRows({ ...firstRowsOf(lang, hash), ...overrides }, document, height);
}

/** antd's style hash in this environment (its development builds name it otherwise than production). */
function antdHash(container: HTMLElement): string {
  const hash = [...(container.querySelector('.ant-checkbox-wrapper')?.classList ?? [])].find(
    (name) => name.startsWith('css-') && name !== APP_CSS_VAR_KEY,
  );
  if (!hash) throw new Error('no antd hash class found');
  return hash;
}

beforeEach(() => {
  resetFirstRowsHandover();
  giveListViewport(600);
});

afterEach(() => {
  document.getElementById(FIRST_ROWS_ID)?.remove();
});

describe("the quotation list's first rows, painted before React and antd", () => {
  for (const [lang, mode, unit, places] of [
    ['zh-cn', 3, 0, 2],
    ['en', 2, 1, 3],
    ['zh-cn', 1, 2, 0],
  ] as const) {
    it(`are the rows the list first renders: markup, texts and prices (${lang}, mode ${mode}, unit ${unit}, ${places} places)`, () => {
      const { container } = renderList(lang, ITEMS, mode, unit, places);
      const hash = antdHash(container);
      const listed = [...container.querySelectorAll('li[data-item-id]')];
      const painted = paint(lang, hash, { mode, unit, places });
      expect(painted).toBeDefined();
      const rows = [...(painted?.querySelectorAll('li[data-item-id]') ?? [])];
      expect(rows.length).toBe(listed.length);
      expect(rows.length).toBeGreaterThan(7);
      rows.forEach((row, index) => {
        expect(withoutActions(row, hash), `row ${index + 1}`).toBe(withoutActions(listed[index]!, hash));
        expect(row.lastElementChild?.outerHTML).toBe('<span></span>');
      });
      // The header and the list element (as tall as every row) too.
      const scroll = container.querySelector('[data-testid="quotation-scroll"]')!;
      const paintedScroll = painted!.querySelector('ul')!.parentElement!;
      expect(canonical(paintedScroll.firstElementChild!, hash)).toBe(canonical(scroll.firstElementChild!, hash));
      const list = scroll.querySelector('ul')!;
      const paintedList = paintedScroll.querySelector('ul')!;
      expect(paintedList.getAttribute('style')).toBe(list.getAttribute('style'));
      expect(paintedList.getAttribute('aria-label')).toBe(list.getAttribute('aria-label'));
      expect(paintedScroll.getAttribute('style')).toBe(scroll.getAttribute('style'));
    });
  }

  it('show what a user reads in them: prices in the saved mode and places, marks, tags and the header', () => {
    const painted = paint('zh-cn', 'css-x');
    const cells = (index: number) =>
      [...(painted?.querySelectorAll('li')[index]?.children ?? [])].map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      '',
      '',
      '1',
      'YJV22',
      '铜芯',
      '0.6/1kV',
      '3×1+1×50',
      '',
      '1,101.70',
      '未获取',
      '1,234,567.89',
      '',
      '',
      '',
    ]);
    expect(painted?.querySelectorAll('li')[0]?.querySelector('input[type="text"]')).toHaveValue('10');
    expect(cells(1)[11]).toBe('+5%');
    expect(cells(1)[12]).toBe('加急 <b>');
    expect(cells(2)[11]).toBe('-2.5%');
    expect(cells(3).slice(3, 11)).toEqual([
      '自定义YJV自定义',
      '铜芯',
      '0.6/1kV',
      '3×4+1×50',
      '',
      '未定价 · 定价',
      '',
      '',
    ]);
    expect(cells(4).slice(8, 11)).toEqual(['12.00', '', '120.00']);
    expect(cells(5)[8]).toBe('1,101.70价格已变动90.00');
    expect(cells(6)[8]).toBe('1,101.70价格已变动');
    const header = [...(painted?.querySelector('ul')?.previousElementSibling?.children ?? [])].map(
      (cell) => cell.textContent,
    );
    expect(header.slice(2)).toEqual([
      '序号',
      '型号',
      '属性',
      '电压等级',
      '规格',
      '数量',
      '单价（元/米）',
      '实时价（元/米）',
      '金额',
      '调整',
      '备注',
      '操作',
    ]);
    expect(painted?.querySelector('h4')).toHaveTextContent('已添加报价清单');
    expect(painted).toHaveAttribute('inert');
    expect(painted).toHaveAttribute('aria-hidden', 'true');
  });

  it('are as many as the virtualised list renders at the top of a list of that height', () => {
    for (const height of [300, 460, 461, 600, 1000]) {
      giveListViewport(height);
      const { container, unmount } = renderList('zh-cn', ITEMS, 3, 0, 2);
      const listed = container.querySelectorAll('li[data-item-id]').length;
      const painted = paint('zh-cn', 'css-x', {}, height);
      expect(painted?.querySelectorAll('li[data-item-id]').length, `height ${height}`).toBe(listed);
      painted?.remove();
      unmount();
    }
  });

  it('are not painted with nothing to show, for a mode whose prices the user may not see, or once the app shows a page', () => {
    expect(paint('zh-cn', 'css-x', { items: [] })).toBeUndefined();
    // The server leaves out a price the user has no right to: the screen shows another mode once it knows the rights.
    expect(paint('zh-cn', 'css-x', { items: [item('1', { price: { sale: 1, tax: 2 } })], mode: 1 })).toBeUndefined();
    expect(document.getElementById(FIRST_ROWS_ID)).toBeNull();
    pageShown(true);
    expect(paintFirstRows({ ...firstRowsOf('zh-cn'), items: ITEMS }, document, 600)).toBeUndefined();
  });

  it('lie over the page until the list shows its own rows, or the app another page', () => {
    paint('zh-cn', 'css-x');
    pageShown(true);
    expect(document.getElementById(FIRST_ROWS_ID)).not.toBeNull();
    releaseFirstRows();
    expect(document.getElementById(FIRST_ROWS_ID)).toBeNull();

    paint('zh-cn', 'css-x');
    pageShown(false);
    expect(document.getElementById(FIRST_ROWS_ID)).toBeNull();
  });

  it("go in the commit that shows the list's own rows", () => {
    paint('zh-cn', 'css-x');
    const { container } = renderList('zh-cn', ITEMS, 3, 0, 2);
    expect(container.querySelector('li[data-item-id]')).not.toBeNull();
    expect(document.getElementById(FIRST_ROWS_ID)).toBeNull();
  });
});
