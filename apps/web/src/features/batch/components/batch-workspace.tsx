import type { UnitMode } from '@cable/contracts/schemas/common';
import { Card, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import { AddedItemsPanel } from './added-items-panel';
import styles from './batch.module.css';
import { BatchNotes } from './batch-notes';
import { BatchResults } from './batch-results';
import { BatchTiles, type TileKind } from './batch-tiles';
import { UsageSummary } from './usage-summary';

function groupFromState(state: unknown): number | undefined {
  const group = (state as { group?: unknown } | null)?.group;
  return typeof group === 'number' && Number.isInteger(group) && group >= 0 && group <= 9 ? group : undefined;
}

/**
 * The batch flow shared by /batch and the real-quotes batch routes: recognition tiles, results and
 * the added-items panel of the chosen group.
 */
export function BatchWorkspace({
  title,
  hint,
  tiles,
  children,
}: {
  title: string;
  hint?: string;
  tiles: readonly TileKind[];
  /** Extra content between the tiles and the results (manual selection's cable search). */
  children?: (context: { group: number; unit: UnitMode }) => ReactNode;
}) {
  const { preferences } = useQuotePreferences();
  const location = useLocation();
  const [chosenGroup, setGroup] = useState<number | undefined>(() => groupFromState(location.state));
  const group = chosenGroup ?? preferences.group;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Card>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {hint ? <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph> : null}
          {tiles.length > 0 ? <BatchTiles kinds={tiles} unit={preferences.unit} /> : null}
        </Card>
        {children?.({ group, unit: preferences.unit })}
        <BatchResults group={group} mode={preferences.mode} unit={preferences.unit} places={preferences.places} />
      </div>
      <div className={styles.side}>
        <AddedItemsPanel
          group={group}
          onGroupChange={setGroup}
          mode={preferences.mode}
          unit={preferences.unit}
          places={preferences.places}
        />
        <Card size="small">
          <UsageSummary />
        </Card>
        <BatchNotes />
      </div>
    </div>
  );
}
