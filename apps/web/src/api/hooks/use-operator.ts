import { timestamped, useApiQuery } from '../swr';

export type OperatorConfig = Record<string, string>;

/** Operator configuration (oper.title, oper.name, oper.icp, oper.logosmall, oper.sno) as a key -> text map. */
export function operatorConfigOf(data: unknown): OperatorConfig {
  const config: OperatorConfig = {};
  const confs = (data as { confs?: unknown } | undefined)?.confs;
  if (Array.isArray(confs)) {
    for (const item of confs) {
      const { key, value } = (item ?? {}) as { key?: unknown; value?: unknown };
      if (typeof key === 'string' && value !== undefined && value !== null) config[key] = String(value);
    }
  } else if (confs && typeof confs === 'object') {
    for (const [key, value] of Object.entries(confs)) {
      if (value !== undefined && value !== null) config[key] = String(value);
    }
  }
  return config;
}

export function useOperatorConfig(): OperatorConfig {
  const { data } = useApiQuery('/biz/cms/oper/data', timestamped, { revalidateOnFocus: false });
  return operatorConfigOf(data);
}
