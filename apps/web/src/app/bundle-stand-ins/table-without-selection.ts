import { SELECTION_COLUMN } from 'antd/es/table/hooks/useSelection';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';

/**
 * Stands in for antd's row selection hook (antd/es/table/hooks/useSelection) in antd's table, in the build only
 * (src/app/bundle-trims.ts). No table of the app has rowSelection, and for such a table the hook selects nothing and
 * only drops the SELECTION_COLUMN placeholder from the columns; that is all this does. The hook's code for selecting
 * rows (about 1.9 KB gzip) rode along with every table. A table with rowSelection fails loudly instead.
 */
export default function useSelectionWithoutRowSelection<Column>(
  _config: unknown,
  rowSelection?: TableRowSelection<never>,
): readonly [(columns: Column[]) => Column[], Set<unknown>] {
  if (rowSelection) {
    throw new Error('a table with rowSelection is left out of the build (apps/web/src/app/bundle-trims.ts)');
  }
  const transformColumns = useCallback(
    (columns: Column[]) => columns.filter((column) => column !== (SELECTION_COLUMN as unknown)),
    [],
  );
  const selectedKeys = useMemo(() => new Set<unknown>(), []);
  return [transformColumns, selectedKeys] as const;
}
