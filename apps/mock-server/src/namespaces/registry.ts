import { DEFAULT_NAMESPACE, NAMESPACE_NAME_MAX, NAMESPACE_NAME_PATTERN } from '@cable/contracts';
import { ApiError } from '../api-error';
import type { Repositories } from '../store/repositories';
import { World, type WorldOptions } from './world';

/** How many namespaces the server holds at most, default included. */
export const DEFAULT_NAMESPACE_LIMIT = 64;
/** A namespace unused this long is dropped from memory. */
export const DEFAULT_NAMESPACE_IDLE_MS = 30 * 60_000;

const NAME = new RegExp(NAMESPACE_NAME_PATTERN);

export interface NamespaceRegistryOptions extends WorldOptions {
  /** The repositories of the namespace default (the server's state as it always was). */
  defaultRepos: Repositories;
  /** New repositories for a namespace: from its data file when --data is on and it exists, else from the seed. */
  createRepos: (name: string) => Repositories;
  /** Removes a dropped namespace's data file (with --data); answers whether there was one. */
  removeData?: (name: string) => boolean;
  limit?: number;
  idleMs?: number;
  /** The base clock's Unix ms, for last use and the idle expiry. */
  now: () => number;
}

/** Why a namespace name is refused; undefined for a valid one. */
export function namespaceNameProblem(name: string): string | undefined {
  if (NAME.test(name)) return undefined;
  return name.length > NAMESPACE_NAME_MAX
    ? `is ${name.length} characters long; at most ${NAMESPACE_NAME_MAX}`
    : 'takes letters, digits, _ and -, starting with a letter or digit';
}

/**
 * The namespaces the server holds, by name. A name seen for the first time gets a new world from the seed (or from
 * its data file); the number of worlds is limited and one unused for idleMs is dropped, so memory stays bounded. The
 * namespace default always exists.
 */
export class NamespaceRegistry {
  readonly limit: number;
  readonly idleMs: number;
  readonly defaultWorld: World;
  private readonly worlds = new Map<string, World>();

  constructor(private readonly options: NamespaceRegistryOptions) {
    this.limit = Math.max(1, options.limit ?? DEFAULT_NAMESPACE_LIMIT);
    this.idleMs = Math.max(1000, options.idleMs ?? DEFAULT_NAMESPACE_IDLE_MS);
    this.defaultWorld = new World(DEFAULT_NAMESPACE, options.defaultRepos, options, options.now());
    this.worlds.set(DEFAULT_NAMESPACE, this.defaultWorld);
  }

  /** The world of a request naming `name`, created on first use; refuses an invalid name or a full registry. */
  world(name: string): World {
    const known = this.worlds.get(name);
    if (known) {
      known.lastUsedMs = this.options.now();
      return known;
    }
    const problem = namespaceNameProblem(name);
    if (problem !== undefined)
      throw new ApiError('ValidationFailed', {
        zh: `命名空间名称“${name.slice(0, 80)}”无效：只能包含字母、数字、_ 和 -，以字母或数字开头，最多 ${NAMESPACE_NAME_MAX} 个字符`,
        en: `Namespace name "${name.slice(0, 80)}" ${problem}`,
      });
    if (this.worlds.size >= this.limit) this.dropIdle();
    if (this.worlds.size >= this.limit)
      throw new ApiError('UsageLimitReached', {
        zh: `命名空间已达上限（${this.limit} 个）：请先用 POST /__control/namespace/delete 删除不用的命名空间`,
        en: `The server holds its limit of ${this.limit} namespaces; drop one with POST /__control/namespace/delete first`,
      });
    const world = new World(name, this.options.createRepos(name), this.options, this.options.now());
    this.worlds.set(name, world);
    return world;
  }

  /** The live world of that name, without creating it or marking it used. */
  find(name: string): World | undefined {
    return this.worlds.get(name);
  }

  /** Live worlds, most recently used first. */
  list(): World[] {
    this.dropIdle();
    return [...this.worlds.values()].sort((left, right) => right.lastUsedMs - left.lastUsedMs);
  }

  /**
   * Drops a namespace: its world leaves memory and, with --data, its data file goes too (also the file of a namespace
   * that idled out of memory). The namespace default is reset to the seed instead. Returns false when there is no
   * namespace of that name, live or on file.
   */
  delete(name: string): boolean {
    const world = this.worlds.get(name);
    if (!world) return namespaceNameProblem(name) === undefined && (this.options.removeData?.(name) ?? false);
    world.resetSwitches();
    if (world === this.defaultWorld) {
      world.repos.store.reset();
      world.journal.clear();
      return true;
    }
    this.worlds.delete(name);
    this.options.removeData?.(name);
    return true;
  }

  /** Drops the worlds unused for idleMs (their data files stay: the next request loads them again). */
  dropIdle(): void {
    const oldest = this.options.now() - this.idleMs;
    for (const [name, world] of this.worlds) {
      if (world === this.defaultWorld || world.lastUsedMs > oldest) continue;
      world.resetSwitches();
      this.worlds.delete(name);
    }
  }

  /** Stops every world's timers (the server is closing). */
  close(): void {
    for (const world of this.worlds.values()) world.stopRepeat();
  }
}
