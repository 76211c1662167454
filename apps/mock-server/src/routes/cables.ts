import { ApiError } from '../api-error';
import type { HandlerMap } from '../http/handler';
import { toUnixSeconds } from '../store/clock';
import { pageOf } from '../store/paging';
import type { Repositories } from '../store/repositories';
import type { CatalogueCable } from '../store/types';
import { approvalParamsFor, cableInfoFor, cablePriceFor, isRepriced, priceViewOf } from '../views/cable-view';
import { acceptGroupPrices } from './inventory';

export function requireCable(repos: Repositories, id: string): CatalogueCable {
  const cable = repos.catalogue.cableById(id);
  if (!cable) throw new ApiError('ResourceNotFound', { zh: `电缆 ${id} 不存在`, en: `No cable ${id}` });
  return cable;
}

export const cablesHandlers: HandlerMap = {
  cableCataList: ({ repos }) => ({
    catas: [...repos.store.state.catas]
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

  cableInfoDetail: ({ body, session, repos }) => {
    const { id, code } = body.cond;
    if (!id && !code) {
      throw new ApiError('ValidationFailed', {
        zh: 'cond：需要 id 或 code 之一',
        en: 'cond: give the cable by id or by code (one of them is required)',
      });
    }
    const cable = id ? repos.catalogue.cableById(id) : repos.store.state.cables.find((entry) => entry.code === code);
    if (!cable || (id && code && cable.code !== code)) {
      const which = [id && `id ${id}`, code && `code ${code}`].filter(Boolean).join(', ');
      throw new ApiError('ResourceNotFound', { zh: `电缆不存在（${which}）`, en: `No cable with ${which}` });
    }
    const view = priceViewOf(repos, session.user);
    const reports = (repos.store.state.reports[cable.id] ?? []).map((report) => ({
      id: report.id,
      result: [...report.result],
    }));
    const params = approvalParamsFor(repos, session.user, cable.id);
    return { cable: { ...cableInfoFor(repos, cable, session.user, view), reports, ...(params ? { params } : {}) } };
  },

  cableInfoList: ({ body, session, repos, clock }) => {
    const { cata, keyword, model, prop, struct, unit } = body.cond;
    if (cata && !repos.store.state.catas.some((entry) => entry.id === cata)) {
      throw new ApiError('ResourceNotFound', { zh: `电缆分类 ${cata} 不存在`, en: `No cable category ${cata}` });
    }
    const found = repos.catalogue.findCables({ cata, keyword, model, prop, struct });
    const { rows, page } = pageOf(found, body.page, toUnixSeconds(clock.now()));
    const view = priceViewOf(repos, session.user, unit);
    return { cables: rows.map((cable) => cableInfoFor(repos, cable, session.user, view)), page };
  },

  cableInfoPrice: ({ body, session, repos }) => {
    const { ids, unit, group } = body.cond;
    const missing = ids.filter((id) => !repos.catalogue.cableById(id));
    if (missing.length > 0) {
      throw new ApiError('ResourceNotFound', {
        zh: `电缆不存在：${missing.join('、')}`,
        en: `No cable ${missing.join(', ')}`,
      });
    }
    const view = priceViewOf(repos, session.user, unit);
    const cables = ids.map((id) => {
      const cable = repos.catalogue.cableById(id)!;
      return { id, new: cable.new || isRepriced(repos, id), price: cablePriceFor(repos, cable, session.user, view) };
    });
    // 刷新实时价 on a quotation group also accepts the group's current prices.
    return group === undefined ? { cables } : { cables, accepted: acceptGroupPrices(repos, session.user, group) };
  },

  cableReportUpdate: ({ body, repos }) => {
    const { id, reports } = body.form;
    requireCable(repos, id);
    const stored = reports.map((report) => ({
      id: report.id,
      result: report.result.map((line) => line.trim()).filter((line) => line !== ''),
    }));
    repos.approvals.setCableReports(id, stored);
    return { id, reports: stored };
  },

  cableReportClear: ({ body, repos }) => {
    const { id } = body.form;
    requireCable(repos, id);
    repos.approvals.clearCableReports(id);
    return { id, reports: [] };
  },
};
