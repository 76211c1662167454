import type { ModuleNode } from '../../../../api/hooks/use-modules';
import type { AppRoute } from '../../../routes';

export interface MenuEntry {
  name: string;
  path: string;
  titleKey: string;
  /** The server's module name, shown when no locale text exists for the code. */
  fallbackLabel: string;
}

/**
 * Top menu: the server's granted modules in their sort order, kept only when a non-hidden route
 * carries the module code (spec section 2).
 */
export function menuEntries(modules: readonly ModuleNode[] | undefined, routes: readonly AppRoute[]): MenuEntry[] {
  const sorted = [...(modules ?? [])]
    .filter((node) => (node as { enable?: unknown }).enable !== false)
    .sort((a, b) => ((a as { sort?: number }).sort ?? 0) - ((b as { sort?: number }).sort ?? 0));
  const entries: MenuEntry[] = [];
  const seenPaths = new Set<string>();
  const seenTitles = new Set<string>();
  const visit = (nodes: readonly ModuleNode[]) => {
    for (const node of nodes) {
      const route = routes.find((candidate) => candidate.module === node.code && !candidate.hidden);
      // Real and realQuotes are one menu entry under two codes (spec section 2), so a label is listed once.
      if (route && !seenPaths.has(route.path) && !seenTitles.has(route.titleKey)) {
        seenPaths.add(route.path);
        seenTitles.add(route.titleKey);
        entries.push({ name: route.name, path: route.path, titleKey: route.titleKey, fallbackLabel: node.name });
      }
      const children = (node as { children?: readonly ModuleNode[] }).children;
      if (children?.length) visit(children);
    }
  };
  visit(sorted);
  return entries;
}

/** Menu entry to highlight for a route: its activeMenu mapping, else itself. */
export function activeMenuName(route: AppRoute | undefined): string | undefined {
  return route ? (route.activeMenu ?? route.name) : undefined;
}

/**
 * The key of the shown menu entry to highlight for a route. Real and realQuotes are one entry listed under whichever
 * code comes first (menuEntries), so a route whose menu name is not listed is highlighted through the listed entry
 * sharing its label: /realquotes and its sub-pages light up 实时报价 even when that entry is keyed Real.
 */
export function selectedMenuEntry(
  route: AppRoute | undefined,
  entries: readonly MenuEntry[],
  routes: readonly AppRoute[],
): string | undefined {
  const name = activeMenuName(route);
  if (!name || entries.some((entry) => entry.name === name)) return name;
  const titleKey = routes.find((candidate) => candidate.name === name)?.titleKey;
  return entries.find((entry) => entry.titleKey === titleKey)?.name;
}

/** Breadcrumb of a route name: home plus its hyphen-separated parts (spec section 2). */
export function breadcrumbParts(routeName: string): { part: string; routeName: string }[] {
  if (routeName === 'index') return [];
  const parts = routeName.split('-');
  return parts.map((part, index) => ({ part, routeName: parts.slice(0, index + 1).join('-') }));
}
