import { createHash } from 'node:crypto';
import { ApprovalsRepository } from './approvals';
import { BatchRepository } from './batch';
import { CatalogueRepository } from './catalogue';
import type { Clock } from './clock';
import { ConfigRepository } from './config';
import { ContractsRepository } from './contracts';
import { CustomersRepository } from './customers';
import { HistoryRepository } from './history';
import { InventoryRepository } from './inventory';
import { MaterialsRepository } from './materials';
import { NumbersRepository } from './numbers';
import type { Persistence } from './persistence';
import { SessionsRepository } from './sessions';
import { StateStore } from './state-store';
import { UsageRepository } from './usage';
import { UsersRepository } from './users';

/**
 * One repository per aggregate over the one shared state (`store`: the state, its transaction, persistence, clock
 * and ids). Built once per app by createRepositories and decorated on the app instance (`app.repos`); handlers
 * get it in their context. A repository refuses with ApiError; its prices are unrounded yuan per metre with all
 * three fields (the routes convert the unit, round and drop the fields the user has no right to).
 */
export interface Repositories {
  store: StateStore;
  users: UsersRepository;
  sessions: SessionsRepository;
  config: ConfigRepository;
  materials: MaterialsRepository;
  catalogue: CatalogueRepository;
  approvals: ApprovalsRepository;
  inventory: InventoryRepository;
  numbers: NumbersRepository;
  history: HistoryRepository;
  customers: CustomersRepository;
  batch: BatchRepository;
  usage: UsageRepository;
  contracts: ContractsRepository;
}

export interface CreateRepositoriesOptions {
  clock?: Clock;
  /** Path of the data file: the state is loaded from it when present and written to it after every change. */
  dataFile?: string;
  persistence?: Persistence;
  /** Makes tokens, keys and QR tags reproducible (they are random otherwise). */
  seed?: number;
  log?: { info(message: string): void };
}

/** The repositories over a state seeded, or loaded from the data file when one is given and present. */
export function createRepositories(options: CreateRepositoriesOptions = {}): Repositories {
  const store = new StateStore({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.dataFile ? { dataFile: options.dataFile } : {}),
    ...(options.persistence ? { persistence: options.persistence } : {}),
    ...(options.seed !== undefined ? { randomHex: seededHex(options.seed) } : {}),
  });
  options.log?.info(
    store.dataFile
      ? `state persisted in ${store.dataFile} (${store.state.users.length} users)`
      : 'state in memory, from the seed',
  );
  const users = new UsersRepository(store);
  const materials = new MaterialsRepository(store);
  const catalogue = new CatalogueRepository(store, users, materials);
  const inventory = new InventoryRepository(store, users, catalogue, materials);
  const customers = new CustomersRepository(store, users);
  const numbers = new NumbersRepository(store, users);
  return {
    store,
    users,
    sessions: new SessionsRepository(store, users),
    config: new ConfigRepository(store, users, inventory),
    materials,
    catalogue,
    approvals: new ApprovalsRepository(store, users, catalogue, materials),
    inventory,
    numbers,
    history: new HistoryRepository(store, catalogue, inventory, customers, numbers),
    customers,
    batch: new BatchRepository(store, users, catalogue),
    usage: new UsageRepository(store, users),
    contracts: new ContractsRepository(store, users, customers, numbers),
  };
}

/** Deterministic hex stream: sha256(seed:n) blocks. */
export function seededHex(seed: number): (bytes: number) => string {
  let n = 0;
  return (bytes: number) => {
    let out = '';
    while (out.length < bytes * 2) out += createHash('sha256').update(`${seed}:${n++}`).digest('hex');
    return out.slice(0, bytes * 2);
  };
}
