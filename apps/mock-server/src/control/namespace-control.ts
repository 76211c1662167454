import { ApiError } from '../api-error';
import type { World } from '../namespaces/world';
import type { ControlHandlers } from './control-routes';

type NamespaceHandlers = Pick<
  ControlHandlers,
  | 'controlNamespaceList'
  | 'controlNamespaceDelete'
  | 'controlSnapshotSave'
  | 'controlSnapshotRestore'
  | 'controlSnapshotList'
  | 'controlSnapshotDelete'
  | 'controlSnapshotExport'
>;

function sizeOf(world: World) {
  const state = world.repos.store.rawState;
  return {
    name: world.name,
    bytes: Buffer.byteLength(JSON.stringify(state)),
    sessions: Object.keys(state.sessions).length,
    lastUsed: world.lastUsedMs,
  };
}

/** The control API's namespace and snapshot calls; each acts on the namespace of its own request. */
export const namespaceControlHandlers: NamespaceHandlers = {
  controlNamespaceList: ({ request, world }) => {
    const { namespaces } = request.server;
    return {
      current: world.name,
      limit: namespaces.limit,
      idleSeconds: Math.round(namespaces.idleMs / 1000),
      namespaces: namespaces.list().map(sizeOf),
    };
  },
  controlNamespaceDelete: ({ body, request }) => {
    if (!request.server.namespaces.delete(body.name))
      throw new ApiError('ResourceNotFound', {
        zh: `命名空间“${body.name}”不存在（或已因闲置被释放）`,
        en: `No namespace "${body.name}" is live (it may have been dropped after idling)`,
      });
    return { deleted: body.name };
  },
  controlSnapshotSave: ({ body, request, world }) => ({
    // savedAt is wall time: when someone saved it, whatever the namespace's clock was moved to.
    snapshot: request.server.snapshots.save(body.name, world.name, world.repos.store.snapshot(), Date.now()),
  }),
  controlSnapshotRestore: ({ body, request, world }) => {
    const { summary, state } = request.server.snapshots.state(body.name);
    world.resetSwitches();
    world.repos.store.replace(state);
    return { snapshot: summary };
  },
  controlSnapshotList: ({ request }) => ({ snapshots: request.server.snapshots.list() }),
  controlSnapshotDelete: ({ body, request }) => {
    request.server.snapshots.delete(body.name);
    return { snapshots: request.server.snapshots.list() };
  },
  controlSnapshotExport: ({ query, request }) => ({
    file: JSON.stringify(request.server.snapshots.export(query.name)),
    contentType: 'application/json; charset=utf-8',
    filename: `snapshots${query.name ? `-${query.name}` : ''}.json`,
  }),
};
