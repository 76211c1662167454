/**
 * A recording as a snapshot seed: the mock's seed state with what the real backend answered laid over it, written as
 * a data file the server loads with `--data FILE`. Only answers whose wire shape is the state's own are taken — the
 * published web version, the system configs, the operator settings and the document templates; everything else (the
 * catalogue, a user's quotations and customers) stays the seed's, and a recording answers those as fixtures instead
 * (`--replay DIR`). Of several answers to one call, the last one recorded wins.
 */
import type { SystemConfig } from '../../fixtures/configs';
import type { TemplateRecord } from '../../fixtures/corps';
import { createSeedState } from '../store/seed';
import type { State } from '../store/types';
import { type RecordedExchange, readRecording } from './recording';

/** What each taken call sets: the paths it overlays, for the command's summary. */
export interface SeedOverlay {
  state: State;
  taken: string[];
}

type Applier = (state: State, data: Record<string, unknown>) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const APPLIERS: Record<string, Applier> = {
  '/pub/sys/data/version': (state, data) => {
    const version = data['corp.qms.web'];
    if (typeof version !== 'string') return false;
    state.server.webVersion = version;
    return true;
  },
  '/pub/biz/data/qms/configs': (state, data) => {
    if (!Array.isArray(data.configs)) return false;
    for (const item of data.configs) {
      if (!isRecord(item) || typeof item.key !== 'string' || typeof item.type !== 'number') continue;
      const config: SystemConfig = {
        key: item.key,
        type: item.type,
        value: item.value as SystemConfig['value'],
        cata: typeof item.cata === 'string' ? item.cata : '',
      };
      const index = state.systemConfigs.findIndex((existing) => existing.key === config.key);
      if (index === -1) state.systemConfigs.push(config);
      else state.systemConfigs[index] = config;
    }
    return true;
  },
  '/biz/cms/oper/data': (state, data) => {
    if (!isRecord(data.confs)) return false;
    for (const [key, value] of Object.entries(data.confs)) {
      if (typeof value === 'string') state.server.operator[key] = value;
    }
    return true;
  },
  '/pub/biz/data/templates': (state, data) => {
    if (!Array.isArray(data.templates)) return false;
    for (const item of data.templates) {
      if (!isRecord(item) || typeof item.id !== 'string' || typeof item.name !== 'string') continue;
      if (typeof item.type !== 'number') continue;
      const template: TemplateRecord = {
        id: item.id,
        name: item.name,
        type: item.type,
        memo: typeof item.memo === 'string' ? item.memo : '',
        ...(item.default === true ? { default: true } : {}),
      };
      const index = state.templates.findIndex((existing) => existing.id === template.id);
      if (index === -1) state.templates.push(template);
      else state.templates[index] = template;
    }
    return true;
  },
};

export const SEEDED_CALLS = Object.keys(APPLIERS);

export function seedFromExchanges(exchanges: readonly RecordedExchange[], state = createSeedState()): SeedOverlay {
  const taken = new Set<string>();
  for (const exchange of exchanges) {
    const apply = APPLIERS[exchange.request.path];
    const envelope = exchange.response.body?.json as { data?: unknown; stat?: { err?: number } } | undefined;
    if (!apply || envelope?.stat?.err !== 0 || !isRecord(envelope.data)) continue;
    if (apply(state, envelope.data)) taken.add(exchange.request.path);
  }
  return { state, taken: [...taken] };
}

export function seedFromRecording(dir: string): SeedOverlay {
  return seedFromExchanges(readRecording(dir).map((entry) => entry.exchange));
}
