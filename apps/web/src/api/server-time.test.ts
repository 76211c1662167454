import { describe, expect, it } from 'vitest';
import { createServerTime } from './server-time';

const LOCAL = 1_795_654_800_000;

describe('server time from stat.sec', () => {
  it('stays on the local time while the server agrees within its second', () => {
    let local = LOCAL;
    const time = createServerTime(() => local);
    expect(time.observe(Math.floor(LOCAL / 1000), LOCAL - 40, LOCAL + 30)).toBe(false);
    local += 5_000;
    expect(time.now()).toBe(LOCAL + 5_000);
  });

  it('follows a server an hour ahead, within a second, and keeps following as local time passes', () => {
    let local = LOCAL;
    const time = createServerTime(() => local);
    const serverMs = LOCAL + 3_600_000;
    expect(time.observe(Math.floor(serverMs / 1000), LOCAL - 20, LOCAL + 20)).toBe(true);
    expect(Math.abs(time.now() - serverMs)).toBeLessThan(1000);
    local += 60_000;
    expect(Math.abs(time.now() - (serverMs + 60_000))).toBeLessThan(1000);
  });

  it('follows a server set back to an earlier day', () => {
    const time = createServerTime(() => LOCAL);
    const serverMs = LOCAL - 30 * 86_400_000;
    time.observe(Math.floor(serverMs / 1000), LOCAL, LOCAL);
    expect(Math.abs(time.now() - serverMs)).toBeLessThan(1000);
  });

  it('ignores an answer without a usable second', () => {
    const time = createServerTime(() => LOCAL);
    expect(time.observe(Number.NaN, LOCAL, LOCAL)).toBe(false);
    expect(time.observe(0, LOCAL, LOCAL)).toBe(false);
    expect(time.now()).toBe(LOCAL);
  });
});
