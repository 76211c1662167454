import type { CableInfo } from '@cable/contracts';
import { ApiError } from '../api-error';
import {
  ApprovalParamError,
  type ApprovalParamRule,
  type ApprovalSet,
  filledFields,
  overridesFromApprovalForm,
} from '../domain/approval-params';
import type { HandlerMap, Session } from '../http/handler';
import type { Repositories } from '../store/repositories';
import { cableInfoFor, priceViewOf } from '../views/cable-view';
import { requireCable } from './cables';

const RULE_ZH: Record<ApprovalParamRule, string> = {
  number: '必须是数字',
  'non-negative': '不能为负数',
  positive: '必须大于 0',
};

/** What the three change calls share; each call's own context fits it. */
interface ChangeContext {
  body: { form: Readonly<Record<string, unknown>> & { did?: string } };
  session: Session;
  repos: Repositories;
}

/**
 * A repriced cable keeps its id (quotation items keep pointing at it), so the "original version" a change answers
 * is the cable's own id: restore {origin, id} brings that cable back to its catalogue parameters.
 */
function changeParams(set: ApprovalSet) {
  return ({ body, session, repos }: ChangeContext): { cable: CableInfo; origin: string } => {
    const { form } = body;
    if (!form.did) {
      throw new ApiError('ValidationFailed', {
        zh: 'form.did：请指定要核价的电缆',
        en: 'form.did: is required (the cable to reprice)',
      });
    }
    const cable = requireCable(repos, form.did);
    if (filledFields(form).length === 0) {
      throw new ApiError('ValidationFailed', {
        zh: 'form：至少填写一个参数',
        en: 'form: fill in at least one parameter besides did',
      });
    }
    let overrides: ReturnType<typeof overridesFromApprovalForm>;
    try {
      overrides = overridesFromApprovalForm(set, form, cable.model);
    } catch (error) {
      if (!(error instanceof ApprovalParamError)) throw error;
      throw new ApiError('ValidationFailed', {
        zh: `form.${error.field}：${RULE_ZH[error.rule]}`,
        en: `form.${error.message}`,
      });
    }
    const { did: _did, ...params } = form;
    repos.approvals.changeCableParams(session.user.id, cable.id, set, params, overrides);
    return { cable: cableOf(repos, session, cable.id), origin: cable.id };
  };
}

function cableOf(repos: Repositories, session: Session, id: string): CableInfo {
  return cableInfoFor(repos, repos.catalogue.cableById(id)!, session.user, priceViewOf(repos, session.user));
}

function requireOrigin(origin: string, id: string): void {
  if (origin !== id) {
    throw new ApiError('ValidationFailed', {
      zh: `form.origin：${origin} 不是电缆 ${id} 的原始版本（应为核价时返回的 origin：${id}）`,
      en: `form.origin: ${origin} is not the original version of cable ${id} (send the origin the change answered: ${id})`,
    });
  }
}

export const approvalHandlers: HandlerMap = {
  approveAuxiliaryChange: changeParams('auxiliary'),
  approveCataChange: changeParams('cata'),
  approveConductorChange: changeParams('conductor'),

  approveRestore: ({ body, session, repos }) => {
    const { origin, id } = body.form;
    requireCable(repos, id);
    requireOrigin(origin, id);
    repos.approvals.restoreCable(id);
    return { cable: cableOf(repos, session, id), origin };
  },

  approveClear: ({ body, repos }) => {
    const { id } = body.form;
    requireCable(repos, id);
    if (!repos.approvals.clearCableApproval(id)) {
      throw new ApiError('ResourceNotFound', {
        zh: `电缆 ${id} 没有核价记录`,
        en: `Cable ${id} has no pricing-check record to delete`,
      });
    }
    return { id };
  },
};
