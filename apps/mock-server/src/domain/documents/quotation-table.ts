import { html, type Markup } from './escape';
import { amountInWords, letterhead, money, page, quantity, seal } from './layout';
import type { DocCustomer, DocLine, QuotationDoc } from './model';
import { NO_WEIGHT_TEXT, sumRows, UNPRICED_TEXT, weightText } from './sums';

export function customerBlock(customer: DocCustomer | null, label = '客户'): Markup {
  if (!customer) return html`<div><span>${label}：</span>________________</div>`;
  return html`<div><span>${label}：</span>${customer.name}</div><div><span>联系人：</span>${customer.linkman} ${customer.phone}</div><div><span>地址：</span>${customer.address}</div><div><span>税号：</span>${customer.taxno}</div>`;
}

/** The unit price, amount and quantity cells of a line; an unpriced line says so instead of printing a dash. */
export function lineCells(doc: QuotationDoc, line: DocLine): { quantity: string; price: string; amount: string } {
  const priced = line.unitPrice !== undefined && line.amount !== undefined;
  return {
    quantity: line.quantity === null ? NO_WEIGHT_TEXT : quantity(line.quantity, doc.places.quantity),
    price: priced ? money(line.unitPrice, doc.places.price) : UNPRICED_TEXT,
    amount: priced ? money(line.amount, doc.places.amount) : UNPRICED_TEXT,
  };
}

/**
 * Goods, fee and total rows under the lines: the label over `labelSpan` columns, the amount in the amount column,
 * then the memo column.
 */
export function sumRowsHtml(doc: QuotationDoc, labelSpan: number, withWords: boolean): Markup[] {
  return sumRows(doc).map((row) =>
    row.kind === 'total'
      ? html`<tr class="sum"><td colspan="${labelSpan}">${row.label}（${[doc.modeLabel, row.note, withWords ? `大写：${amountInWords(row.amount)}` : ''].filter(Boolean).join('，')}）</td><td class="num" data-sum="total">¥ ${money(row.amount, doc.places.amount)}</td><td></td></tr>`
      : html`<tr class="${row.kind}"><td colspan="${labelSpan}">${row.label}</td><td class="num" data-sum="${row.kind}">${money(row.amount, doc.places.amount)}</td><td></td></tr>`,
  );
}

/** The item table shared by the quotation sheet and the contract. */
export function linesTable(doc: QuotationDoc, rowsPerPage?: number): Markup {
  const priceHeads = doc.showPrices ? html`<th>单价(${doc.unitLabel.price})</th><th>金额(元)</th>` : html``;
  const head = html`<tr><th>序号</th><th>型号</th><th>电压等级</th><th>规格</th><th>数量</th><th>单位</th>${priceHeads}<th>备注</th></tr>`;
  const rows = doc.lines.map((line) => {
    const cells = lineCells(doc, line);
    const prices = doc.showPrices
      ? html`<td class="num">${cells.price}</td><td class="num" data-amount>${cells.amount}</td>`
      : html``;
    return html`<tr><td class="center">${line.index}</td><td>${line.model}${line.name ? html`<br><small>${line.name}</small>` : ''}</td><td class="center">${line.scope}</td><td>${line.spec}</td><td class="num">${cells.quantity}</td><td class="center">${doc.unitLabel.quantity}</td>${prices}<td>${line.memo}</td></tr>`;
  });
  const sums: Markup[] = doc.showPrices ? sumRowsHtml(doc, 7, true) : [];
  sums.push(html`<tr class="sum"><td colspan="${doc.showPrices ? 9 : 7}">${weightText(doc)}</td></tr>`);
  if (!rowsPerPage || rows.length <= rowsPerPage) {
    return html`<table class="lines"><thead>${head}</thead><tbody>${rows}${sums}</tbody></table>`;
  }
  const chunks: Markup[] = [];
  for (let i = 0; i < rows.length; i += rowsPerPage) {
    const last = i + rowsPerPage >= rows.length;
    chunks.push(
      html`<table class="lines${last ? '' : ' page-break'}"><thead>${head}</thead><tbody>${rows.slice(i, i + rowsPerPage)}${last ? sums : ''}</tbody></table>`,
    );
  }
  return html`${chunks}`;
}

export function quotationTableHtml(doc: QuotationDoc, options: { rowsPerPage?: number; showRno: boolean }): string {
  const body = html`<div class="sheet">${letterhead(doc.corp)}<h1>报价单</h1>
<div class="meta">${customerBlock(doc.customer)}
<div><span>报价日期：</span>${doc.date}</div>${options.showRno && doc.rno ? html`<div><span>报价单号：</span>${doc.rno}</div>` : ''}
<div><span>报价人：</span>${doc.seller.name} ${doc.seller.mobile}</div><div><span>价格类型：</span>${doc.modeLabel}</div></div>
${linesTable(doc, options.rowsPerPage)}
${doc.memo ? html`<div class="memo">备注：${doc.memo}</div>` : ''}
<div class="parties"><div></div><div class="party">${seal(doc.corp, doc.stamp)}<div>报价单位：${doc.corp.name}</div><div>开户行：${doc.corp.bank}</div><div>账号：${doc.corp.account}</div><div>税号：${doc.corp.taxno}</div><div>日期：${doc.date}</div></div></div>
<div class="footer">${doc.templateName} · 本报价依据当日材料价格计算</div></div>`;
  return page(`报价单 ${doc.customer?.name ?? ''}`.trim(), body);
}
