import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of an info block, as a description list two columns wide on paper and screen. */
export function InfoList({ entries }: { entries: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="invoice-info-list">
      {entries.map(([label, value]) => (
        <div key={label} className="invoice-info-entry">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
