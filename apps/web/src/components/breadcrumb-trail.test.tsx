import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BreadcrumbTrail } from './breadcrumb-trail';

const trail = () =>
  render(
    <MemoryRouter>
      <BreadcrumbTrail
        steps={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'Real', title: <Link to="/real">实时报价</Link> },
          { key: 'Real-quotation', title: '报价清单' },
        ]}
      />
    </MemoryRouter>,
  );

describe('BreadcrumbTrail', () => {
  it('lists the steps from home to the page in one navigation landmark, the earlier ones as links', () => {
    trail();
    const nav = screen.getByRole('navigation');
    const items = nav.querySelectorAll('li:not([aria-hidden])');
    expect([...items].map((item) => item.textContent)).toEqual(['首页', '实时报价', '报价清单']);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '实时报价' })).toHaveAttribute('href', '/real');
    expect(screen.queryByRole('link', { name: '报价清单' })).toBeNull();
  });

  it('puts a slash between two steps, hidden from screen readers', () => {
    trail();
    const separators = screen.getByRole('navigation').querySelectorAll('li[aria-hidden="true"]');
    expect([...separators].map((separator) => separator.textContent)).toEqual(['/', '/']);
    expect(screen.getByRole('list')).toHaveTextContent('首页/实时报价/报价清单');
  });

  it('carries the theme variables class, so its colours follow the theme', () => {
    trail();
    expect(screen.getByRole('navigation')).toHaveClass('css-var-cable');
  });
});
