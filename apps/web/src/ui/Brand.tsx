import { Group, Image, Text } from '@mantine/core';
import type { WhitelabelPublic } from '@tessera/api-contract';

/**
 * The white label's logo and name. SPEC §9: a logo shows at most 300 wide by 60 high; the
 * header keeps it smaller still.
 */
export function Brand({ whitelabel, height = 32 }: { whitelabel: WhitelabelPublic; height?: number }) {
  if (whitelabel.logo_wide) {
    return (
      <Image src={whitelabel.logo_wide} alt={whitelabel.name} h={height} w="auto" maw={300} fit="contain" />
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {whitelabel.logo ? <Image src={whitelabel.logo} alt="" h={height} w={height} fit="contain" /> : null}
      <Text fw={700} size="lg" lh={1} c="var(--mantine-color-text)">
        {whitelabel.name}
      </Text>
    </Group>
  );
}
