import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  CUSTOMER_PAGE_LENGTH,
  type Customer,
  deleteCustomer,
  setDefaultCustomer,
  useCustomerList,
} from '../api/setting-api';
import { useSettingText } from '../i18n/messages';
import { CustomerFormModal } from './customer-form-modal';

/** Customers (demanders): search, create, edit, delete with confirmation, and the default customer. */
export function CustomerList() {
  const t = useSettingText();
  const { message, modal } = App.useApp();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useCustomerList(name, page);
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
          maxLength={256}
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
        loading={isLoading}
        dataSource={data?.demanders ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: CUSTOMER_PAGE_LENGTH,
          total: data?.page.row ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('customer.total', { count }),
          onChange: setPage,
        }}
        columns={[
          {
            title: t('customer.name'),
            dataIndex: 'name',
            width: 240,
            render: (value: string, customer) => (
              <Space size={4}>
                {value}
                {customer.default ? <Tag color="blue">{t('customer.default')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('customer.taxno'), dataIndex: 'taxno', width: 190 },
          { title: t('customer.leader'), dataIndex: 'leader', width: 100 },
          { title: t('customer.linkman'), dataIndex: 'linkman', width: 100 },
          { title: t('customer.phone'), dataIndex: 'phone', width: 130 },
          { title: t('customer.address'), dataIndex: 'address', width: 260, ellipsis: true },
          { title: t('customer.creator'), dataIndex: 'creator', width: 90 },
          {
            title: t('customer.actions'),
            key: 'actions',
            fixed: 'right',
            width: 320,
            render: (_value, customer) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ customer })}>
                  {t('customer.editShort')}
                </Button>
                {customer.default ? null : (
                  <Button type="link" size="small" icon={<StarOutlined />} onClick={() => makeDefault(customer)}>
                    {t('customer.setDefault')}
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(customer)}
                >
                  {t('customer.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? <CustomerFormModal customer={editing.customer} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
