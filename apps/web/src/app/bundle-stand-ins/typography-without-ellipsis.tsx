import type { BaseTypographyProps } from 'antd/es/typography/Base';
import { useTypographySemantic } from 'antd/es/typography/hooks/useTypographySemantic';
import { InternalTypography } from 'antd/es/typography/Typography';
import { createElement, forwardRef, type ReactNode } from 'react';

export interface TypographyBaseProps extends BaseTypographyProps {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  disabled?: boolean;
  ellipsis?: unknown;
  editable?: unknown;
  copyable?: unknown;
  actions?: unknown;
  mark?: boolean;
  code?: boolean;
  underline?: boolean;
  delete?: boolean;
  strong?: boolean;
  keyboard?: boolean;
  italic?: boolean;
  /** Typography.Link's anchor attributes. */
  href?: string;
  target?: string;
  rel?: string;
}

/** antd's decorations, each wrapping the text in its element, innermost first (as antd's Base wraps them). */
const DECORATIONS = [
  ['strong', 'strong'],
  ['underline', 'u'],
  ['delete', 'del'],
  ['code', 'code'],
  ['mark', 'mark'],
  ['keyboard', 'kbd'],
  ['italic', 'i'],
] as const;

/**
 * Stands in for antd's Typography Base (antd/es/typography/Base, what Typography.Text, Paragraph, Title and Link
 * render) in the build only (src/app/bundle-trims.ts). No Typography of the app has ellipsis, copyable or editable,
 * and without them Base renders antd's InternalTypography with the type, disabled and link classes around the text in
 * its decorations; that is all this renders, the same elements, classes and styles. Base's code for ellipsis
 * measuring, copying and editing (about 4 KB gzip) rode along with every screen that shows a Typography; a Typography
 * with one of them fails loudly instead.
 */
const TypographyWithoutEllipsis = forwardRef<HTMLElement, TypographyBaseProps>(
  function TypographyWithoutEllipsis(props, ref) {
    const {
      prefixCls: customizePrefixCls,
      className,
      style,
      classNames,
      styles,
      direction: typographyDirection,
      type,
      disabled,
      children,
      ellipsis,
      editable,
      copyable,
      actions: _actions,
      component,
      title,
      onClick,
      onMouseEnter,
      onMouseLeave,
      mark: _mark,
      code: _code,
      underline: _underline,
      delete: _delete,
      strong: _strong,
      keyboard: _keyboard,
      italic: _italic,
      ...textProps
    } = props;
    if (ellipsis || editable || copyable) {
      throw new Error(
        'a Typography with ellipsis, copyable or editable is left out of the build (apps/web/src/app/bundle-trims.ts)',
      );
    }
    const [mergedClassNames, mergedStyles, prefixCls, direction] = useTypographySemantic(
      customizePrefixCls,
      classNames,
      styles,
      typographyDirection,
      props,
    );
    let content: ReactNode = children;
    for (const [prop, element] of DECORATIONS) {
      if (props[prop]) content = createElement(element, {}, content);
    }
    const typeClasses = [
      type && `${prefixCls}-${type}`,
      disabled && `${prefixCls}-disabled`,
      component === 'a' && `${prefixCls}-link`,
      className,
    ];
    return (
      <InternalTypography
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
        className={typeClasses.filter(Boolean).join(' ')}
        classNames={mergedClassNames}
        styles={mergedStyles}
        prefixCls={prefixCls}
        style={style}
        component={component}
        ref={ref}
        direction={direction}
        onClick={onClick}
        title={title}
        {...textProps}
      >
        {content}
      </InternalTypography>
    );
  },
);

export default TypographyWithoutEllipsis;
