import { Alert, Anchor, Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCard } from '../../api/cards.ts';
import { IconExternal } from '../../ui/icons.tsx';
import { PhonePreview } from './CardEditorScreen.tsx';
import { draftFromCard } from './editor/draft.ts';
import classes from './editor/editor.module.css';
import { cardPaths, useCardArea } from './paths.ts';

/** `card/{cardId}/preview`: the saved card at phone size, with its public links. */
export function CardPreviewScreen() {
  const { cardId } = useParams();
  const id = cardId && /^\d+$/.test(cardId) ? Number(cardId) : null;
  const card = useCard(id);
  const paths = cardPaths(useCardArea());
  if (card.isPending && id !== null)
    return (
      <Center h="100vh">
        <Loader aria-label="Loading the card" />
      </Center>
    );
  if (!card.data)
    return (
      <Center h="100vh">
        <Alert color="red" title="This card could not be opened" maw={420}>
          <Text size="sm" mb="sm">
            It does not exist, or it is not shared with you.
          </Text>
          <Anchor component={Link} to={paths.list}>
            Back to cards
          </Anchor>
        </Alert>
      </Center>
    );
  const data = card.data;
  return (
    <div className={classes.root}>
      <header className={classes.toolbar}>
        <Anchor component={Link} to={paths.edit(data.id)} size="sm">
          ← Back to the editor
        </Anchor>
        <Title order={1} size="h4" style={{ flex: 1 }} lineClamp={1}>
          Preview: {data.name}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            component="a"
            href={data.url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternal size={14} />}
          >
            Open public card
          </Button>
        </Group>
      </header>
      <div className={classes.stage}>
        <PhonePreview draft={draftFromCard(data)} url={data.url} />
      </div>
    </div>
  );
}
