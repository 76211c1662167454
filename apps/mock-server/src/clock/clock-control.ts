import type { ControlHandlers } from '../control/control-routes';
import { clockOf } from './clock-of';

type ClockHandlers = Pick<
  ControlHandlers,
  'controlClock' | 'controlClockSet' | 'controlClockAdvance' | 'controlClockFreeze' | 'controlClockReal'
>;

/** The control API's clock calls: each moves the request's clock and answers its state. */
export const clockControlHandlers: ClockHandlers = {
  controlClock: ({ request }) => clockOf(request).state(),
  controlClockSet: ({ body, request }) => {
    const clock = clockOf(request);
    clock.set(body.time);
    return clock.state();
  },
  controlClockAdvance: ({ body, request }) => {
    const clock = clockOf(request);
    clock.advance(body.ms);
    return clock.state();
  },
  controlClockFreeze: ({ request }) => {
    const clock = clockOf(request);
    clock.freeze();
    return clock.state();
  },
  controlClockReal: ({ request }) => {
    const clock = clockOf(request);
    clock.real();
    return clock.state();
  },
};
