import { useApiQuery } from '../../../api/swr';
import { DOC_TYPE, QUALIFICATION_PAGE_LENGTH } from '../../../config/constants';

/** The category cards; every answer carries all categories, the documents of its page are not used. */
export function useQualificationCards() {
  return useApiQuery('/biz/cms/doc/file/data', {
    cond: { type: DOC_TYPE.credentials },
    page: { len: QUALIFICATION_PAGE_LENGTH, num: 1 },
  });
}

/** All pages of one category, for the image viewer: one document per page image, as many as the card counts. */
export function useQualificationPages(cata: string | undefined, count: number | undefined) {
  const len = Math.min(Math.max(count ?? 100, 1), 1000);
  return useApiQuery(
    '/biz/cms/doc/file/data',
    cata ? { cond: { type: DOC_TYPE.credentials, cata }, page: { len, num: 1 } } : null,
  );
}
