import { useMemo } from 'react';
import { MODULE_REFRESH_MS } from '../../config/constants';
import { timestamped, useApiQuery } from '../swr';
import type { ResponseData } from '../types';

export type ModuleTree = ResponseData<'/pub/sys/data/user/modules'>['modules'];
export type ModuleNode = ModuleTree[number];

/** The modules the server grants; refreshed every 2 hours (spec section 6). */
export function useModules() {
  return useApiQuery('/pub/sys/data/user/modules', timestamped, { refreshInterval: MODULE_REFRESH_MS });
}

export function flattenModules(modules: readonly ModuleNode[] | undefined): ModuleNode[] {
  const flat: ModuleNode[] = [];
  const visit = (nodes: readonly ModuleNode[]) => {
    for (const node of nodes) {
      flat.push(node);
      const children = (node as { children?: readonly ModuleNode[] }).children;
      if (children?.length) visit(children);
    }
  };
  visit(modules ?? []);
  return flat;
}

/** Codes of enabled granted modules: route modules, feature codes and price rights alike. */
export function grantedCodes(modules: readonly ModuleNode[] | undefined): Set<string> {
  return new Set(
    flattenModules(modules)
      .filter((node) => (node as { enable?: unknown }).enable !== false)
      .map((node) => node.code),
  );
}

export function useGrantedCodes(): Set<string> {
  const modules = useModules().data?.modules;
  return useMemo(() => grantedCodes(modules), [modules]);
}
