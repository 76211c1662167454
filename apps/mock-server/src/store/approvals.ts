import { ApiError } from '../api-error';
import { type CableParamOverrides, overridesFromWireForm, priceCable } from '../domain/pricing';
import type { CatalogueRepository } from './catalogue';
import type { MaterialsRepository } from './materials';
import type { StateStore } from './state-store';
import { cloneState } from './transaction';
import type { CableApproval, CableReport, CatalogueCable } from './types';
import type { UsersRepository } from './users';

/** Approvals (核价): per-cable wire-parameter overrides with their origin, and the cables' test reports. */
export class ApprovalsRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly materials: MaterialsRepository,
  ) {}

  /**
   * Records an approval form and the overrides it amounts to. `mapped` lets the caller translate the form itself
   * (the approval routes map the contract's three parameter sets); without it overridesFromWireForm does.
   */
  changeCableParams(
    userId: string,
    cableId: string,
    kind: 'conductor' | 'auxiliary' | 'cata',
    form: Record<string, unknown>,
    mapped?: CableParamOverrides,
  ): CableApproval {
    this.users.requireUser(userId);
    const input = this.catalogue.cableInput(cableId);
    let overrides: CableParamOverrides;
    try {
      overrides = mapped ?? overridesFromWireForm(kind, form);
    } catch (err) {
      const detail = (err as Error).message;
      throw new ApiError('ValidationFailed', { zh: `核价参数无效：${detail}`, en: detail });
    }
    const existing = this.store.state.approvals[cableId];
    const merged = { ...(existing?.overrides ?? {}), ...overrides };
    try {
      priceCable(
        { ...input, overrides: merged },
        this.materials.materialPrices(),
        this.catalogue.pricingSettings(userId),
      );
    } catch (err) {
      const detail = (err as Error).message;
      throw new ApiError('BusinessRule', {
        zh: `这组参数无法算出价格：${detail}`,
        en: `These parameters do not give a price: ${detail}`,
      });
    }
    return this.store.mutate((s) => {
      const approval: CableApproval = {
        cable: cableId,
        forms: { ...(existing?.forms ?? {}), [kind]: cloneState(form) },
        overrides: merged,
        origin: existing?.origin ?? {},
        by: userId,
        updated: this.store.nowSec(),
      };
      s.approvals[cableId] = approval;
      return approval;
    });
  }

  /** Back to the origin parameters; returns the cable and the origin overrides. */
  restoreCable(cableId: string): { cable: CatalogueCable; origin: CableParamOverrides } {
    const cable = this.catalogue.requireCable(cableId);
    const origin = this.store.state.approvals[cableId]?.origin ?? {};
    this.store.mutate((s) => {
      const approval = s.approvals[cableId];
      if (approval) {
        approval.overrides = cloneState(origin);
        approval.forms = {};
        approval.updated = this.store.nowSec();
      }
    });
    return { cable, origin };
  }

  /** Deletes the approval record; returns whether there was one. */
  clearCableApproval(cableId: string): boolean {
    this.catalogue.requireCable(cableId);
    if (!this.store.state.approvals[cableId]) return false;
    this.store.mutate((s) => {
      delete s.approvals[cableId];
    });
    return true;
  }

  setCableReports(cableId: string, reports: CableReport[]): void {
    this.catalogue.requireCable(cableId);
    this.store.mutate((s) => {
      s.reports[cableId] = cloneState(reports);
    });
  }

  clearCableReports(cableId: string): void {
    this.catalogue.requireCable(cableId);
    this.store.mutate((s) => {
      delete s.reports[cableId];
    });
  }
}
