// The record of a clicked map feature (resource key + id) in the runtime's detail drawer: the resource's
// file is asked first (merged with the enterprise's overlay), then RecordDetailDrawer loads the record.
import { useEffect, useMemo, useState } from 'react';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { RecordDetailDrawer } from '../record-drawers.tsx';
import { useResourceClient } from '../resource-client.ts';

/** What a feature click opens. */
export interface FeatureRecord {
  resource: string;
  id: number;
}

export interface FeatureRecordDrawerProps {
  target: FeatureRecord | null;
  onClose: () => void;
}

/** 详情 of a map feature's record. */
export function FeatureRecordDrawer({ target, onClose }: FeatureRecordDrawerProps) {
  const client = useResourceClient();
  const [loaded, setLoaded] = useState<{ key: string; resource: ResourceFile; hidden: string[] } | null>(null);
  const key = target?.resource ?? null;
  const id = target?.id ?? null;
  // One row object per record: the drawer loads again when it changes.
  const row = useMemo(() => (id === null ? null : { id }), [id]);
  useEffect(() => {
    if (!key || loaded?.key === key) return;
    let live = true;
    client.schema(key).then(
      (a) => live && setLoaded({ key, resource: a.resource, hidden: a.hiddenFields }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [client, key, loaded, onClose]);
  if (!loaded) return null;
  const open = row !== null && loaded.key === key;
  return (
    <RecordDetailDrawer
      resource={loaded.resource}
      hiddenFields={loaded.hidden}
      target={open ? { mode: 'detail', row } : null}
      onClose={onClose}
    />
  );
}
