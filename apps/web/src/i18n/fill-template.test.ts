import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('puts values in their places and leaves unknown names as written', () => {
    expect(fillTemplate('Group {group}: {count} rows, {missing}', { group: 2, count: 5 })).toBe(
      'Group 2: 5 rows, {missing}',
    );
  });

  it('picks the singular word for a count of one and the plural word otherwise', () => {
    const template = '{count} {count|item|items}';
    expect(fillTemplate(template, { count: 1 })).toBe('1 item');
    expect(fillTemplate(template, { count: 0 })).toBe('0 items');
    expect(fillTemplate(template, { count: 2 })).toBe('2 items');
    expect(fillTemplate(template, { count: '1' })).toBe('1 item');
  });

  it('returns the template untouched without values', () => {
    expect(fillTemplate('{count} {count|item|items}')).toBe('{count} {count|item|items}');
  });
});
