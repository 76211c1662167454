/** major*10000 + minor*100 + patch (spec section 4); missing parts count as 0. */
export function versionNumber(version: string): number {
  const parts = version.trim().replace(/^v/i, '').split('.');
  if (parts.length === 0 || parts.length > 3 || parts.some((part) => !/^\d+$/.test(part))) {
    throw new Error(`not a version: "${version}" (expected major.minor.patch)`);
  }
  const [major = 0, minor = 0, patch = 0] = parts.map(Number);
  return major * 10000 + minor * 100 + patch;
}

export function isOutdated(builtIn: string, server: string): boolean {
  return versionNumber(builtIn) < versionNumber(server);
}

export interface VersionCheckDeps {
  builtIn: string;
  /** The version check is skipped in development mode (spec section 4). */
  enabled: boolean;
  fetchServerVersion: () => Promise<string | undefined>;
  /** Session flag: once the prompt was shown in this browser session it is not repeated. */
  wasPrompted: () => boolean;
  markPrompted: () => void;
  /** Shows 版本更新 with the single 确定 button; resolves when it is confirmed. */
  prompt: () => Promise<void>;
  clearAndReload: () => void;
}

/** Returns a check that never overlaps itself and never throws (a failing check must not block navigation). */
export function createVersionCheck(deps: VersionCheckDeps): () => Promise<'skipped' | 'current' | 'outdated'> {
  let running: Promise<'skipped' | 'current' | 'outdated'> | undefined;
  const run = async (): Promise<'skipped' | 'current' | 'outdated'> => {
    if (!deps.enabled || deps.wasPrompted()) return 'skipped';
    let server: string | undefined;
    try {
      server = await deps.fetchServerVersion();
    } catch {
      return 'skipped';
    }
    if (!server) return 'skipped';
    let outdated: boolean;
    try {
      outdated = isOutdated(deps.builtIn, server);
    } catch {
      return 'skipped';
    }
    if (!outdated) return 'current';
    if (deps.wasPrompted()) return 'skipped';
    deps.markPrompted();
    await deps.prompt();
    deps.clearAndReload();
    return 'outdated';
  };
  return () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}
