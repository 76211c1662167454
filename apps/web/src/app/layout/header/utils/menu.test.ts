import { describe, expect, it } from 'vitest';
import type { ModuleNode } from '../../../../api/hooks/use-modules';
import { appRoutes, findRoute } from '../../../routes';
import { activeMenuName, breadcrumbParts, menuEntries, selectedMenuEntry } from './menu';
import { modeLabel, pricingModesOf } from './modes';

function moduleNode(code: string, sort: number, children: ModuleNode[] = [], enable = true): ModuleNode {
  return { id: sort, parent: 0, code, name: `name-${code}`, enable, scope: 0, sort, type: 0, children } as ModuleNode;
}

describe('menu', () => {
  it('keeps granted, enabled, non-hidden route modules in server order', () => {
    const modules = [
      moduleNode('Historical', 3),
      moduleNode('index', 1),
      moduleNode('Real', 2, [moduleNode('Real-quotation', 1), moduleNode('qms.real', 2)]),
      moduleNode('Book', 4),
      moduleNode('Setting', 5, [], false),
      moduleNode('PriceAuthBase', 6),
    ];
    expect(menuEntries(modules, appRoutes).map((entry) => entry.name)).toEqual(['index', 'Real', 'Historical']);
  });

  it('lists real-time quotation once when both of its codes are granted', () => {
    const modules = [moduleNode('Real', 1), moduleNode('realQuotes', 2), moduleNode('Historical', 3)];
    expect(menuEntries(modules, appRoutes).map((entry) => entry.path)).toEqual(['/real', '/historical']);
  });

  it('maps hidden pages to the menu entry they belong to', () => {
    expect(activeMenuName(findRoute('/book'))).toBe('index');
    expect(activeMenuName(findRoute('/hualification'))).toBe('index');
    expect(activeMenuName(findRoute('/real/quotation'))).toBe('Real');
    expect(activeMenuName(findRoute('/batch/quotation'))).toBe('Batch');
    expect(activeMenuName(findRoute('/historical'))).toBe('Historical');
  });

  it('/realquotes and its sub-pages highlight the one real-time quotation entry, under either of its codes', () => {
    const both = menuEntries([moduleNode('Real', 1), moduleNode('realQuotes', 2)], appRoutes);
    const onlyRealQuotes = menuEntries([moduleNode('realQuotes', 1), moduleNode('Historical', 2)], appRoutes);
    for (const path of ['/realquotes', '/realquotes/common/dosage', '/realquotes/batchquotation', '/real/quotation']) {
      expect(selectedMenuEntry(findRoute(path), both, appRoutes), path).toBe('Real');
    }
    expect(selectedMenuEntry(findRoute('/realquotes/identifyfiles'), onlyRealQuotes, appRoutes)).toBe('realQuotes');
    expect(selectedMenuEntry(findRoute('/historical'), onlyRealQuotes, appRoutes)).toBe('Historical');
  });

  it('breadcrumb is home plus the hyphen-separated parts of the route name', () => {
    expect(breadcrumbParts('index')).toEqual([]);
    expect(breadcrumbParts('realQuotes-common-ImgCorpper').map((crumb) => crumb.part)).toEqual([
      'realQuotes',
      'common',
      'ImgCorpper',
    ]);
    expect(breadcrumbParts('Setting-index geshi')).toEqual([
      { part: 'Setting', routeName: 'Setting' },
      { part: 'index geshi', routeName: 'Setting-index geshi' },
    ]);
  });

  it('the route tree has the 18 routes of the spec, none with parameters', () => {
    const specPaths = [
      '/',
      '/login',
      '/real',
      '/real/quotation',
      '/realquotes',
      '/realquotes/common/imgcorpper',
      '/realquotes/common/dosage',
      '/realquotes/manualselection',
      '/realquotes/identifyfiles',
      '/realquotes/batchquotation',
      '/historical',
      '/setting',
      '/setting/index geshi',
      '/batch',
      '/batch/quotation',
      '/book',
      '/hualification',
      '/load-fail',
    ];
    for (const path of specPaths) expect(findRoute(path)?.path).toBe(path);
    expect(appRoutes.some((route) => route.path.includes(':'))).toBe(false);
  });
});

describe('pricing modes', () => {
  it('names modes 1-4 报价模式A-D unless a memo replaces the name', () => {
    const named = (letter: string) => `报价模式${letter}`;
    expect(modeLabel(1, [], named)).toBe('报价模式A');
    expect(modeLabel(4, [], named)).toBe('报价模式D');
    expect(modeLabel(2, [{ mode: 2, memo: '工程价' }], named)).toBe('工程价');
    expect(modeLabel(3, [{ mode: 3, memo: '  ' }], named)).toBe('报价模式C');
  });

  it('reads both the plain and the role-list answer', () => {
    expect(pricingModesOf({ modes: [1, 3], current: 3, memos: [] })).toEqual({ modes: [1, 3], current: 3, memos: [] });
    expect(pricingModesOf({ roles: [{ modes: [2, 4], current: 2 }], memos: [] }).modes).toEqual([2, 4]);
  });
});
