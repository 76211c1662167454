import { useApiQuery } from '../../../api/swr';
import { BOOK_PAGE_LENGTH, DOC_TYPE } from '../../../config/constants';

export function useTestReports(cata: string | undefined) {
  return useApiQuery(
    '/biz/cms/doc/file/data',
    { cond: { type: DOC_TYPE.testReport, ...(cata ? { cata } : {}) }, page: { len: BOOK_PAGE_LENGTH, num: 1 } },
    { keepPreviousData: true },
  );
}
