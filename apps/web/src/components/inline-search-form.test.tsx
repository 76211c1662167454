import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineSearchForm, SearchField } from './inline-search-form';

function Bar({ onSearch }: { onSearch: () => void }) {
  return (
    <InlineSearchForm onSearch={onSearch}>
      <SearchField label="关键字" htmlFor="keyword">
        <input id="keyword" />
      </SearchField>
      <SearchField>
        <button type="submit">搜索</button>
      </SearchField>
    </InlineSearchForm>
  );
}

describe('InlineSearchForm', () => {
  it('names each control by its label', () => {
    render(<Bar onSearch={() => undefined} />);
    expect(screen.getByRole('textbox', { name: '关键字' })).toBeInTheDocument();
  });

  it('searches on the submit button and on Enter in a field, without leaving the page', async () => {
    const onSearch = vi.fn();
    render(<Bar onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), 'YJV{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
