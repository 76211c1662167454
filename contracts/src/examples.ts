import type { CableInfo } from './schemas/cables';
import type { Price } from './schemas/common';
import type { Customer } from './schemas/customers';
import type { HistoryRecord } from './schemas/history';
import type { QuotationItem, SheetConf, SheetInfo } from './schemas/inventory';
import type { UserProfile } from './schemas/session';

/**
 * Sample values shared by the endpoint examples. They are typed by the schemas' Static types and
 * a test validates every example against its schema, so the OpenAPI examples cannot drift.
 */
export const EXAMPLE_TIME = 1763722800;

export const examplePrice: Price = { base: 182.35, sale: 201.6, tax: 227.81 };

export const exampleUser: UserProfile = {
  id: 'u1001',
  name: '张伟',
  token: 'tk_7f3a9c2e5b8d4f1a',
  type: 1,
  key: 'k_2d4f6a8c0e1b3d5f',
  code: 'ZW01',
  approve: true,
  title: '华东线缆股份有限公司',
  sno: 'HD2026',
};

export const exampleCable: CableInfo = {
  id: 'c20001',
  model: 'YJV22',
  price: examplePrice,
  prop: '铠装',
  scope: '0.6/1kV',
  spec: '3×95+1×50',
  sort: 1,
  new: false,
  name: '交联聚乙烯绝缘钢带铠装聚氯乙烯护套电力电缆',
  type: 1,
  code: 'YJV22-0.6/1-3x95+1x50',
  main: '3×95',
  ground: '1×50',
};

export const exampleItem: QuotationItem = {
  id: 'i30001',
  cable: 'c20001',
  change: 0,
  count: '500',
  memo: '',
  model: 'YJV22',
  price: examplePrice,
  prop: '铠装',
  scope: '0.6/1kV',
  spec: '3×95+1×50',
  type: 1,
  name: '交联聚乙烯绝缘钢带铠装聚氯乙烯护套电力电缆',
  sort: 1,
  sno: '1',
  total: { base: 91175, sale: 100800, tax: 113905 },
};

export const exampleCustomer: Customer = {
  id: 'd40001',
  name: '江苏恒远建设工程有限公司',
  leader: '李明',
  linkman: '王芳',
  phone: '13800138000',
  address: '江苏省南京市建邺区江东中路 188 号',
  taxno: '91320105MA1XYZ1234',
  sort: 1,
  default: true,
  bank: { account: '江苏恒远建设工程有限公司', name: '中国工商银行南京建邺支行', no: '4301012309100123456' },
  creator: '张伟',
};

export const exampleSheetInfo: SheetInfo = { rno: 'BJ20261121001', sno: 'S0001', corp: 'corp1', name: '张伟' };

export const exampleSheetConf: SheetConf = { mode: 3, unit: 0, places: 2, tax: 0.13 };

export const exampleHistory: HistoryRecord = {
  id: 'h50001',
  count: 3,
  demander: '江苏恒远建设工程有限公司',
  memo: '一期项目',
  mode: 3,
  time: EXAMPLE_TIME,
  total: 113905,
  user: '张伟',
  weight: 2915.5,
  unit: 0,
};

export const examplePage = { all: 1, num: 1, row: 1, sec: EXAMPLE_TIME };
