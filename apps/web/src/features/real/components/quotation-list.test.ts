import { describe, expect, it } from 'vitest';
import { assignRowSlots } from './quotation-list';

describe('assignRowSlots (which mounted row shows which item)', () => {
  it('keeps the rows of items still in view and gives the row of an item that left to the item that came in', () => {
    const shown = assignRowSlots(new Map(), ['a', 'b', 'c']);
    expect([...shown]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    const scrolled = assignRowSlots(shown, ['b', 'c', 'd']);
    expect([...scrolled]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 0],
    ]);
  });

  it('gives new items the lowest free rows, each row to one item', () => {
    const slots = assignRowSlots(
      new Map([
        ['a', 0],
        ['b', 2],
      ]),
      ['x', 'b', 'y', 'z'],
    );
    expect([...slots.values()].sort()).toEqual([0, 1, 2, 3]);
    expect(slots.get('b')).toBe(2);
    expect(slots.get('x')).toBe(0);
  });
});
