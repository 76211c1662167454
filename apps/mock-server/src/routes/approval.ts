import type { CableInfo } from '@cable/contracts';
import {
  ApprovalParamError,
  type ApprovalParamRule,
  type ApprovalSet,
  filledFields,
  overridesFromApprovalForm,
} from '../domain/approval-params';
import { cableInfoFor, priceViewOf } from './cable-view';
import { requireCable } from './cables';
import type { HandlerMap, Lang, Session, Store } from './handler';
import { refusal } from './localized';

const RULE_ZH: Record<ApprovalParamRule, string> = {
  number: '必须是数字',
  'non-negative': '不能为负数',
  positive: '必须大于 0',
};

/** What the three change calls share; each call's own context fits it. */
interface ChangeContext {
  body: { form: Readonly<Record<string, unknown>> & { did?: string } };
  session: Session;
  store: Store;
  lang: Lang;
}

/**
 * A repriced cable keeps its id (quotation items keep pointing at it), so the "original version" a change answers
 * is the cable's own id: restore {origin, id} brings that cable back to its catalogue parameters.
 */
function changeParams(set: ApprovalSet) {
  return ({ body, session, store, lang }: ChangeContext): { cable: CableInfo; origin: string } => {
    const { form } = body;
    if (!form.did) {
      throw refusal(
        'ValidationFailed',
        lang,
        'form.did：请指定要核价的电缆',
        'form.did: is required (the cable to reprice)',
      );
    }
    const cable = requireCable(store, form.did, lang);
    if (filledFields(form).length === 0) {
      throw refusal(
        'ValidationFailed',
        lang,
        'form：至少填写一个参数',
        'form: fill in at least one parameter besides did',
      );
    }
    let overrides: ReturnType<typeof overridesFromApprovalForm>;
    try {
      overrides = overridesFromApprovalForm(set, form, cable.model);
    } catch (error) {
      if (!(error instanceof ApprovalParamError)) throw error;
      throw refusal('ValidationFailed', lang, `form.${error.field}：${RULE_ZH[error.rule]}`, `form.${error.message}`);
    }
    const { did: _did, ...params } = form;
    store.changeCableParams(session.user.id, cable.id, set, params, overrides);
    return { cable: cableOf(store, session, cable.id), origin: cable.id };
  };
}

function cableOf(store: Store, session: Session, id: string): CableInfo {
  return cableInfoFor(store, store.cableById(id)!, session.user, priceViewOf(store, session.user));
}

function requireOrigin(origin: string, id: string, lang: Lang): void {
  if (origin !== id) {
    throw refusal(
      'ValidationFailed',
      lang,
      `form.origin：${origin} 不是电缆 ${id} 的原始版本（应为核价时返回的 origin：${id}）`,
      `form.origin: ${origin} is not the original version of cable ${id} (send the origin the change answered: ${id})`,
    );
  }
}

export const approvalHandlers: HandlerMap = {
  approveAuxiliaryChange: changeParams('auxiliary'),
  approveCataChange: changeParams('cata'),
  approveConductorChange: changeParams('conductor'),

  approveRestore: ({ body, session, store, lang }) => {
    const { origin, id } = body.form;
    requireCable(store, id, lang);
    requireOrigin(origin, id, lang);
    store.restoreCable(id);
    return { cable: cableOf(store, session, id), origin };
  },

  approveClear: ({ body, store, lang }) => {
    const { id } = body.form;
    requireCable(store, id, lang);
    if (!store.clearCableApproval(id)) {
      throw refusal(
        'ResourceNotFound',
        lang,
        `电缆 ${id} 没有核价记录`,
        `Cable ${id} has no pricing-check record to delete`,
      );
    }
    return { id };
  },
};
