import { createHash } from 'node:crypto';
import { GUEST_SECRET, GUEST_TOKEN } from '@cable/contracts/protocol';
import type { Repositories } from '../../src/store/repositories';

/** Who the replayed request acts as: the state handlers decide, the request filter signs with it. */
export interface Credentials {
  token: string;
  key: string;
}

export const GUEST: Credentials = { token: GUEST_TOKEN, key: GUEST_SECRET };

type Params = Record<string, unknown>;
/** Values a state hands to the request (pact "provider state injected values", e.g. ${itemId}). */
type Injected = Record<string, string>;
export type StateHandler = (params?: Params) => Promise<Injected>;

/** Who a state leaves signed in: the credentials the request is signed with and the user the next state acts for. */
export interface StateContext {
  credentials: Credentials;
  userId: string | null;
}

/** The demo cable the consumer's examples describe (YJV22 0.6/1kV 3×95+1×50), or the first YJV22 of the catalogue. */
function demoCable(repos: Repositories) {
  const cables = repos.store.state.cables.filter((cable) => cable.type === 0);
  const cable =
    cables.find((c) => c.model === 'YJV22' && c.scope === '0.6/1kV' && c.spec.replace(/\*/g, '×') === '3×95+1×50') ??
    cables.find((c) => c.model === 'YJV22') ??
    cables[0];
  if (!cable) throw new Error('the seed has no catalogue cable');
  return cable;
}

function stringParam(params: Params | undefined, name: string): string {
  const value = params?.[name];
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`provider state parameter "${name}" is missing (got ${JSON.stringify(params)})`);
  }
  return String(value);
}

/**
 * Provider-state handlers for the consumer's sentences (apps/web/pact/support/pact.ts STATE). Each sets the store
 * up through its own API, exactly as a developer's session would get there (sign-in, adding items, saving a
 * customer), and returns the ids the request needs. The store is reset to the seed before each interaction. The
 * verification keeps what each built state leaves as a named snapshot and restores it afterwards (snapshot-states.ts).
 */
export function createProviderStates(repos: Repositories) {
  let credentials: Credentials = GUEST;
  let userId: string | null = null;

  const requireUser = (): string => {
    if (!userId) throw new Error('this provider state needs a signed-in user first ("a quote user is signed in")');
    return userId;
  };

  /** Ids of seeded data every request may refer to: the demo cable, its category, the default seller, templates. */
  const seededIds = (): Injected => {
    const cable = demoCable(repos);
    const corp = repos.store.state.corps.find((candidate) => candidate.default) ?? repos.store.state.corps[0];
    const injected: Injected = { cableId: cable.id, cataId: cable.cata, corpId: corp?.id ?? '' };
    for (let type = 1; type <= 6; type++) {
      const ofType = repos.store.state.templates.filter((template) => template.type === type);
      injected[`template${type}`] = (ofType.find((template) => template.default) ?? ofType[0])?.id ?? '';
    }
    return injected;
  };

  const signIn = (account: string): Injected => {
    const user = repos.users.userByAccount(account);
    if (!user) throw new Error(`no demo account "${account}"`);
    const session = repos.sessions.openSession(user.id, 'password');
    credentials = { token: session.token, key: session.key };
    userId = user.id;
    return seededIds();
  };

  const handlers: Record<string, StateHandler> = {
    'a visitor is not signed in': async () => {
      credentials = GUEST;
      userId = null;
      return seededIds();
    },
    'a quote user is signed in': async () => signIn('quote'),
    'an approver is signed in': async () => signIn('approver'),
    'the signed-in user has cable items in quotation group {group}': async (params) => {
      const group = stringParam(params, 'group');
      const cable = demoCable(repos);
      const [item] = repos.inventory.addItems(requireUser(), group, [{ cable: cable.id, count: '500' }]);
      if (!item) throw new Error(`adding ${cable.id} to group ${group} added nothing`);
      return { itemId: item.id, cableId: cable.id };
    },
    'the signed-in user has a saved quotation': async () => {
      const user = requireUser();
      const cable = demoCable(repos);
      repos.inventory.addItems(user, 9, [{ cable: cable.id, count: '200' }]);
      const record = repos.history.saveHistory(user, 9, { mode: 3, memo: '一期项目', unit: 0 });
      repos.inventory.deleteItems(
        user,
        9,
        repos.inventory.listItems(user, 9).map((item) => item.id),
      );
      return { historyId: record.id };
    },
    'a customer with tax number {taxno} exists': async (params) => {
      const customer = repos.customers.saveCustomer(requireUser(), {
        name: '江苏恒远建设工程有限公司',
        leader: '李明',
        linkman: '王芳',
        phone: '13800138000',
        address: '江苏省南京市建邺区江东中路 188 号',
        taxno: stringParam(params, 'taxno'),
      });
      return { customerId: customer.id };
    },
    'a login QR code was issued': async () => {
      const qr = repos.sessions.createQr(120_000, (tag) => `http://localhost:8080/__control/qr/phone?tag=${tag}`);
      return { tag: qr.tag };
    },
    'the QR tag was scanned and confirmed by {account}': async (params) => {
      const user = repos.users.userByAccount(stringParam(params, 'account'));
      if (!user) throw new Error(`no demo account "${String(params?.account)}"`);
      const qr = repos.sessions.createQr(120_000, (tag) => `http://localhost:8080/__control/qr/phone?tag=${tag}`);
      repos.sessions.scanQr(qr.tag);
      repos.sessions.confirmQr(qr.tag, user.id);
      return { tag: qr.tag };
    },
    'a demo account {account} signs in with password {password}': async (params) => {
      const account = stringParam(params, 'account');
      const hash = createHash('sha256').update(stringParam(params, 'password'), 'utf8').digest('hex');
      if (!repos.users.checkPassword(account, hash)) throw new Error(`demo account "${account}" has another password`);
      return {};
    },
    'a demo user with mobile {mobile} exists': async (params) => {
      const mobile = stringParam(params, 'mobile');
      if (!repos.users.userByMobile(mobile)) throw new Error(`no demo user with mobile ${mobile}`);
      return {};
    },
    'a price adjustment is running': async () => {
      repos.materials.startAdjustment({ durationMs: 10 * 60_000 });
      return {};
    },
    'the data is under maintenance': async () => {
      repos.config.setMaintenance(true);
      return {};
    },
    'the session of the signed-in user has expired': async () => {
      requireUser();
      repos.sessions.revokeSession(credentials.token);
      return {};
    },
    'a cable has approved parameter changes': async () => {
      const cable = demoCable(repos);
      repos.approvals.changeCableParams(requireUser(), cable.id, 'conductor', {
        did: cable.id,
        density: 8.89,
        consume: 1.01,
      });
      return { cableId: cable.id };
    },
    'a cable has an inspection report': async () => {
      const cable = demoCable(repos);
      repos.approvals.setCableReports(cable.id, [{ id: cable.id, result: ['导体电阻 合格', '耐压试验 合格'] }]);
      return { cableId: cable.id };
    },
    'the signed-in user has a batch rule for a cable': async () => {
      const cable = demoCable(repos);
      repos.batch.saveBatchRules(requireUser(), [{ cable: cable.id, matches: ['YJV22-3*95+1*50'] }]);
      return { cableId: cable.id };
    },
    'a published article exists': async () => {
      const article = repos.store.state.content.articles[0];
      if (!article) throw new Error('the seed has no article');
      return { articleId: article.id };
    },
  };

  return {
    handlers,
    credentials: () => credentials,
    /** Who the states so far left signed in (kept beside a snapshot of them). */
    context: (): StateContext => ({ credentials, userId }),
    /** Takes over who a restored snapshot had signed in. */
    adopt(context: StateContext): void {
      credentials = context.credentials;
      userId = context.userId;
    },
    signedOut: (): StateContext => ({ credentials: GUEST, userId: null }),
    /** Back to the seed before each interaction, signed out. */
    reset(): void {
      repos.store.reset();
      credentials = GUEST;
      userId = null;
    },
  };
}

export type ProviderStates = ReturnType<typeof createProviderStates>;
