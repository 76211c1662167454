import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { CUSTOMER_LIMITS } from '@cable/contracts/vocabulary';
import { App, Button, Input, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { HeaderText } from '../../../components/header-text';
import { tableState } from '../../../components/page-frame';
import { RowActions } from '../../../components/row-actions';
import {
  CUSTOMER_PAGE_LENGTH,
  type Customer,
  deleteCustomer,
  setDefaultCustomer,
  useCustomerList,
} from '../../../entities/customers/customers-api';
import { useSettingText } from '../i18n/messages';
import { CustomerFormModal } from './customer-form-modal';

/** Customers (demanders): search, create, edit, delete with confirmation, and the default customer. */
export function CustomerList() {
  const t = useSettingText();
  const { message, modal } = App.useApp();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const customerList = useCustomerList(name, page);
  const { data } = customerList;
  const [editing, setEditing] = useState<{ customer: Customer | undefined }>();

  function confirmDelete(customer: Customer) {
    modal.confirm({
      title: t('customer.delete.title'),
      content: t('customer.delete.content', { name: customer.name }),
      okText: t('customer.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await deleteCustomer(customer.id);
          void message.success(t('customer.deleted'));
        } catch {
          // The API client's error catalogue has shown the server's message.
        }
      },
    });
  }

  async function makeDefault(customer: Customer) {
    try {
      await setDefaultCustomer(customer.id);
      void message.success(t('customer.defaultSet', { name: customer.name }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    }
  }

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Input.Search
          placeholder={t('customer.search')}
          aria-label={t('customer.search')}
          allowClear
          maxLength={CUSTOMER_LIMITS.name}
          style={{ width: 320 }}
          onSearch={(value) => {
            setName(value.trim());
            setPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ customer: undefined })}>
          {t('customer.create')}
        </Button>
      </Space>
      <Table<Customer>
        rowKey="id"
        size="middle"
        {...tableState(customerList)}
        dataSource={data?.demanders ?? []}
        scroll={{ x: 1180 }}
        pagination={{
          current: page,
          pageSize: CUSTOMER_PAGE_LENGTH,
          total: data?.page.row ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('customer.total', { count }),
          onChange: setPage,
        }}
        // Widths add up to the tab's inner width at 1280 px (1184 px) with the address taking what is left, so the
        // creator and the address stay in view beside the narrow fixed action column (issue 17).
        columns={[
          {
            title: t('customer.name'),
            dataIndex: 'name',
            width: 220,
            ellipsis: { showTitle: false },
            render: (value: string, customer) => (
              <Tooltip title={value} placement="topLeft">
                <Space size={4}>
                  {value}
                  {customer.default ? <Tag color="blue">{t('customer.default')}</Tag> : null}
                </Space>
              </Tooltip>
            ),
          },
          { title: t('customer.taxno'), dataIndex: 'taxno', width: 180, ellipsis: { showTitle: true } },
          { title: <HeaderText text={t('customer.leader')} />, dataIndex: 'leader', width: 80, ellipsis: true },
          { title: <HeaderText text={t('customer.linkman')} />, dataIndex: 'linkman', width: 80, ellipsis: true },
          { title: t('customer.phone'), dataIndex: 'phone', width: 120, ellipsis: { showTitle: true } },
          {
            title: t('customer.address'),
            dataIndex: 'address',
            ellipsis: { showTitle: false },
            render: (value: string) => (
              <Tooltip title={value} placement="topLeft">
                <span>{value}</span>
              </Tooltip>
            ),
          },
          { title: <HeaderText text={t('customer.creator')} />, dataIndex: 'creator', width: 80, ellipsis: true },
          {
            title: t('customer.actions'),
            key: 'actions',
            fixed: 'right',
            width: 224,
            render: (_value, customer) => (
              <RowActions
                shown={3}
                actions={[
                  {
                    key: 'edit',
                    label: t('customer.editShort'),
                    icon: <EditOutlined />,
                    onClick: () => setEditing({ customer }),
                  },
                  ...(customer.default
                    ? []
                    : [
                        {
                          key: 'default',
                          label: t('customer.setDefault'),
                          icon: <StarOutlined />,
                          onClick: () => void makeDefault(customer),
                        },
                      ]),
                  {
                    key: 'delete',
                    label: t('customer.delete'),
                    icon: <DeleteOutlined />,
                    danger: true,
                    onClick: () => confirmDelete(customer),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {editing ? <CustomerFormModal customer={editing.customer} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
