import type { UnitMode } from '@cable/contracts/schemas/common';
import type { SheetConf, SheetInfo } from '@cable/contracts/schemas/inventory';
import { FIELD_OF_MODE, isPriceMode, isUnitMode, type PriceMode } from '@cable/contracts/vocabulary';
import type { HandlerMap } from '../http/handler';
import { pageOf } from '../store/paging';
import type { HistoryRecord } from '../store/types';
import { historyItemViews, historyQuote, recordPlaces, visibleModes } from '../views/quotation-view';

const asUnit = (value: unknown): UnitMode => (isUnitMode(value) ? value : 0);
const asMode = (value: unknown): PriceMode => (isPriceMode(value) ? value : 3);

/** The saved conf, completed for records saved without one (the seed's, or a client that sent little). */
function confOf(record: HistoryRecord, places: number): SheetConf {
  const saved = record.conf as Partial<SheetConf>;
  return { ...saved, mode: asMode(saved.mode ?? record.mode), unit: asUnit(saved.unit ?? record.unit), places };
}

function infoOf(record: HistoryRecord): SheetInfo {
  const saved = record.info as SheetInfo;
  return { ...saved, rno: saved.rno || record.rno };
}

export const historyHandlers: HandlerMap = {
  historyList: ({ body, session, repos }) => {
    const { begin, close, keyword } = body.cond;
    const records = repos.history.historyOf(session.user.id, {
      ...(begin !== undefined ? { begin } : {}),
      ...(close !== undefined ? { close } : {}),
      ...(keyword ? { keyword } : {}),
    });
    const { rows, page } = pageOf(records, body.page, Math.floor(repos.store.clock.now() / 1000), (h) => h.time);
    return {
      historys: rows.map((h) => ({
        id: h.id,
        count: h.count,
        demander: h.demanderName,
        memo: h.memo,
        mode: asMode(h.mode),
        time: h.time,
        total: h.total,
        user: repos.users.userById(h.user)?.name ?? h.user,
        weight: h.weight,
        unit: asUnit(h.unit),
      })),
      page,
    };
  },

  /**
   * A record as it was quoted: its lines and totals in its own mode, unit and places (the quoting rule replayed on
   * what it saved), with its fee lines; the record's mode total is summ.price.
   */
  historyDetail: ({ body, session, repos }) => {
    const record = repos.history.historyById(session.user.id, body.cond.id);
    const conf = confOf(record, recordPlaces(repos, record));
    const unit = asUnit(record.unit);
    const field = FIELD_OF_MODE[conf.mode];
    const modes = [...new Set([conf.mode, ...visibleModes(session.user)])];
    const { prices, quote } = historyQuote(record, { modes, unit, places: conf.places });
    return {
      infos: historyItemViews(session.user, record, prices, quote),
      summ: {
        price: quote.total[field] ?? 0,
        weight: quote.weightKg,
        memo: record.memo,
        goods: quote.goods[field] ?? 0,
        fees: { package: quote.packageFee, freight: quote.freight, waived: record.fees?.waived ?? false },
        unpriced: quote.unpriced[field] ?? 0,
      },
      info: infoOf(record),
      conf,
      unit,
    };
  },

  historyRecalc: ({ body, session, repos }) => {
    const items = repos.history.recalcHistory(session.user.id, body.form.id, body.form.group);
    return { group: body.form.group, count: items.length };
  },

  historyDelete: ({ body, session, repos }) => {
    repos.history.deleteHistory(session.user.id, body.form.ids);
    return { ids: body.form.ids };
  },
};
