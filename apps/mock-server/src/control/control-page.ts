import { escapeHtml } from '../domain/documents/escape';
import { CONTROL_PREFIX } from './paths';

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f7fb;color:#1f2329}
header{background:#0059FF;color:#fff;padding:12px 20px;display:flex;gap:16px;align-items:center}
header h1{font-size:18px;margin:0;flex:1}header a{color:#fff}
main{display:grid;grid-template-columns:repeat(auto-fit,minmax(360px,1fr));gap:14px;padding:14px}
section{background:#fff;border-radius:8px;padding:12px 14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
section.wide{grid-column:1/-1}
h2{font-size:15px;margin:0 0 8px}
label{display:inline-flex;gap:4px;align-items:center;margin:2px 8px 2px 0}
input,select{font:inherit;padding:2px 6px;border:1px solid #c9cdd4;border-radius:4px}
input[type=number]{width:6em}
button{font:inherit;padding:3px 10px;border:1px solid #0059FF;background:#0059FF;color:#fff;border-radius:4px;cursor:pointer;margin:2px 4px 2px 0}
button:disabled{opacity:.4;cursor:default}button.secondary{background:#fff;color:#0059FF}button.danger{background:#d4380d;border-color:#d4380d}
table{border-collapse:collapse;width:100%;font-size:13px}th,td{border-bottom:1px solid #eef0f3;padding:3px 6px;text-align:left;vertical-align:top}
code{font:12px ui-monospace,Menlo,Consolas,monospace}.bad{color:#d4380d}.ok{color:#389e0d}
#toast{position:fixed;right:16px;bottom:16px;max-width:480px;background:#1f2329;color:#fff;padding:8px 12px;border-radius:6px;display:none;white-space:pre-wrap}
`;

const SCRIPT = `
const base = ${JSON.stringify(CONTROL_PREFIX)};
const $ = (id) => document.getElementById(id);
const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c]));
function toast(text, bad) {
  const box = $('toast'); box.textContent = text; box.style.background = bad ? '#d4380d' : '#1f2329';
  box.style.display = 'block'; clearTimeout(toast.timer); toast.timer = setTimeout(() => (box.style.display = 'none'), 4000);
}
// A server started with a control token wants it on every call: from #token=... in the page's address, or asked for once.
let controlToken = new URLSearchParams(location.hash.slice(1)).get('token') || sessionStorage.getItem('control-token') || '';
if (controlToken) sessionStorage.setItem('control-token', controlToken);
async function call(method, path, body, retried) {
  const init = { method, headers: {} };
  if (controlToken) init.headers['control-token'] = controlToken;
  if (body !== undefined) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
  const response = await fetch(base + path, init);
  const envelope = await response.json();
  if (envelope.stat.err === 1020 && !retried && /control-token/.test(envelope.stat.msg || '')) {
    const typed = prompt('Control token (set with --control-token / MOCK_CONTROL_TOKEN when the server started)');
    if (typed) { controlToken = typed; sessionStorage.setItem('control-token', typed); return call(method, path, body, true); }
  }
  if (envelope.stat.err !== 0) { toast(envelope.stat.err + ': ' + envelope.stat.msg, true); throw new Error(envelope.stat.msg); }
  return envelope.data;
}
async function act(method, path, body) { const data = await call(method, path, body); toast('OK ' + path); await refresh(); return data; }
const num = (id) => Number($(id).value);

async function refresh() {
  const [state, users] = await Promise.all([call('GET', '/state'), call('GET', '/users')]);
  $('maintenance').textContent = state.maintenance ? 'ON (every product call answers 20)' : 'off';
  $('maintenance').className = state.maintenance ? 'bad' : 'ok';
  $('verification').textContent = state.verifySignature ? 'on' : 'OFF (signatures are not checked)';
  $('verification').className = state.verifySignature ? 'ok' : 'bad';
  $('webVersion').placeholder = state.webVersion; $('currentVersion').textContent = state.webVersion;
  const adj = state.adjustment;
  $('adjustment').innerHTML = 'run: <b>' + adj.run + '</b>, last: ' + new Date(adj.last * 1000).toLocaleString()
    + (adj.until ? ', completes ' + new Date(adj.until * 1000).toLocaleTimeString() : '')
    + (adj.repeat ? ', repeating every ' + adj.repeat.every + ' s' : '')
    + '<br>' + Object.entries(adj.prices).map(([code, price]) => code + ' ' + price).join(' · ');
  $('auto').textContent = state.qrAutoConfirm ? 'confirm as ' + state.qrAutoConfirm.user + ' after ' + state.qrAutoConfirm.seconds + ' s' : 'off';
  const options = users.users.map((user) => '<option value="' + escapeHtml(user.account) + '">' + escapeHtml(user.account + ' ' + user.name) + '</option>').join('');
  for (const select of document.querySelectorAll('select.users')) { const value = select.value; select.innerHTML = options; if (value) select.value = value; }
  $('qrs').innerHTML = state.qrs.map((qr) => '<tr><td><code>' + escapeHtml(qr.tag) + '</code></td><td>' + escapeHtml(qr.state) + (qr.user ? ' (' + escapeHtml(qr.user) + ')' : '')
    + '</td><td>' + new Date(qr.expire * 1000).toLocaleTimeString() + '</td><td>'
    + ['scan', 'confirm', 'reject', 'expire'].map((step) => '<button class="secondary" data-qr="' + escapeHtml(qr.tag) + '" data-step="' + step + '">' + step + '</button>').join('')
    + ' <a href="' + base + '/qr/phone?tag=' + encodeURIComponent(qr.tag) + '" target="_blank">phone page</a></td></tr>').join('') || '<tr><td colspan="4">No QR issued yet (the login dialog issues one).</td></tr>';
  $('users').innerHTML = users.users.map((user) => '<tr><td><b>' + escapeHtml(user.account) + '</b><br>' + escapeHtml(user.name) + '</td><td>' + (user.demoPassword ? 'demo password' : 'password changed')
    + '</td><td>' + (user.approve ? 'approve' : '') + ' modes ' + user.modes.join(',') + '<br><small>' + escapeHtml(user.grants.filter((g) => g.startsWith('PriceAuth')).join(' ')) + '</small></td><td>'
    + user.tokens.map((token) => '<code>' + escapeHtml(token.slice(0, 12)) + '…</code> <button class="danger" data-revoke="' + escapeHtml(token) + '">revoke</button>').join('<br>') + '</td></tr>').join('');
  $('faults').innerHTML = state.faults.map((fault) => '<tr><td>' + fault.id + '</td><td><code>' + escapeHtml((fault.method || '*') + ' ' + fault.pattern) + '</code></td><td>'
    + escapeHtml(fault.kind + (fault.ms !== undefined ? ' ' + fault.ms + ' ms' : '') + (fault.code !== undefined ? ' code ' + fault.code : '') + (fault.times !== undefined ? ' ×' + fault.times : ''))
    + '</td><td>' + fault.hits + '</td><td><button class="secondary" data-fault="' + fault.id + '">remove</button></td></tr>').join('') || '<tr><td colspan="5">No faults.</td></tr>';
  await refreshJournal();
  await refreshClock();
  await refreshNamespaces();
}
// The namespace this page (and the web app in this browser) works in: the mock-namespace cookie, default without it.
function currentNamespace() {
  const match = document.cookie.split('; ').find((pair) => pair.startsWith('mock-namespace='));
  return match ? decodeURIComponent(match.slice('mock-namespace='.length)) : 'default';
}
function useNamespace(name) {
  document.cookie = name && name !== 'default'
    ? 'mock-namespace=' + encodeURIComponent(name) + '; path=/; SameSite=Strict'
    : 'mock-namespace=; path=/; max-age=0; SameSite=Strict';
}
async function refreshNamespaces() {
  const [list, snaps] = await Promise.all([call('GET', '/namespace/list'), call('GET', '/snapshot/list')]);
  $('namespace').textContent = list.current;
  $('namespaceLimits').textContent = list.namespaces.length + ' of at most ' + list.limit + ', dropped after ' + Math.round(list.idleSeconds / 60) + ' min unused';
  $('namespaceNames').innerHTML = list.namespaces.map((ns) => '<option value="' + escapeHtml(ns.name) + '">').join('');
  $('namespaces').innerHTML = list.namespaces.map((ns) => '<tr><td>' + (ns.name === list.current ? '<b>' + escapeHtml(ns.name) + '</b>' : escapeHtml(ns.name)) + '</td><td>'
    + Math.round(ns.bytes / 1024) + ' KiB</td><td>' + ns.sessions + '</td><td>' + new Date(ns.lastUsed).toLocaleTimeString() + '</td><td>'
    + '<button class="secondary" data-use-namespace="' + escapeHtml(ns.name) + '">use</button>'
    + '<button class="danger" data-delete-namespace="' + escapeHtml(ns.name) + '">' + (ns.name === 'default' ? 'reset' : 'drop') + '</button></td></tr>').join('');
  $('snapshots').innerHTML = snaps.snapshots.map((snap) => '<tr><td><b>' + escapeHtml(snap.name) + '</b></td><td>' + escapeHtml(snap.namespace) + '</td><td>'
    + new Date(snap.savedAt).toLocaleString() + '</td><td>' + Math.round(snap.bytes / 1024) + ' KiB</td><td>'
    + '<button data-restore-snapshot="' + escapeHtml(snap.name) + '">restore here</button>'
    + '<a href="' + base + '/snapshot/export?name=' + encodeURIComponent(snap.name) + '">export</a> '
    + '<button class="danger" data-delete-snapshot="' + escapeHtml(snap.name) + '">delete</button></td></tr>').join('') || '<tr><td colspan="5">No snapshots yet.</td></tr>';
}
function describeOffset(ms) {
  const sign = ms < 0 ? '-' : '+';
  let rest = Math.abs(Math.round(ms / 1000));
  const days = Math.floor(rest / 86400); rest -= days * 86400;
  const hours = Math.floor(rest / 3600); rest -= hours * 3600;
  const minutes = Math.floor(rest / 60); const seconds = rest - minutes * 60;
  return sign + (days ? days + ' d ' : '') + String(hours).padStart(2, '0') + ':' + String(minutes).padStart(2, '0') + ':' + String(seconds).padStart(2, '0');
}
async function refreshClock() {
  const clock = await call('GET', '/clock');
  $('clock').innerHTML = '<b>' + escapeHtml(new Date(clock.now).toLocaleString()) + '</b> <code>' + clock.now + '</code>, '
    + (clock.frozen ? '<span class="bad">frozen</span>' : 'running') + ', '
    + (clock.offset === 0 ? '<span class="ok">real time</span>' : '<span class="bad">' + describeOffset(clock.offset) + ' from the real time</span>');
  if (!$('clockTime').value) {
    const local = new Date(clock.now - new Date(clock.now).getTimezoneOffset() * 60000);
    $('clockTime').value = local.toISOString().slice(0, 19);
  }
}
async function refreshJournal() {
  const query = new URLSearchParams({ limit: $('journalLimit').value || '50' });
  if ($('journalPath').value) query.set('path', $('journalPath').value);
  const { entries } = await call('GET', '/journal?' + query);
  $('journal').innerHTML = entries.map((entry) => '<tr><td>' + entry.seq + '</td><td>' + new Date(entry.at).toLocaleTimeString() + '</td><td>' + escapeHtml(entry.method)
    + ' <code>' + escapeHtml(entry.path) + '</code></td><td>' + entry.status + '</td><td class="' + (entry.err ? 'bad' : 'ok') + '">' + (entry.err ?? '')
    + '</td><td>' + escapeHtml(entry.verification) + (entry.fault ? ' / ' + escapeHtml(entry.fault) : '') + '</td><td>' + entry.ms + '</td><td><small>' + escapeHtml(entry.msg ?? '') + '</small></td></tr>').join('');
}

document.addEventListener('click', async (event) => {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  try {
    if (target.dataset.qr) {
      const body = { tag: target.dataset.qr };
      if (target.dataset.step === 'confirm') body.user = $('qrUser').value;
      await act('POST', '/qr/' + target.dataset.step, body);
    } else if (target.dataset.revoke) await act('POST', '/token/revoke', { token: target.dataset.revoke });
    else if (target.dataset.fault) await act('POST', '/faults/clear', { id: Number(target.dataset.fault) });
    else if (target.dataset.useNamespace) { useNamespace(target.dataset.useNamespace); await refresh(); }
    else if (target.dataset.deleteNamespace) {
      if (confirm('Drop namespace ' + target.dataset.deleteNamespace + ' with its data?')) await act('POST', '/namespace/delete', { name: target.dataset.deleteNamespace });
    } else if (target.dataset.restoreSnapshot) {
      if (confirm('Replace the data of namespace ' + currentNamespace() + ' with snapshot ' + target.dataset.restoreSnapshot + '?')) await act('POST', '/snapshot/restore', { name: target.dataset.restoreSnapshot });
    } else if (target.dataset.deleteSnapshot) {
      if (confirm('Delete snapshot ' + target.dataset.deleteSnapshot + '?')) await act('POST', '/snapshot/delete', { name: target.dataset.deleteSnapshot });
    }
    else if (target.dataset.action) await actions[target.dataset.action]();
  } catch (error) { console.error(error); }
});

const actions = {
  reset: () => confirm('Reset the data of namespace ' + currentNamespace() + ' to the seed?') && act('POST', '/reset'),
  maintenanceOn: () => act('POST', '/maintenance', { on: true }),
  maintenanceOff: () => act('POST', '/maintenance', { on: false }),
  verificationOn: () => act('POST', '/verification', { on: true }),
  verificationOff: () => act('POST', '/verification', { on: false }),
  webVersion: () => act('POST', '/web-version', { version: $('webVersion').value }),
  autoConfirm: () => act('POST', '/qr/auto-confirm', { seconds: num('autoSeconds'), user: $('autoUser').value }),
  autoConfirmOff: () => act('POST', '/qr/auto-confirm', { seconds: 0 }),
  adjustmentStart: () => act('POST', '/adjustment/start', { seconds: num('adjSeconds'), deltas: JSON.parse($('adjDeltas').value || '{}') }),
  adjustmentStop: () => act('POST', '/adjustment/stop'),
  adjustmentRepeat: () => act('POST', '/adjustment/repeat', { every: num('repeatEvery'), seconds: num('adjSeconds'), deltas: JSON.parse($('adjDeltas').value || '{}') }),
  adjustmentRepeatOff: () => act('POST', '/adjustment/repeat', { every: 0 }),
  revokeToken: () => act('POST', '/token/revoke', { token: $('revokeToken').value.trim() }),
  addFault: () => {
    const fault = { pattern: $('faultPattern').value.trim(), kind: $('faultKind').value };
    if ($('faultMethod').value) fault.method = $('faultMethod').value;
    if ($('faultMs').value) fault.ms = num('faultMs');
    if ($('faultCode').value) fault.code = num('faultCode');
    if ($('faultMessage').value) fault.message = $('faultMessage').value;
    if ($('faultTimes').value) fault.times = num('faultTimes');
    return act('POST', '/faults', fault);
  },
  clearFaults: () => act('POST', '/faults/clear', {}),
  journal: () => refreshJournal(),
  namespaceUse: () => { useNamespace($('namespaceName').value.trim()); return refresh(); },
  snapshotSave: () => act('POST', '/snapshot/save', { name: $('snapshotName').value.trim() }),
  clockSet: () => {
    const time = new Date($('clockTime').value).getTime();
    if (!Number.isFinite(time)) return toast('Pick a date and time first', true);
    return act('POST', '/clock/set', { time });
  },
  clockAdvance: () => act('POST', '/clock/advance', { ms: Math.round(num('clockAmount') * Number($('clockUnit').value)) }),
  clockFreeze: () => act('POST', '/clock/freeze'),
  clockReal: () => { $('clockTime').value = ''; return act('POST', '/clock/real'); },
};

refresh();
setInterval(() => { if ($('live').checked) refresh().catch(() => {}); }, 2000);
`;

/**
 * The control page: plain HTML and inline script over the control API, so it works without any build. `backend`
 * says who answers the calls (proxy mode, replay, drift switch: src/proxy/status.ts), fixed while the server runs.
 */
export function renderControlPage(backend: readonly string[] = []): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mock server control</title><style>${STYLE}</style></head>
<body>
<header><h1>Cable quote mock server · scenario control</h1>
<label><input type="checkbox" id="live" checked> live</label>
<a href="/docs" target="_blank">API docs</a><a href="/" target="_blank">web app</a>
<button class="danger" data-action="reset">Reset to seed</button></header>
<main>
<section class="wide"><h2>Namespace and snapshots</h2>
<p>This page and the web app in this browser work in namespace <b id="namespace"></b> (cookie <code>mock-namespace</code>; other clients send the <code>mock-namespace</code> header). Each namespace has its own data, sessions, faults, journal and clock; a new one starts from the seed. <small id="namespaceLimits"></small></p>
<label>namespace <input id="namespaceName" list="namespaceNames" size="20" placeholder="default"></label><datalist id="namespaceNames"></datalist>
<button data-action="namespaceUse">Use</button>
<table><thead><tr><th>namespace</th><th>size</th><th>sessions</th><th>last used</th><th></th></tr></thead><tbody id="namespaces"></tbody></table>
<p><label>snapshot name <input id="snapshotName" size="20" placeholder="quote-500-items"></label><button data-action="snapshotSave">Save this namespace</button>
<small>A snapshot keeps the namespace's whole state; restore brings it into the namespace in use. Start a server with <code>--snapshot FILE</code> to load exported snapshots.</small></p>
<table><thead><tr><th>snapshot</th><th>saved from</th><th>saved</th><th>size</th><th></th></tr></thead><tbody id="snapshots"></tbody></table></section>
<section class="wide"><h2>Backend</h2><ul id="backend">${backend.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></section>
<section><h2>Maintenance</h2><p>Now: <b id="maintenance"></b></p>
<button data-action="maintenanceOn">On</button><button class="secondary" data-action="maintenanceOff">Off</button></section>
<section><h2>Signature verification</h2><p>Now: <b id="verification"></b></p>
<button data-action="verificationOn">On</button><button class="secondary" data-action="verificationOff">Off</button></section>
<section><h2>Server web version</h2><p>Now: <b id="currentVersion"></b> (the web app has 2.9.12 built in; a higher version asks users to update)</p>
<label>version <input id="webVersion" size="10"></label><button data-action="webVersion">Set</button></section>
<section class="wide"><h2>Login QR codes</h2>
<label>confirm as <select id="qrUser" class="users"></select></label>
<table><thead><tr><th>tag</th><th>state</th><th>expires</th><th></th></tr></thead><tbody id="qrs"></tbody></table>
<p>Auto-confirm: <b id="auto"></b><br><label>after <input id="autoSeconds" type="number" min="1" value="3"> s</label>
<label>as <select id="autoUser" class="users"></select></label>
<button data-action="autoConfirm">Turn on</button><button class="secondary" data-action="autoConfirmOff">Off</button></p></section>
<section><h2>Price adjustment</h2><p id="adjustment"></p>
<label>run for <input id="adjSeconds" type="number" min="1" value="30"> s</label>
<label>deltas % <input id="adjDeltas" value='{"cu": 2, "al": -1}' size="18"></label><br>
<button data-action="adjustmentStart">Start</button><button class="secondary" data-action="adjustmentStop">Complete now</button><br>
<label>repeat every <input id="repeatEvery" type="number" min="1" value="120"> s</label>
<button data-action="adjustmentRepeat">Repeat</button><button class="secondary" data-action="adjustmentRepeatOff">Stop repeating</button></section>
<section><h2>Clock</h2><p>Server time: <span id="clock"></span><br>
<small>stat.sec, QR expiry, the price adjustment, upload tokens, dates and numbers, history times and the signature window follow it; the web app follows stat.sec.</small></p>
<label>set to <input id="clockTime" type="datetime-local" step="1"></label><button data-action="clockSet">Set</button><br>
<label>advance <input id="clockAmount" type="number" min="0" value="20"></label>
<select id="clockUnit"><option value="1000">s</option><option value="60000">min</option><option value="3600000">h</option><option value="86400000">days</option></select>
<button data-action="clockAdvance">Advance</button><br>
<button class="secondary" data-action="clockFreeze">Freeze</button><button class="secondary" data-action="clockReal">Back to real time</button></section>
<section class="wide"><h2>Demo users and tokens</h2>
<table><thead><tr><th>account</th><th>password</th><th>role</th><th>live tokens</th></tr></thead><tbody id="users"></tbody></table>
<label>token <input id="revokeToken" size="40"></label><button class="danger" data-action="revokeToken">Revoke</button></section>
<section class="wide"><h2>Latency and faults</h2>
<label>path <input id="faultPattern" value="/biz/qms/inventory/*" size="26"></label>
<label>method <select id="faultMethod"><option value="">any</option><option>POST</option><option>GET</option></select></label>
<label>kind <select id="faultKind"><option>latency</option><option>hang</option><option>drop</option><option>error</option></select></label>
<label>ms <input id="faultMs" type="number" min="0"></label><label>code <input id="faultCode" type="number" min="1"></label>
<label>message <input id="faultMessage" size="16"></label><label>times <input id="faultTimes" type="number" min="1"></label>
<button data-action="addFault">Add</button><button class="secondary" data-action="clearFaults">Clear all</button>
<table><thead><tr><th>id</th><th>match</th><th>fault</th><th>hits</th><th></th></tr></thead><tbody id="faults"></tbody></table></section>
<section class="wide"><h2>Request journal</h2>
<label>last <input id="journalLimit" type="number" min="1" value="50"></label><label>path contains <input id="journalPath" size="20"></label>
<button class="secondary" data-action="journal">Refresh</button>
<table><thead><tr><th>#</th><th>time</th><th>call</th><th>HTTP</th><th>err</th><th>verification / fault</th><th>ms</th><th>message</th></tr></thead><tbody id="journal"></tbody></table></section>
</main><div id="toast"></div>
<script>${SCRIPT}</script></body></html>`;
}
