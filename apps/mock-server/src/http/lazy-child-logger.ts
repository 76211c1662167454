import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/** What the server's logger (pino) can say besides FastifyBaseLogger: whether a level is written at all. */
interface LevelAware {
  isLevelEnabled?: (level: string) => boolean;
}

/**
 * A request's logger that makes its real child logger only when the request logs at a level the server writes.
 * pino's child() serializes the bindings (the request id) and builds a logger object for every request, though at
 * the usual levels a served request logs nothing: that was about a twentieth of a signed call's CPU time. A line
 * that is logged comes from the same child, made then, so it reads exactly as before.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  private writes(level: Level): boolean {
    const logger = (this.#child ?? this.parent) as FastifyBaseLogger & LevelAware;
    return logger.isLevelEnabled?.(level) ?? true;
  }

  get level(): FastifyBaseLogger['level'] {
    return (this.#child ?? this.parent).level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.real.level = level;
  }

  fatal(...args: LogArguments): void {
    if (this.writes('fatal')) this.real.fatal(...args);
  }

  error(...args: LogArguments): void {
    if (this.writes('error')) this.real.error(...args);
  }

  warn(...args: LogArguments): void {
    if (this.writes('warn')) this.real.warn(...args);
  }

  info(...args: LogArguments): void {
    if (this.writes('info')) this.real.info(...args);
  }

  debug(...args: LogArguments): void {
    if (this.writes('debug')) this.real.debug(...args);
  }

  trace(...args: LogArguments): void {
    if (this.writes('trace')) this.real.trace(...args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory with LazyChildLogger. A route with its own log level gets its child at once (pino
 * rebuilds the log methods for a level of its own).
 */
export function lazyChildLoggerFactory(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings);
}
