import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { defineEndpoint, type EndpointDef } from './endpoint';
import { Closed } from './schemas/common';

/**
 * The mock server's clock in the control API (tag 'control'). Everything time-based in the server reads it: stat.sec,
 * login QR expiry, the price adjustment's run and last, upload-token expiry, generated dates and numbers, history
 * times and the signature time window (checked against this clock, so a client that follows stat.sec stays valid).
 */

/** The latest time the clock is set to: 9999-12-31T23:59:59.999Z, the last moment a date prints with 4 digits. */
export const CLOCK_MAX_MS = 253_402_300_799_999;
/** The longest single advance: 10 years. */
export const CLOCK_MAX_ADVANCE_MS = 10 * 366 * 24 * 3600_000;

export const ControlClockSchema = Closed(
  {
    now: Type.Integer({ minimum: 0, description: "The server's time, Unix ms" }),
    frozen: Type.Boolean({ description: 'Whether the clock stands still (freeze) instead of running' }),
    offset: Type.Integer({ description: 'now minus the real time, ms (0 on the real time)' }),
  },
  { title: 'ControlClock' },
);
export type ControlClock = Static<typeof ControlClockSchema>;

export const ControlClockSetFormSchema = Closed(
  { time: Type.Integer({ minimum: 0, maximum: CLOCK_MAX_MS, description: 'The time to jump to, Unix ms' }) },
  { title: 'ControlClockSetForm' },
);

export const ControlClockAdvanceFormSchema = Closed(
  {
    ms: Type.Integer({
      minimum: 0,
      maximum: CLOCK_MAX_ADVANCE_MS,
      description: 'How far to move the clock forward, ms (at most 10 years)',
    }),
  },
  { title: 'ControlClockAdvanceForm' },
);

const json = <T extends TSchema>(body: T) => ({ kind: 'json' as const, body });
const clockAnswer = { kind: 'envelope' as const, data: ControlClockSchema };
const control = { tag: 'control' as const, auth: 'public-static' as const, modules: [] };
const exampleClock = { now: 1795654800000, frozen: false, offset: 0 };

export const CLOCK_CONTROL_ENDPOINTS = [
  defineEndpoint({
    ...control,
    id: 'controlClock',
    method: 'GET',
    path: '/__control/clock',
    summary: "The server's clock",
    description: "The server's time (Unix ms), whether it is frozen and how far it is moved from the real time.",
    request: { kind: 'none' },
    response: clockAnswer,
    example: { data: exampleClock },
  }),
  defineEndpoint({
    ...control,
    id: 'controlClockSet',
    method: 'POST',
    path: '/__control/clock/set',
    summary: 'Set the clock',
    description:
      'Jumps to the given time (Unix ms); a running clock runs on from there, a frozen one stays at it. Login QRs past their expiry expire, a price adjustment whose time has come completes, and signatures are checked against the new time.',
    request: json(ControlClockSetFormSchema),
    response: clockAnswer,
    example: { request: { time: 1795741200000 }, data: { now: 1795741200000, frozen: false, offset: 86400000 } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlClockAdvance',
    method: 'POST',
    path: '/__control/clock/advance',
    summary: 'Move the clock forward',
    description:
      'Moves the time forward by ms, as if that long had passed: QR expiry, the adjustment run, upload tokens and the signature window follow.',
    request: json(ControlClockAdvanceFormSchema),
    response: clockAnswer,
    example: { request: { ms: 20000 }, data: { now: 1795654820000, frozen: false, offset: 20000 } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlClockFreeze',
    method: 'POST',
    path: '/__control/clock/freeze',
    summary: 'Stop the clock',
    description: 'The time stands still at its current value until set, advanced or back to the real time.',
    request: { kind: 'none' },
    response: clockAnswer,
    example: { data: { ...exampleClock, frozen: true } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlClockReal',
    method: 'POST',
    path: '/__control/clock/real',
    summary: 'Back to the real time',
    description: 'The clock runs again on the real time (offset 0, not frozen); a reset does the same.',
    request: { kind: 'none' },
    response: clockAnswer,
    example: { data: exampleClock },
  }),
] as const satisfies readonly EndpointDef[];
