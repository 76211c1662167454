import { html } from './escape';
import { letterhead, page, seal } from './layout';
import type { DocCorp, DocCustomer } from './model';

export interface AuthorizationDoc {
  corp: DocCorp;
  customer: DocCustomer | null;
  person: string;
  project: string;
  date: string | null;
  templateName: string;
  stamp: boolean;
}

export function authorizationHtml(doc: AuthorizationDoc): string {
  const body = html`<div class="sheet">${letterhead(doc.corp)}<h1>授权委托书</h1>
<p>致：<strong>${doc.customer?.name ?? '________________'}</strong></p>
<p>本公司 <strong>${doc.corp.name}</strong>（统一社会信用代码：${doc.corp.taxno}），法定代表人 ${doc.corp.legal}，现授权 <strong>${doc.person || '________'}</strong> 为我公司合法代理人，以本公司名义参加${doc.project ? html`<strong>${doc.project}</strong>` : '贵单位电线电缆采购项目'}的投标、报价、谈判、签约及相关事宜。</p>
<p>代理人在授权范围内签署的一切文件和处理的有关事务，本公司均予以承认。代理人无转委托权。</p>
<p>授权期限：自签署之日起至上述项目合同履行完毕止。</p>
<div class="parties"><div class="party"><div>被授权人（签字）：</div><div>身份证号码：</div></div>
<div class="party">${seal(doc.corp, doc.stamp)}<div>授权单位（盖章）：${doc.corp.name}</div><div>法定代表人（签字）：${doc.corp.legal}</div><div>地址：${doc.corp.address}</div>${doc.date ? html`<div>日期：${doc.date}</div>` : ''}</div></div>
<div class="footer">${doc.templateName}</div></div>`;
  return page('授权委托书', body);
}
