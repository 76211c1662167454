import { QUANTITY_PLACES } from '../quote';
import { html, type Markup } from './escape';
import { letterhead, page, quantity, seal } from './layout';
import type { QuotationDoc } from './model';
import { customerBlock, lineCells, sumRowsHtml } from './quotation-table';
import { standardOfModel } from './report-items';
import { weightText } from './sums';

/** The f_* switches of outbill/preview and cert/preview. */
export interface DeliveryFlags {
  rno: boolean;
  prices: boolean;
  unit: boolean;
  address: boolean;
  tips: boolean;
  handler: boolean;
  time: boolean;
}

export function outBillHtml(doc: QuotationDoc, flags: DeliveryFlags, billNo: string): string {
  const head = html`<tr><th>序号</th><th>型号</th><th>电压等级</th><th>规格</th><th>数量</th>${flags.unit ? html`<th>单位</th>` : ''}${flags.prices ? html`<th>单价(${doc.unitLabel.price})</th><th>金额(元)</th>` : ''}<th>备注</th></tr>`;
  const rows = doc.lines.map((line) => {
    const cells = lineCells(doc, line);
    return html`<tr><td class="center">${line.index}</td><td>${line.model}</td><td class="center">${line.scope}</td><td>${line.spec}</td><td class="num">${cells.quantity}${flags.unit ? '' : ` ${doc.unitLabel.quantity}`}</td>${flags.unit ? html`<td class="center">${doc.unitLabel.quantity}</td>` : ''}${flags.prices ? html`<td class="num">${cells.price}</td><td class="num" data-amount>${cells.amount}</td>` : ''}<td>${line.memo}</td></tr>`;
  });
  const columns = 6 + (flags.unit ? 1 : 0) + (flags.prices ? 2 : 0);
  const total = [
    ...(flags.prices ? sumRowsHtml(doc, columns - 2, false) : []),
    html`<tr class="sum"><td colspan="${columns}">${weightText(doc)}</td></tr>`,
  ];
  const body = html`<div class="sheet">${letterhead(doc.corp)}<h1>出库单</h1>
<div class="meta">${customerBlock(doc.customer, '收货单位')}<div><span>出库单号：</span>${billNo}</div>
${flags.rno && doc.rno ? html`<div><span>报价单号：</span>${doc.rno}</div>` : ''}${flags.time ? html`<div><span>出库日期：</span>${doc.date}</div>` : ''}
${flags.address ? html`<div><span>送货地址：</span>${doc.customer?.address ?? ''}</div>` : ''}</div>
<table class="lines"><thead>${head}</thead><tbody>${rows}${total}</tbody></table>
${flags.tips ? html`<div class="memo">温馨提示：请收货单位当场核对型号、规格、数量，如有异议请于 3 日内提出；电缆盘请妥善保管，勿平放滚动。</div>` : ''}
${doc.memo ? html`<div class="memo">备注：${doc.memo}</div>` : ''}
<div class="parties"><div class="party"><div>收货人（签字）：</div><div>日期：</div></div>
<div class="party">${seal(doc.corp, doc.stamp)}<div>发货单位：${doc.corp.name}</div>${flags.handler ? html`<div>经办人：${doc.seller.name}</div>` : ''}<div>仓库：________</div></div></div>
<div class="footer">${doc.templateName} · 第一联 存根　第二联 客户　第三联 财务</div></div>`;
  return page(`出库单 ${billNo}`, body);
}

/** One certificate card per line: a product certificate travels with each reel. */
export function certificateHtml(doc: QuotationDoc, flags: DeliveryFlags): string {
  const cards: Markup[] = doc.lines.map(
    (line) =>
      html`<div class="sheet" style="min-height:auto">${letterhead(doc.corp)}<h1>产品合格证</h1>
<div class="meta"><div><span>产品名称：</span>${line.name || '电线电缆'}</div><div><span>型号：</span>${line.model}</div>
<div><span>电压等级：</span>${line.scope}</div><div><span>规格：</span>${line.spec}</div>
<div><span>长度：</span>${quantity(line.metres, QUANTITY_PLACES[0])} 米</div><div><span>执行标准：</span>${standardOfModel(line.model)}</div>
${flags.time ? html`<div><span>生产日期：</span>${doc.date}</div>` : ''}${flags.handler ? html`<div><span>检验员：</span>${doc.seller.name}</div>` : ''}
${flags.rno && doc.rno ? html`<div><span>订单号：</span>${doc.rno}</div>` : ''}${doc.customer ? html`<div><span>用户：</span>${doc.customer.name}</div>` : ''}</div>
<p>本产品经检验合格，准予出厂。</p>
<div class="parties"><div></div><div class="party">${seal(doc.corp, doc.stamp)}<div>${doc.corp.name}</div><div>质检部</div></div></div></div>`,
  );
  return page('产品合格证', html`${cards}`);
}
