import { LoginOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';

/** The corner button of a logged-out visitor; a module of its own so that signed-in pages never load FloatButton. */
export function LoginFloatButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <FloatButton type="primary" icon={<LoginOutlined />} tooltip={label} aria-label={label} onClick={onClick} />;
}
