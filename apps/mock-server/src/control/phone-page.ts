import { DEFAULT_NAMESPACE, NAMESPACE_HEADER } from '@cable/contracts';
import { CONTROL_PREFIX } from './paths';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** JSON inside a <script> element: "<" is escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface PhoneQrView {
  state: string;
  expire: number;
  user?: string;
}

/**
 * What the login QR opens: a stand-in for the messaging app on a phone, with Scan, Confirm (as a chosen demo user)
 * and Reject, the steps a real user takes after scanning.
 */
export function renderPhonePage(
  tag: string,
  qr: PhoneQrView | null,
  users: readonly { account: string; name: string }[],
  ticket = '',
  namespace = DEFAULT_NAMESPACE,
): string {
  const options = users
    .map(
      (user) => `<option value="${escapeHtml(user.account)}">${escapeHtml(`${user.name}（${user.account}）`)}</option>`,
    )
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>扫码登录确认</title>
<style>
body{font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#ededed;color:#1f2329}
.card{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;text-align:center}
h1{font-size:20px;margin:0 0 4px}p{margin:8px 0}.state{font-size:18px;font-weight:600;margin:16px 0}
select,button{font:inherit;width:100%;padding:10px;margin:6px 0;border-radius:8px;border:1px solid #c9cdd4}
button{border:none;color:#fff;background:#07c160;cursor:pointer}button.scan{background:#0059FF}button:disabled{opacity:.4;cursor:default}button.reject{background:#fff;color:#d4380d;border:1px solid #d4380d}
small{color:#86909c}code{word-break:break-all}
</style></head>
<body><div class="card">
<h1>线缆报价系统 · 登录确认</h1>
<small>Mock messaging app · tag <code>${escapeHtml(tag)}</code></small>
<div class="state" id="state"></div>
<button class="scan" id="scan">扫码 Scan</button>
<select id="user">${options}</select>
<button id="confirm">确认登录 Confirm</button>
<button class="reject" id="reject">拒绝 Reject</button>
<p id="message"></p>
</div>
<script>
const tag = ${scriptJson(tag)};
const ticket = ${scriptJson(ticket)};
// The phone has no cookie of the browser that showed the QR: its calls name the QR's namespace themselves.
const namespace = ${scriptJson(namespace === DEFAULT_NAMESPACE ? '' : namespace)};
const base = ${scriptJson(CONTROL_PREFIX)};
const labels = { Wait: '等待扫码 (Wait)', Scan: '已扫码，请确认 (Scan)', Pass: '已登录 (Pass)', Error: '已拒绝 (Error)', Expire: '二维码已过期 (Expire)' };
function show(qr) {
  document.getElementById('state').textContent = qr ? labels[qr.state] + (qr.user ? ' · ' + qr.user : '') : '没有这个二维码 (unknown tag)';
  const open = qr && (qr.state === 'Wait' || qr.state === 'Scan');
  document.getElementById('scan').disabled = !qr || qr.state !== 'Wait';
  document.getElementById('confirm').disabled = !open;
  document.getElementById('reject').disabled = !open;
}
async function step(path, body) {
  const response = await fetch(base + '/qr/' + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(ticket ? { 'control-ticket': ticket } : {}), ...(namespace ? { ${scriptJson(NAMESPACE_HEADER)}: namespace } : {}) }, body: JSON.stringify(body) });
  const envelope = await response.json();
  document.getElementById('message').textContent = envelope.stat.err === 0 ? '' : envelope.stat.msg;
  if (envelope.data) show(envelope.data.qr);
}
document.getElementById('scan').onclick = () => step('scan', { tag });
document.getElementById('confirm').onclick = () => step('confirm', { tag, user: document.getElementById('user').value });
document.getElementById('reject').onclick = () => step('reject', { tag });
show(${scriptJson(qr)});
</script></body></html>`;
}
