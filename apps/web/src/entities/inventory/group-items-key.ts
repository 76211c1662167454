const LIST_PATH = '/biz/qms/inventory/list';

/**
 * The cache key of a group's whole list: the list path and its condition as JSON (as useApiQuery keys), so that
 * writes find it and put their answers into it. Free of React and SWR: the entry's first reads use it too.
 */
export const groupItemsKey = (group: number) => [LIST_PATH, JSON.stringify({ cond: { group } }), 'all-pages'] as const;
