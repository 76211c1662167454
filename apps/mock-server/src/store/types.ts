/**
 * The whole mock-backend state as plain JSON-serialisable data (no Dates, Maps or classes), so a
 * snapshot is JSON.stringify(state) and a restart is JSON.parse. Field names follow the wire.
 * Times are Unix seconds unless a name ends in Ms.
 */
import type { CatalogueCable, CatalogueCata } from '../../fixtures/catalogue';
import type { SystemConfig, UserConfig } from '../../fixtures/configs';
import type {
  ArticleRecord,
  BannerRecord,
  DailyPrice,
  DocCata,
  DocRecord,
  NoticeRecord,
  ProductRecord,
} from '../../fixtures/content';
import type { CorpRecord, TemplateRecord } from '../../fixtures/corps';
import type { CustomerRecord } from '../../fixtures/customers';
import type { MaterialFixture } from '../../fixtures/materials';
import type { DemoUser, ModuleNode } from '../../fixtures/users';
import type { CableParamOverrides } from '../domain/pricing';

export type { CatalogueCable, CatalogueCata, CorpRecord, CustomerRecord, ModuleNode, TemplateRecord };

export const STATE_VERSION = 1;

export type UserRecord = DemoUser;
export type MaterialRecord = MaterialFixture;

export interface SessionRecord {
  token: string;
  userId: string;
  /** Signing secret handed out as profile.key. */
  key: string;
  issued: number;
  revoked: boolean;
  /** How the session was opened. */
  via: 'qr' | 'password' | 'mobile';
}

export type QrStateName = 'Wait' | 'Scan' | 'Pass' | 'Expire' | 'Error';

export interface QrRecord {
  tag: string;
  url: string;
  /** Unix ms after which the code is expired. */
  expireMs: number;
  state: QrStateName;
  /** Set on confirmation. */
  userId: string | null;
  token: string | null;
  created: number;
}

export interface AdjustmentState {
  run: boolean;
  /** Unix seconds of the last completed adjustment. */
  last: number;
  /** Unix ms at which a running adjustment completes. */
  untilMs: number | null;
  /** Material prices (yuan/kg) that apply when the running adjustment completes. */
  target: Record<string, number>;
  /** Listed prices (yuan/kg) before the last completed adjustment: what material/basic reports a change against. */
  previous?: Record<string, number>;
}

/** The three approval forms as last submitted, and the overrides they amount to. */
export interface CableApproval {
  cable: string;
  forms: { conductor?: Record<string, unknown>; auxiliary?: Record<string, unknown>; cata?: Record<string, unknown> };
  overrides: CableParamOverrides;
  /** Overrides before the first approval change: what restore returns to. */
  origin: CableParamOverrides;
  by: string;
  updated: number;
}

export interface CableReport {
  id: string;
  result: string[];
}

export interface CustomCable {
  scope: string;
  prop: string;
  model: string;
  spec: string;
  name: string;
}

/** Per-metre prices (a mode without a price is missing) and the weight per metre, kg. */
export interface QuotedPrice {
  base?: number;
  sale?: number;
  tax?: number;
  weightKgPerM: number;
}

export interface InventoryItem {
  id: string;
  /** Catalogue cable id; '' for a custom cable described by `custom`. */
  cable: string;
  custom: CustomCable | null;
  /** Quantity as a decimal string (metres). */
  count: string;
  memo: string;
  /** Percentage adjustment as a decimal string ("0" = system price). */
  change: string;
  /** Manually set price per metre; null = computed. */
  price: { base?: number; sale?: number; tax?: number } | null;
  /** Markup on cost (percent) the manual price was made from (price/set with markup); absent for a typed price. */
  markup?: number;
  /**
   * The per-metre prices (unrounded yuan/m) and weight the item was added at or last confirmed at (刷新实时价, or the
   * user's own price edits). A price that moved since — a price adjustment, an approver's pricing check — shows as
   * changed until the user confirms it. Absent in older data files: such an item shows no change until confirmed.
   */
  quoted?: QuotedPrice;
  sort: number;
  /** Product serial assigned by sno/generate. */
  sno: string;
  pkgfee: { fee: number; flag: boolean };
  added: number;
}

export interface GroupAttr {
  freight: { fee: number; full: number; mile: number; price: number };
  package: number;
  /** What attr/set includes in the group's totals; absent means both are included. */
  include?: { package: boolean; freight: boolean };
}

export interface InventoryGroup {
  items: InventoryItem[];
  attr: GroupAttr;
}

export interface HistoryItem {
  cable: string;
  custom: CustomCable | null;
  model: string;
  scope: string;
  spec: string;
  name: string;
  count: string;
  memo: string;
  change: string;
  /** Per-metre prices at the time of saving (unrounded yuan/m) and the weight; a missing field had no price. */
  price: { base?: number; sale?: number; tax?: number };
  weightKgPerM: number;
  sort: number;
  /** Where the price came from; absent in records saved before it was kept. */
  pricing?: 'engine' | 'manual' | 'markup' | 'none';
}

export interface HistoryRecord {
  id: string;
  user: string;
  /** Customer id ('' if none). */
  demander: string;
  demanderName: string;
  memo: string;
  desc: string;
  mode: number;
  unit: number;
  time: number;
  /** Total amount in the record's mode, unit and places, yuan: goods + fees, as its documents print it. */
  total: number;
  /** Sum of the item lines, yuan; absent in records saved before fees were kept (their total is the goods). */
  goods?: number;
  /** Fee lines counted in total, yuan. */
  fees?: { package: number; freight: number; waived: boolean };
  /** Items without a price, left out of total. */
  unpriced?: number;
  /** Price places the record was quoted with. */
  places?: number;
  /** Total weight, kg. */
  weight: number;
  count: number;
  rno: string;
  info: Record<string, unknown>;
  conf: Record<string, unknown>;
  items: HistoryItem[];
}

/** A contract saved from a quotation (contract/save). */
export interface ContractRecord {
  id: string;
  /** Contract number, HT + China date + the day's sequence; absent in contracts saved before numbers were kept. */
  no?: string;
  /** The quotation number the contract was made from. */
  rno?: string;
  user: string;
  demander: string;
  addr: string;
  memo: string;
  mode: number;
  total: number;
  weight: number;
  time: number;
}

export interface BatchRule {
  cable: string;
  matches: string[];
}

export interface UsageCounter {
  /** Batch recognitions used (counted against limits.limit). */
  batch: number;
  /** Image recognitions used (counted against limits.ocr). */
  ocr: number;
}

export interface ContentState {
  banners: BannerRecord[];
  notices: NoticeRecord[];
  articles: ArticleRecord[];
  docCatas: DocCata[];
  docs: DocRecord[];
  products: ProductRecord[];
  dailyPrice: DailyPrice;
}

export interface ServerSettings {
  webVersion: string;
  maintenance: boolean;
  operator: Record<string, string>;
}

export interface State {
  version: typeof STATE_VERSION;
  /** Last id issued per kind; ids are String(counter). */
  counters: Record<string, number>;
  users: UserRecord[];
  sessions: Record<string, SessionRecord>;
  qrs: Record<string, QrRecord>;
  systemConfigs: SystemConfig[];
  /** Per user id: that user's configs (seeded from the defaults). */
  userConfigs: Record<string, UserConfig[]>;
  modules: ModuleNode[];
  materials: MaterialRecord[];
  adjustment: AdjustmentState;
  catas: CatalogueCata[];
  cables: CatalogueCable[];
  approvals: Record<string, CableApproval>;
  reports: Record<string, CableReport[]>;
  /** inventory[userId][group 0-9] */
  inventory: Record<string, Record<string, InventoryGroup>>;
  history: HistoryRecord[];
  customers: CustomerRecord[];
  corps: CorpRecord[];
  templates: TemplateRecord[];
  batchRules: Record<string, BatchRule[]>;
  /** Per user id: unrecognised model texts submitted for review (rule/submit). Absent in older data files. */
  batchSubmissions?: Record<string, string[]>;
  /** Absent in older data files. */
  contracts?: ContractRecord[];
  /** Contract number given to each quotation number, keyed `${userId}/${rno}`: a quote keeps its contract number. */
  contractNumbers?: Record<string, string>;
  usage: Record<string, UsageCounter>;
  content: ContentState;
  server: ServerSettings;
}
