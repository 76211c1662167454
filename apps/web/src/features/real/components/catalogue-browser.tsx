import { Empty, Flex, Menu, Skeleton, Tag, Typography } from 'antd';
import Card from 'antd/es/card/Card';
import type { CableCata } from '../../../entities/cables/cables-api';
import { useRealText } from '../i18n/use-real-text';

export interface CatalogueSelection {
  cata?: string;
  prop?: string;
  model?: string;
  struct?: string;
}

interface CatalogueBrowserProps {
  catas: CableCata[] | undefined;
  loading: boolean;
  selection: CatalogueSelection;
  onChange: (selection: CatalogueSelection) => void;
}

function TagRow({
  title,
  values,
  active,
  onPick,
}: {
  title: string;
  values: string[];
  active: string | undefined;
  onPick: (value: string | undefined) => void;
}) {
  if (values.length === 0) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
        {title}
      </Typography.Text>
      <Flex wrap gap={6} role="group" aria-label={title}>
        {values.map((value) => (
          <Tag.CheckableTag
            key={value}
            checked={active === value}
            onChange={(checked) => onPick(checked ? value : undefined)}
            style={{ border: '1px solid #d9d9d9', marginInlineEnd: 0 }}
          >
            {value}
          </Tag.CheckableTag>
        ))}
      </Flex>
    </div>
  );
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Catalogue drill-down: category -> property -> model -> structure; each step narrows the search. */
export function CatalogueBrowser({ catas, loading, selection, onChange }: CatalogueBrowserProps) {
  const t = useRealText();
  const sorted = [...(catas ?? [])].sort((a, b) => a.sort - b.sort);
  const cata = sorted.find((item) => item.id === selection.cata);
  const props = cata?.props ?? [];
  const prop = props.find((item) => item.key === selection.prop);
  const models = unique((prop ? [prop] : props).flatMap((item) => item.models.map((model) => model.key)));
  const structs = unique(
    (prop ? [prop] : props)
      .flatMap((item) => item.models)
      .filter((model) => model.key === selection.model)
      .flatMap((model) => model.structs),
  );

  return (
    <Card title={t('catalogue.title')} size="small" styles={{ body: { padding: 0 } }}>
      {loading && !catas ? (
        <Skeleton active style={{ padding: 16 }} />
      ) : sorted.length === 0 ? (
        <Empty description={t('catalogue.empty')} style={{ padding: 16 }} />
      ) : (
        <Flex>
          <Menu
            mode="inline"
            style={{ width: 180, flex: 'none', borderInlineEnd: '1px solid #f0f0f0' }}
            selectedKeys={[selection.cata ?? '']}
            onClick={({ key }) => onChange(key === '' ? {} : { cata: key })}
            items={[
              { key: '', label: t('catalogue.all') },
              ...sorted.map((item) => ({
                key: item.id,
                title: item.name,
                label: (
                  <span>
                    {item.name}
                    {item.mode !== 1 && (
                      <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
                        {item.sort}
                      </Typography.Text>
                    )}
                  </span>
                ),
              })),
            ]}
          />
          <div style={{ padding: 12, flex: 1, minWidth: 0, maxHeight: 520, overflow: 'auto' }}>
            {!cata && <Typography.Text type="secondary">{t('catalogue.pick')}</Typography.Text>}
            {cata?.mode === 0 && (
              <Tag color="orange" style={{ marginBottom: 12 }}>
                {t('catalogue.baseOnly')}
              </Tag>
            )}
            <TagRow
              title={t('catalogue.props')}
              values={props.map((item) => item.key)}
              active={selection.prop}
              onPick={(value) => onChange({ cata: selection.cata, prop: value })}
            />
            <TagRow
              title={t('catalogue.models')}
              values={models}
              active={selection.model}
              onPick={(value) => onChange({ cata: selection.cata, prop: selection.prop, model: value })}
            />
            <TagRow
              title={t('catalogue.structs')}
              values={structs}
              active={selection.struct}
              onPick={(value) => onChange({ ...selection, struct: value })}
            />
          </div>
        </Flex>
      )}
    </Card>
  );
}
