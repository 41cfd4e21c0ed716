import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Empty values show as dashes (spec 1 §2). */
export const orDashes = (value: string | null | undefined) =>
  value && value.trim() ? value : '--';

/** Label and value pairs as a description list. */
export function DetailList({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
