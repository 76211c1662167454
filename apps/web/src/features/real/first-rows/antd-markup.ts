/**
 * The markup antd's components render for the props the quotation list's first rows use, made with the DOM alone
 * (React and antd have not loaded when they are painted): the same elements, classes, attributes and inline styles, so
 * the stylesheet of antd's first-screen styles (app/first-styles.ts) gives them antd's look. The unit test renders
 * each beside antd's own and compares them.
 */
import HolderOutlined from '@ant-design/icons-svg/es/asn/HolderOutlined';
import type { CSSProperties } from 'react';

/** The classes antd puts on its components: its style hash and the theme's CSS-variable key. */
export interface AntdClasses {
  hash: string;
  cssVar: string;
}

export type Child = Node | string | false | null | undefined;

export interface ElementProps {
  className?: string;
  style?: CSSProperties;
  /** Attributes in React's order; an undefined one is left out. */
  attrs?: Record<string, string | undefined>;
}

/** Numeric style values React writes without a unit (a subset of its list: those the list's styles use). */
const UNITLESS = new Set(['zIndex', 'fontWeight', 'opacity', 'lineHeight', 'flex', 'flexGrow', 'flexShrink', 'order']);

/** Sets an inline style the way React does: property by property, numbers in px unless unitless, nothing for empty. */
export function applyStyle(element: HTMLElement | SVGElement, style: CSSProperties): void {
  for (const [name, value] of Object.entries(style) as Array<[string, unknown]>) {
    if (value === undefined || value === null || typeof value === 'boolean' || value === '') continue;
    const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value);
    (element.style as unknown as Record<string, string>)[name] = text.trim();
  }
}

/** An element with its props and children (strings become text). */
export function h(doc: Document, tag: string, props: ElementProps = {}, ...children: Child[]): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  if (props.className) element.className = props.className;
  if (props.style) applyStyle(element, props.style);
  for (const child of children) {
    if (child === false || child === null || child === undefined || child === '') continue;
    element.append(child);
  }
  return element;
}

/** antd's Checkbox, unchecked, with an aria-label. */
export function checkbox(doc: Document, classes: AntdClasses, label: string): HTMLElement {
  return h(
    doc,
    'label',
    { className: `ant-checkbox-wrapper ${classes.cssVar} ant-checkbox-css-var ${classes.hash}` },
    h(
      doc,
      'span',
      { className: `ant-checkbox ant-wave-target ${classes.hash}` },
      h(doc, 'input', { attrs: { 'aria-label': label, type: 'checkbox' }, className: 'ant-checkbox-input' }),
    ),
  );
}

/** antd's Input, size small, showing `value`. */
export function smallInput(doc: Document, classes: AntdClasses, label: string, value: string): HTMLElement {
  const input = h(doc, 'input', {
    attrs: { 'aria-label': label, type: 'text', value },
    className: `ant-input ant-input-sm ${classes.hash} ant-input-outlined ${classes.cssVar} ant-input-css-var`,
  });
  (input as HTMLInputElement).value = value;
  return input;
}

/** antd's Tag of a preset colour. */
export function tag(
  doc: Document,
  classes: AntdClasses,
  color: string,
  style: CSSProperties,
  text: string,
): HTMLElement {
  return h(
    doc,
    'span',
    { className: `ant-tag ant-tag-filled ant-tag-${color} ${classes.hash} ${classes.cssVar}`, style },
    text,
  );
}

/** antd's Typography.Title of level 4. */
export function title4(doc: Document, classes: AntdClasses, style: CSSProperties, text: string): HTMLElement {
  return h(doc, 'h4', { className: `ant-typography ${classes.hash} ${classes.cssVar}`, style }, text);
}

/** antd's Typography.Text, secondary and struck through. */
export function deletedSecondaryText(
  doc: Document,
  classes: AntdClasses,
  style: CSSProperties,
  title: string,
  text: string,
): HTMLElement {
  return h(
    doc,
    'span',
    {
      className: `ant-typography ant-typography-secondary ${classes.hash} ${classes.cssVar}`,
      style,
      attrs: { title },
    },
    h(doc, 'del', {}, text),
  );
}

/** antd's Flex, wrapping, its items centred and spread, with a numeric gap. */
export function spreadFlex(
  doc: Document,
  classes: AntdClasses,
  style: CSSProperties,
  gap: number,
  ...children: Child[]
): HTMLElement {
  return h(
    doc,
    'div',
    {
      className: `ant-flex ${classes.hash} ${classes.cssVar} ant-flex-wrap-wrap ant-flex-align-center ant-flex-justify-space-between`,
      style: { ...style, gap },
    },
    ...children,
  );
}

interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

function svgNode(doc: Document, node: IconNode, root?: Record<string, string>): Element {
  const element = doc.createElementNS('http://www.w3.org/2000/svg', node.tag);
  for (const [name, value] of Object.entries({ ...node.attrs, ...root })) element.setAttribute(name, value);
  for (const child of node.children ?? []) element.append(svgNode(doc, child));
  return element;
}

/** @ant-design/icons' HolderOutlined: its span and svg, as its React component renders them. */
export function holderIcon(doc: Document): HTMLElement {
  const { icon, name } = HolderOutlined as unknown as { icon: IconNode; name: string };
  return h(
    doc,
    'span',
    { attrs: { role: 'img', 'aria-label': name }, className: `anticon anticon-${name}` },
    svgNode(doc, icon, {
      'data-icon': name,
      width: '1em',
      height: '1em',
      fill: 'currentColor',
      'aria-hidden': 'true',
    }),
  );
}
