import { FeatureModule } from '@cable/contracts';
import type { ContractPreviewQuery, DeliveryPreviewQuery } from '@cable/contracts/schemas/documents';
import { isPriceMode, isUnitMode, TEMPLATE_TYPE } from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import {
  authorizationHtml,
  certificateHtml,
  contractHtml,
  type DeliveryFlags,
  outBillHtml,
  quotationTableHtml,
  reportHtml,
  reportItems,
  standardOfModel,
} from '../domain/documents';
import { prepareWorkbooks } from '../domain/excel';
import type { FileResult, HandlerMap } from '../http/handler';
import type { Repositories } from '../store/repositories';
import type { UserRecord } from '../store/types';
import { priceViewOf } from '../views/cable-view';
import { chinaDate, docCorp, docCustomer, quotationDocument, templateOf } from '../views/document-data';
import { corpOf, customerOf, preferredPriceMode } from '../views/quotation-view';

const htmlFile = (file: string): FileResult => ({ file, contentType: 'text/html; charset=utf-8' });
const nowSec = (repos: Repositories) => Math.floor(repos.store.clock.now() / 1000);

/**
 * Out bill and certificate share their query; they print the group (or a saved record) in the sheet's mode and unit
 * (a record's own, else the user's settings), quoted by the same rule as every other document.
 */
function deliveryDocument(
  repos: Repositories,
  user: UserRecord,
  query: DeliveryPreviewQuery,
  templateType: typeof TEMPLATE_TYPE.outBill | typeof TEMPLATE_TYPE.certificate,
  stampModule: string,
) {
  const template = templateOf(repos, query.tmpl, templateType);
  const flags: DeliveryFlags = {
    rno: query.f_rno === 1,
    prices: query.f_isquote === 1,
    unit: query.f_unit === 1,
    address: query.f_address === 1,
    tips: query.f_tips === 1,
    handler: query.f_handler === 1,
    time: query.f_time === 1,
  };
  const view = priceViewOf(repos, user);
  const record = query.history ? repos.history.historyById(user.id, query.history) : null;
  const recordMode = isPriceMode(record?.mode) ? record.mode : undefined;
  const recordUnit = isUnitMode(record?.unit) ? record.unit : undefined;
  const doc = quotationDocument(repos, user, {
    corp: query.corp,
    demander: query.demander,
    mode: query.mode ?? recordMode ?? preferredPriceMode(repos, user),
    unit: query.unit ?? recordUnit ?? view.unit,
    places: view.places,
    history: query.history,
    group: query.group,
    sheetFreight: query.fee,
    rno: query.rno,
    templateName: template.name,
    stampModule,
    showPrices: flags.prices,
  });
  return { doc, flags };
}

/** What the quotation table and the contract both take from their query. */
type SheetPreviewQuery = Pick<
  ContractPreviewQuery,
  'corp' | 'demander' | 'mode' | 'unit' | 'history' | 'group' | 'name' | 'mobile' | 'rno' | 'fee'
>;

/**
 * The quotation document of a quotation table (template type 1) or a contract (2), in the user's decimal places,
 * signed by the seller given.
 */
function sheetDocument(
  repos: Repositories,
  user: UserRecord,
  query: SheetPreviewQuery & { tmpl: string },
  templateType: typeof TEMPLATE_TYPE.quotationTable | typeof TEMPLATE_TYPE.contract,
  sheet: { memo: string | undefined; stampModule: string; showPrices?: boolean },
) {
  const template = templateOf(repos, query.tmpl, templateType);
  return quotationDocument(repos, user, {
    corp: query.corp,
    demander: query.demander,
    mode: query.mode,
    unit: query.unit,
    places: priceViewOf(repos, user).places,
    history: query.history,
    group: query.group,
    sheetFreight: query.fee,
    rno: query.rno,
    seller: { name: query.name, mobile: query.mobile },
    templateName: template.name,
    ...sheet,
  });
}

export const documentsHandlers: HandlerMap = {
  tablePreview: ({ query, session, repos }) => {
    const doc = sheetDocument(repos, session.user, query, TEMPLATE_TYPE.quotationTable, {
      memo: query.memo,
      stampModule: FeatureModule.StampTable,
      showPrices: query.f_isquote !== 0,
    });
    // The quotation's Excel (inventory/excel/download) usually follows the look at its sheet.
    prepareWorkbooks();
    return htmlFile(quotationTableHtml(doc, { showRno: query.f_rno !== 0, rowsPerPage: query.page }));
  },

  contractPreview: ({ query, session, repos }) => {
    const doc = sheetDocument(repos, session.user, query, TEMPLATE_TYPE.contract, {
      memo: query.memo1,
      stampModule: FeatureModule.StampContract,
    });
    if (doc.lines.length === 0)
      throw new ApiError('BusinessRule', {
        zh: '报价清单为空，无法生成合同',
        en: 'The quotation has no items to put in a contract',
      });
    // A quote keeps the contract number its first contract preview gave it; contract/save gives the same one.
    return htmlFile(contractHtml(doc, repos.numbers.contractNumber(session.user.id, doc.rno || undefined)));
  },

  reportPreview: ({ query, session, repos }) => {
    const template = templateOf(repos, query.tmpl, TEMPLATE_TYPE.testReport);
    const cable = repos.catalogue.cableById(query.id);
    if (!cable) throw new ApiError('ResourceNotFound', { zh: `电缆 ${query.id} 不存在`, en: `No cable ${query.id}` });
    const recorded = (repos.store.state.reports[cable.id] ?? []).flatMap((r) => r.result);
    const date = chinaDate(nowSec(repos));
    return htmlFile(
      reportHtml({
        corp: docCorp(corpOf(repos, query.corp)),
        reportNo: `JC${date.replace(/-/g, '')}-${cable.id}`,
        cable: { model: cable.model, scope: cable.scope, spec: cable.spec, name: cable.name, code: cable.code },
        standard: standardOfModel(cable.model),
        items: reportItems(cable, recorded),
        recorded,
        inspector: query.name ?? session.user.name,
        auditor: query.auditer ?? '',
        date,
        templateName: template.name,
        stamp: session.user.grants.includes(FeatureModule.StampReport),
      }),
    );
  },

  outbillPreview: ({ query, session, repos }) => {
    const { doc, flags } = deliveryDocument(
      repos,
      session.user,
      query,
      TEMPLATE_TYPE.outBill,
      FeatureModule.StampOutBill,
    );
    if (doc.lines.length === 0)
      throw new ApiError('BusinessRule', {
        zh: '报价清单为空，无法生成出库单',
        en: 'The quotation has no items to deliver',
      });
    const billNo = doc.rno
      ? `CK-${doc.rno}`
      : `CK${doc.date.replace(/-/g, '')}-${query.history ? `H${query.history}` : `G${query.group ?? 0}`}`;
    return htmlFile(outBillHtml(doc, flags, billNo));
  },

  certPreview: ({ query, session, repos }) => {
    const { doc, flags } = deliveryDocument(
      repos,
      session.user,
      query,
      TEMPLATE_TYPE.certificate,
      FeatureModule.StampCertificate,
    );
    if (doc.lines.length === 0)
      throw new ApiError('BusinessRule', {
        zh: '报价清单为空，无法生成合格证',
        en: 'The quotation has no items to certify',
      });
    return htmlFile(certificateHtml(doc, flags));
  },

  authorizationPreview: ({ query, session, repos }) => {
    const template = templateOf(repos, query.tmpl, TEMPLATE_TYPE.authorization);
    return htmlFile(
      authorizationHtml({
        corp: docCorp(corpOf(repos, query.corp)),
        customer: docCustomer(customerOf(repos, session.user.id, query.demander)),
        person: query.name ?? session.user.name,
        project: query.project ?? '',
        date: query.f_time === 0 ? null : chinaDate(nowSec(repos)),
        templateName: template.name,
        stamp: session.user.grants.includes(FeatureModule.StampAuthorization),
      }),
    );
  },
};
