import { render, renderHook } from '@testing-library/react';
import { Typography } from 'antd';
import { SELECTION_COLUMN } from 'antd/es/table/hooks/useSelection';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import useSelectionWithoutRowSelection from './table-without-selection';
import TypographyWithoutEllipsis from './typography-without-ellipsis';

/** The markup a tree renders (antd's styles go to the document's head, not into it). */
function markupOf(tree: ReactElement): string {
  const { container, unmount } = render(tree);
  const markup = container.innerHTML;
  unmount();
  return markup;
}

describe("Typography's stand-in (the build's Typography Base without ellipsis, copy and edit)", () => {
  // Unit tests run antd as published, so antd's own Typography here renders its real Base.
  const cases: Array<{ name: string; antd: () => ReactElement; standIn: () => ReactElement }> = [
    {
      name: 'a plain text',
      antd: () => <Typography.Text>型号</Typography.Text>,
      standIn: () => <TypographyWithoutEllipsis component="span">型号</TypographyWithoutEllipsis>,
    },
    {
      name: 'a secondary text with a style',
      antd: () => (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
          属性
        </Typography.Text>
      ),
      standIn: () => (
        <TypographyWithoutEllipsis component="span" type="secondary" style={{ display: 'block', marginBottom: 6 }}>
          属性
        </TypographyWithoutEllipsis>
      ),
    },
    {
      name: 'a strong text with a colour',
      antd: () => (
        <Typography.Text strong style={{ color: '#0059FF' }}>
          12.50
        </Typography.Text>
      ),
      standIn: () => (
        <TypographyWithoutEllipsis component="span" strong style={{ color: '#0059FF' }}>
          12.50
        </TypographyWithoutEllipsis>
      ),
    },
    {
      name: 'a warning with a role and several children',
      antd: () => (
        <Typography.Text type="warning" role="status">
          <b>!</b> 按成本价显示
        </Typography.Text>
      ),
      standIn: () => (
        <TypographyWithoutEllipsis component="span" type="warning" role="status">
          <b>!</b> 按成本价显示
        </TypographyWithoutEllipsis>
      ),
    },
    {
      name: 'every decoration, disabled, a class and an aria-label',
      antd: () => (
        <Typography.Text disabled italic code mark underline delete keyboard strong className="x" aria-label="y">
          t
        </Typography.Text>
      ),
      standIn: () => (
        <TypographyWithoutEllipsis
          component="span"
          disabled
          italic
          code
          mark
          underline
          delete
          keyboard
          strong
          className="x"
          aria-label="y"
        >
          t
        </TypographyWithoutEllipsis>
      ),
    },
    {
      name: 'a secondary paragraph',
      antd: () => (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          电力电缆 / YJV
        </Typography.Paragraph>
      ),
      standIn: () => (
        <TypographyWithoutEllipsis component="div" type="secondary" style={{ marginBottom: 8 }}>
          电力电缆 / YJV
        </TypographyWithoutEllipsis>
      ),
    },
    {
      name: 'a title',
      antd: () => (
        <Typography.Title level={4} style={{ margin: 0 }}>
          报价
        </Typography.Title>
      ),
      standIn: () => (
        <TypographyWithoutEllipsis component="h4" style={{ margin: 0 }}>
          报价
        </TypographyWithoutEllipsis>
      ),
    },
    {
      name: 'a link',
      antd: () => (
        <Typography.Link href="/docs" target="_blank" type="danger">
          文档
        </Typography.Link>
      ),
      standIn: () => (
        <TypographyWithoutEllipsis component="a" href="/docs" target="_blank" rel="noopener noreferrer" type="danger">
          文档
        </TypographyWithoutEllipsis>
      ),
    },
  ];

  for (const { name, antd, standIn } of cases) {
    it(`renders ${name} as antd does`, () => {
      const expected = markupOf(antd());
      expect(expected).not.toBe('');
      expect(markupOf(standIn())).toBe(expected);
    });
  }
  it('passes clicks and its ref on', () => {
    const onClick = vi.fn();
    const ref = { current: null as HTMLElement | null };
    const { container } = render(
      <TypographyWithoutEllipsis component="span" ref={ref} onClick={onClick}>
        t
      </TypographyWithoutEllipsis>,
    );
    container.querySelector('span')?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current?.tagName).toBe('SPAN');
  });

  it('fails loudly for ellipsis, copyable or editable', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const feature of [{ ellipsis: true }, { copyable: true }, { editable: true }]) {
      expect(() =>
        render(
          <TypographyWithoutEllipsis component="span" {...feature}>
            t
          </TypographyWithoutEllipsis>,
        ),
      ).toThrow('a Typography with ellipsis, copyable or editable is left out of the build');
    }
    vi.mocked(console.error).mockRestore();
  });
});

describe("the row selection hook's stand-in (the build's table selection without rowSelection)", () => {
  it('drops the SELECTION_COLUMN placeholder, keeps every other column in order and selects nothing', () => {
    const { result, rerender } = renderHook(() => useSelectionWithoutRowSelection<object>({}, undefined));
    const [transformColumns, selectedKeys] = result.current;
    const model = { title: '型号' };
    const price = { title: '价格' };
    const columns = [model, SELECTION_COLUMN, price];
    const transformed = transformColumns(columns);
    expect(transformed).toEqual([model, price]);
    expect(transformed[0]).toBe(model);
    expect(columns).toHaveLength(3);
    expect(selectedKeys.size).toBe(0);
    rerender();
    expect(result.current[0]).toBe(transformColumns);
    expect(result.current[1]).toBe(selectedKeys);
  });

  it('fails loudly for a table with rowSelection', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSelectionWithoutRowSelection({}, { type: 'checkbox' }))).toThrow(
      'a table with rowSelection is left out of the build',
    );
    vi.mocked(console.error).mockRestore();
  });
});
