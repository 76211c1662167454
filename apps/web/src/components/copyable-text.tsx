import Base, { type BlockProps } from 'antd/es/typography/Base';

/**
 * antd's Typography.Text with copyable: what Text renders (Typography's Base as a span), for the text a user copies.
 * The build gives Typography.Text, Paragraph, Title and Link a Base without ellipsis, copy and edit
 * (app/bundle-trims.ts), so a text with a copy button takes antd's own Base here, loaded only by the screens that
 * show one.
 */
export function CopyableText(props: Omit<BlockProps<'span'>, 'component' | 'ellipsis'>) {
  return <Base {...props} component="span" />;
}
