import type { EndpointDef } from '@cable/contracts';

/**
 * The contract's example requests name records of the example data (cable c20001, item i30001, ...); these map each
 * example id to a record that exists in the seeded store, or that a test created for the calling user.
 */
export interface RealIds {
  cable: string;
  cata: string;
  corp: string;
  item: string;
  customer: string;
  history: string;
  article: string;
  productCata: string;
}

export const SEEDED_IDS: Pick<RealIds, 'cable' | 'cata' | 'corp' | 'article' | 'productCata'> = {
  cable: '100001',
  cata: '1',
  corp: '1',
  article: '1',
  productCata: '1',
};

/** The seeded template of the kind each preview prints (fixtures/corps.ts: 1 table, 2 contract, 3 report, ...). */
export const TEMPLATE_OF_DOCUMENT: Record<string, string> = {
  tablePreview: '1',
  contractPreview: '3',
  reportPreview: '5',
  outbillPreview: '6',
  certPreview: '7',
  authorizationPreview: '8',
};

/** The endpoint's example request with its example ids replaced by real ones. */
export function realRequest(endpoint: EndpointDef, ids: RealIds): Record<string, unknown> {
  const replacements: Record<string, string> = {
    c20001: ids.cable,
    k1: ids.cata,
    corp1: ids.corp,
    i30001: ids.item,
    d40001: ids.customer,
    h50001: ids.history,
    a1: ids.article,
    pc1: ids.productCata,
  };
  const text = JSON.stringify(endpoint.example.request ?? { timestamp: 0 }).replace(
    /"(c20001|k1|corp1|i30001|d40001|h50001|a1|pc1)"/g,
    (_match, id: string) => JSON.stringify(replacements[id]),
  );
  const request = JSON.parse(text) as Record<string, unknown>;
  const template = TEMPLATE_OF_DOCUMENT[endpoint.id];
  if (template) request.tmpl = template;
  return request;
}
