import { describe, expect, it, vi } from 'vitest';
import { createVersionCheck, isOutdated, versionNumber } from './version';

describe('version comparison', () => {
  it('is major*10000 + minor*100 + patch', () => {
    expect(versionNumber('2.9.12')).toBe(20912);
    expect(versionNumber('10.0.1')).toBe(100001);
  });

  it('compares numerically, not as text', () => {
    expect(isOutdated('2.9.12', '2.10.0')).toBe(true);
    expect(isOutdated('2.9.12', '2.9.9')).toBe(false);
    expect(isOutdated('2.9.12', '2.9.12')).toBe(false);
    expect(isOutdated('2.9.12', '3.0.0')).toBe(true);
  });

  it('rejects malformed versions', () => {
    expect(() => versionNumber('2.x')).toThrow(/not a version/);
  });
});

function deps(server: string | Error, overrides: Partial<Parameters<typeof createVersionCheck>[0]> = {}) {
  let prompted = false;
  const value = {
    builtIn: '2.9.12',
    enabled: true,
    fetchServerVersion: vi.fn(async () => {
      if (server instanceof Error) throw server;
      return server;
    }),
    wasPrompted: () => prompted,
    markPrompted: vi.fn(() => {
      prompted = true;
    }),
    prompt: vi.fn(() => Promise.resolve()),
    clearAndReload: vi.fn(),
    ...overrides,
  };
  return value;
}

describe('createVersionCheck', () => {
  it('prompts once, then clears storage and reloads, when the server is newer', async () => {
    const value = deps('2.9.13');
    const check = createVersionCheck(value);
    await expect(check()).resolves.toBe('outdated');
    expect(value.prompt).toHaveBeenCalledOnce();
    expect(value.clearAndReload).toHaveBeenCalledOnce();
    await expect(check()).resolves.toBe('skipped');
    expect(value.prompt).toHaveBeenCalledOnce();
  });

  it('does nothing when current, in development, or when the server cannot be asked', async () => {
    const current = deps('2.9.12');
    await expect(createVersionCheck(current)()).resolves.toBe('current');
    const dev = deps('9.9.9', { enabled: false });
    await expect(createVersionCheck(dev)()).resolves.toBe('skipped');
    expect(dev.fetchServerVersion).not.toHaveBeenCalled();
    const failing = deps(new Error('offline'));
    await expect(createVersionCheck(failing)()).resolves.toBe('skipped');
    expect(failing.prompt).not.toHaveBeenCalled();
  });

  it('shares one run between overlapping calls', async () => {
    const value = deps('2.9.12');
    const check = createVersionCheck(value);
    await Promise.all([check(), check(), check()]);
    expect(value.fetchServerVersion).toHaveBeenCalledOnce();
  });
});
