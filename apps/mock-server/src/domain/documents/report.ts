import { html } from './escape';
import { letterhead, page, seal } from './layout';
import type { DocCorp } from './model';

export interface ReportItem {
  name: string;
  requirement: string;
  result: string;
  verdict: string;
}

export interface ReportDoc {
  corp: DocCorp;
  reportNo: string;
  cable: { model: string; scope: string; spec: string; name: string; code: string };
  standard: string;
  items: ReportItem[];
  /** Results recorded for the cable (cable/info/report/update), printed as they were entered. */
  recorded: string[];
  inspector: string;
  auditor: string;
  date: string;
  templateName: string;
  stamp: boolean;
}

export function reportHtml(doc: ReportDoc): string {
  const rows = doc.items.map(
    (item, i) =>
      html`<tr><td class="center">${i + 1}</td><td>${item.name}</td><td>${item.requirement}</td><td>${item.result}</td><td class="center">${item.verdict}</td></tr>`,
  );
  const body = html`<div class="sheet">${letterhead(doc.corp)}<h1>出厂检验报告</h1>
<div class="meta"><div><span>报告编号：</span>${doc.reportNo}</div><div><span>检验日期：</span>${doc.date}</div>
<div><span>产品名称：</span>${doc.cable.name}</div><div><span>型号规格：</span>${doc.cable.model}-${doc.cable.scope} ${doc.cable.spec}</div>
<div><span>产品编码：</span>${doc.cable.code}</div><div><span>检验依据：</span>${doc.standard}</div></div>
<table class="lines"><thead><tr><th>序号</th><th>检验项目</th><th>标准要求</th><th>检验结果</th><th>结论</th></tr></thead><tbody>${rows}</tbody></table>
${doc.recorded.length > 0 ? html`<div class="memo">检验记录：${doc.recorded.map((r) => html`<div>${r}</div>`)}</div>` : ''}
<p><strong>检验结论：</strong>${conclusionOf(doc)}</p>
<div class="parties"><div class="party"><div>检验员：${doc.inspector}</div><div>审核：${doc.auditor}</div></div>
<div class="party">${seal(doc.corp, doc.stamp)}<div>${doc.corp.name}</div><div>质量检验专用章</div></div></div>
<div class="footer">${doc.templateName} · 本报告仅对来样负责，未经书面同意不得部分复制</div></div>`;
  return page(`检验报告 ${doc.reportNo}`, body);
}

function conclusionOf(doc: ReportDoc): string {
  if (doc.items.some((item) => item.verdict === '不合格')) return `有项目不符合 ${doc.standard} 的要求，判定不合格。`;
  if (doc.items.every((item) => item.verdict === '合格')) return `所检项目符合 ${doc.standard} 的要求，判定合格。`;
  return '尚有项目未录入检验结果，待检验完成后判定。';
}
