import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory } from '../../src/http/lazy-child-logger';

/** A pino logger at `level` whose lines are kept (time left out, so two lines can be compared). */
function capturedLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level, timestamp: false },
    {
      write(line: string) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

const factory = (logger: FastifyBaseLogger, options = {}) =>
  lazyChildLoggerFactory.call({} as FastifyInstance, logger, { reqId: 'req-1' }, options);

describe('a request logger made on first use', () => {
  it('writes nothing and makes no child for a level the server does not write', () => {
    const { logger, lines } = capturedLogger('warn');
    let children = 0;
    const counting = Object.assign(Object.create(logger), {
      child: (...args: Parameters<FastifyBaseLogger['child']>) => {
        children += 1;
        return logger.child(...args);
      },
    }) as FastifyBaseLogger;
    const lazy = factory(counting);
    lazy.info({ res: 200 }, 'request completed');
    lazy.debug('details');
    expect(lines).toEqual([]);
    expect(children).toBe(0);
    lazy.warn('slow');
    lazy.error('failed');
    expect(children).toBe(1);
    expect(lines.map((line) => line.msg)).toEqual(['slow', 'failed']);
  });

  it('writes the same line as pino child logger with the request id', () => {
    const lazyLog = capturedLogger('info');
    const eagerLog = capturedLogger('info');
    factory(lazyLog.logger).error({ err: { message: 'boom' } }, 'unexpected error');
    eagerLog.logger.child({ reqId: 'req-1' }).error({ err: { message: 'boom' } }, 'unexpected error');
    expect(lazyLog.lines).toHaveLength(1);
    expect(lazyLog.lines).toEqual(eagerLog.lines);
    expect(lazyLog.lines[0]).toMatchObject({ reqId: 'req-1', msg: 'unexpected error', level: 50 });
  });

  it("keeps the request id in its own children, and follows the server logger's level", () => {
    const { logger, lines } = capturedLogger('info');
    const lazy = factory(logger);
    expect(lazy).toBeInstanceOf(LazyChildLogger);
    expect(lazy.level).toBe('info');
    lazy.child({ upload: 'a.xlsx' }).info('decoded');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-1', upload: 'a.xlsx', msg: 'decoded' })]);
    logger.level = 'error';
    lazy.warn('not written');
    expect(lines).toHaveLength(1);
  });

  it('gives a route with a log level of its own a real child at once', () => {
    const { logger, lines } = capturedLogger('warn');
    const routeLogger = factory(logger, { level: 'debug' });
    expect(routeLogger).not.toBeInstanceOf(LazyChildLogger);
    routeLogger.debug('written at the route level');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-1', level: 20 })]);
  });
});
