import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

const badgeOf = (count: number) =>
  render(
    <CountBadge count={count} overflowCount={9999}>
      <button type="button">已添加报价清单</button>
    </CountBadge>,
  );

describe('CountBadge', () => {
  it('shows the count beside what it wraps', () => {
    badgeOf(12);
    expect(screen.getByRole('button', { name: '已添加报价清单' })).toBeInTheDocument();
    expect(screen.getByTitle('12')).toHaveTextContent('12');
  });

  it('shows no badge for 0', () => {
    const { container } = badgeOf(0);
    expect(container.querySelector('sup')).toBeNull();
  });

  it('shows a count above the overflow as the overflow with a plus, the full count in its title', () => {
    badgeOf(10000);
    expect(screen.getByTitle('10000')).toHaveTextContent('9999+');
  });
});
