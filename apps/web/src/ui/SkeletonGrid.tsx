import { SimpleGrid, type SimpleGridProps, Skeleton } from '@mantine/core';

/** Placeholder cards while a grid of cards loads: `count` of them, `height` tall, marked busy. */
export function SkeletonGrid({
  cols,
  count = 3,
  height,
  label,
  cardTestId,
}: {
  cols: SimpleGridProps['cols'];
  count?: number;
  height: number;
  /** What is loading, for assistive technology ("Loading page templates"). */
  label?: string;
  /** Names each placeholder card for tests. */
  cardTestId?: string;
}) {
  return (
    <SimpleGrid cols={cols} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
        <Skeleton key={i} h={height} radius="md" data-testid={cardTestId} />
      ))}
    </SimpleGrid>
  );
}
