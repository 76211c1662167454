import { describe, expect, it } from 'vitest';
import { createControllableClock } from '../../src/clock/controllable-clock';
import { fakeClock } from '../../src/store/clock';

const START = Date.UTC(2026, 10, 21, 3, 0, 0);

describe('createControllableClock', () => {
  it('follows its source until moved, then runs on from the moved time', () => {
    const source = fakeClock(START);
    const clock = createControllableClock(source);
    source.advance(500);
    expect(clock.now()).toBe(START + 500);
    clock.set(START + 3_600_000);
    source.advance(1_000);
    expect(clock.state()).toEqual({ now: START + 3_601_000, frozen: false, offset: 3_599_500 });
    clock.advance(20_000);
    expect(clock.now()).toBe(START + 3_621_000);
  });

  it('frozen, stands still while the source runs; set and advance still move it; real brings the source back', () => {
    const source = fakeClock(START);
    const clock = createControllableClock(source);
    clock.advance(60_000);
    clock.freeze();
    source.advance(10_000);
    expect(clock.state()).toEqual({ now: START + 60_000, frozen: true, offset: 50_000 });
    clock.advance(5_000);
    expect(clock.now()).toBe(START + 65_000);
    clock.set(START - 86_400_000);
    expect(clock.state()).toEqual({ now: START - 86_400_000, frozen: true, offset: -86_410_000 });
    clock.real();
    expect(clock.state()).toEqual({ now: START + 10_000, frozen: false, offset: 0 });
  });

  it('a clock that is already controllable is used as it is, so a store and an app never hold two', () => {
    const clock = createControllableClock(fakeClock(START));
    expect(createControllableClock(clock)).toBe(clock);
  });

  it('runs on the system time by default', () => {
    const clock = createControllableClock();
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);
    expect(clock.state().offset).toBeLessThanOrEqual(0);
  });
});
