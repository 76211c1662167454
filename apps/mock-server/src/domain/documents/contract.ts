import { html } from './escape';
import { amountInWords, letterhead, money, page, seal } from './layout';
import type { QuotationDoc } from './model';
import { linesTable } from './quotation-table';
import { excludedNote } from './sums';

export function contractHtml(doc: QuotationDoc, contractNo: string): string {
  const buyer = doc.customer;
  const party = (label: string, name: string) => html`<div><span>${label}：</span>${name || '________________'}</div>`;
  const body = html`<div class="sheet">${letterhead(doc.corp)}<h1>电线电缆购销合同</h1>
<div class="meta">${party('需方（甲方）', buyer?.name ?? '')}<div><span>合同编号：</span>${contractNo}</div>
${party('供方（乙方）', doc.corp.name)}<div><span>签订地点：</span>${doc.corp.city}</div>
<div><span>签订日期：</span>${doc.date}</div><div><span>价格类型：</span>${doc.modeLabel}</div></div>
<p>经甲乙双方友好协商，依据《中华人民共和国民法典》，就甲方向乙方采购电线电缆产品事宜达成如下条款：</p>
<h3>一、产品名称、型号、规格、数量、金额</h3>
${linesTable(doc)}
<p>合同总金额（大写）：<strong>${amountInWords(doc.total)}</strong>（¥ ${money(doc.total, doc.places.amount)}）${doc.unpriced > 0 ? html`，${excludedNote(doc)}，其价格另行约定` : ''}</p>
<div class="clauses"><h3>二、主要条款</h3><ol>
<li>质量标准：按国家标准 GB/T 12706、GB/T 5023 及相关标准执行，乙方随货提供产品合格证与出厂检测报告。</li>
<li>交货地点：${buyer?.address || '由甲方另行书面通知'}；运输方式及费用：${doc.freight > 0 ? `运费 ¥ ${money(doc.freight, doc.places.amount)} 已计入合同总价` : doc.freightWaived ? '合同金额已达免运费标准，乙方免费送货' : '乙方负责送货，费用已含在单价内'}。</li>
<li>结算方式：合同签订后甲方预付 30%，货到验收合格后 30 日内付清余款。</li>
<li>验收：甲方应在货到 7 日内验收，逾期未提出书面异议视为验收合格。</li>
<li>价格说明：本合同价格依据签订当日铜、铝等材料价格确定，签订后不因材料价格波动调整。</li>
<li>违约责任：按《中华人民共和国民法典》有关规定执行。争议由合同签订地人民法院管辖。</li>
</ol></div>
${doc.memo ? html`<div class="memo">其他约定：${doc.memo}</div>` : ''}
<div class="parties">
<div class="party"><strong>需方（甲方）</strong><div>单位名称：${buyer?.name ?? ''}</div><div>法定代表人：${buyer?.leader ?? ''}</div><div>委托代理人：${buyer?.linkman ?? ''}</div><div>电话：${buyer?.phone ?? ''}</div><div>开户行：${buyer?.bank.name ?? ''}</div><div>账号：${buyer?.bank.no ?? ''}</div><div>税号：${buyer?.taxno ?? ''}</div></div>
<div class="party">${seal(doc.corp, doc.stamp)}<strong>供方（乙方）</strong><div>单位名称：${doc.corp.name}</div><div>法定代表人：${doc.corp.legal}</div><div>委托代理人：${doc.seller.name}</div><div>电话：${doc.seller.mobile || doc.corp.linktel}</div><div>开户行：${doc.corp.bank}</div><div>账号：${doc.corp.account}</div><div>税号：${doc.corp.taxno}</div></div>
</div><div class="footer">${doc.templateName} · 本合同一式两份，双方各执一份，自双方签字盖章之日起生效</div></div>`;
  return page(`购销合同 ${contractNo}`, body);
}
