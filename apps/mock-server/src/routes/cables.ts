import { toUnixSeconds } from '../store/clock';
import { pageOf } from '../store/paging';
import type { CatalogueCable } from '../store/types';
import { approvalParamsFor, cableInfoFor, cablePriceFor, isRepriced, priceViewOf } from './cable-view';
import type { HandlerMap, Lang, Store } from './handler';
import { acceptGroupPrices } from './inventory';
import { refusal } from './localized';

export function requireCable(store: Store, id: string, lang: Lang): CatalogueCable {
  const cable = store.cableById(id);
  if (!cable) throw refusal('ResourceNotFound', lang, `电缆 ${id} 不存在`, `No cable ${id}`);
  return cable;
}

export const cablesHandlers: HandlerMap = {
  cableCataList: ({ store }) => ({
    catas: [...store.state.catas]
      .sort((left, right) => left.sort - right.sort)
      .map((cata) => ({
        abbr: cata.abbr,
        code: cata.code,
        id: cata.id,
        mode: cata.mode,
        name: cata.name,
        props: cata.props.map((prop) => ({
          key: prop.key,
          models: prop.models.map((model) => ({ key: model.key, structs: [...model.structs] })),
        })),
        sort: cata.sort,
      })),
  }),

  cableInfoDetail: ({ body, session, store, lang }) => {
    const { id, code } = body.cond;
    if (!id && !code) {
      throw refusal(
        'ValidationFailed',
        lang,
        'cond：需要 id 或 code 之一',
        'cond: give the cable by id or by code (one of them is required)',
      );
    }
    const cable = id ? store.cableById(id) : store.state.cables.find((entry) => entry.code === code);
    if (!cable || (id && code && cable.code !== code)) {
      const which = [id && `id ${id}`, code && `code ${code}`].filter(Boolean).join(', ');
      throw refusal('ResourceNotFound', lang, `电缆不存在（${which}）`, `No cable with ${which}`);
    }
    const view = priceViewOf(store, session.user);
    const reports = (store.state.reports[cable.id] ?? []).map((report) => ({
      id: report.id,
      result: [...report.result],
    }));
    const params = approvalParamsFor(store, session.user, cable.id);
    return { cable: { ...cableInfoFor(store, cable, session.user, view), reports, ...(params ? { params } : {}) } };
  },

  cableInfoList: ({ body, session, store, clock, lang }) => {
    const { cata, keyword, model, prop, struct, unit } = body.cond;
    if (cata && !store.state.catas.some((entry) => entry.id === cata)) {
      throw refusal('ResourceNotFound', lang, `电缆分类 ${cata} 不存在`, `No cable category ${cata}`);
    }
    const found = store.findCables({ cata, keyword, model, prop, struct });
    const { rows, page } = pageOf(found, body.page, toUnixSeconds(clock.now()));
    const view = priceViewOf(store, session.user, unit);
    return { cables: rows.map((cable) => cableInfoFor(store, cable, session.user, view)), page };
  },

  cableInfoPrice: ({ body, session, store, lang }) => {
    const { ids, unit, group } = body.cond;
    const missing = ids.filter((id) => !store.cableById(id));
    if (missing.length > 0) {
      throw refusal('ResourceNotFound', lang, `电缆不存在：${missing.join('、')}`, `No cable ${missing.join(', ')}`);
    }
    const view = priceViewOf(store, session.user, unit);
    const cables = ids.map((id) => {
      const cable = store.cableById(id)!;
      return { id, new: cable.new || isRepriced(store, id), price: cablePriceFor(store, cable, session.user, view) };
    });
    // 刷新实时价 on a quotation group also accepts the group's current prices.
    return group === undefined ? { cables } : { cables, accepted: acceptGroupPrices(store, session.user, group) };
  },

  cableReportUpdate: ({ body, store, lang }) => {
    const { id, reports } = body.form;
    requireCable(store, id, lang);
    const stored = reports.map((report) => ({
      id: report.id,
      result: report.result.map((line) => line.trim()).filter((line) => line !== ''),
    }));
    store.setCableReports(id, stored);
    return { id, reports: stored };
  },

  cableReportClear: ({ body, store, lang }) => {
    const { id } = body.form;
    requireCable(store, id, lang);
    store.clearCableReports(id);
    return { id, reports: [] };
  },
};
