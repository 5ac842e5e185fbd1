import { Alert, Anchor, Badge, Button, Center, Loader, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CardDetail } from '@tessera/api-contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { useCard, useSaveCard } from '../../api/cards.ts';
import { isApiError } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { IconExternal } from '../../ui/icons.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useCreateCardGuard } from './CardsScreen.tsx';
import { AnalyticsPanel } from './editor/AnalyticsPanel.tsx';
import { ChannelsSection } from './editor/ChannelsSection.tsx';
import { DesignSection } from './editor/DesignSection.tsx';
import {
  CARD_NOT_EDITABLE,
  type CardDraft,
  checkDraft,
  type DraftErrors,
  draftFromCard,
  newDraft,
  previewHtml,
} from './editor/draft.ts';
import classes from './editor/editor.module.css';
import { LeadFormSection } from './editor/LeadFormSection.tsx';
import { LeadsPanel } from './editor/LeadsPanel.tsx';
import { ProfileSection } from './editor/ProfileSection.tsx';
import { SettingsSection } from './editor/SettingsSection.tsx';
import { SharingPanel } from './editor/SharingPanel.tsx';
import { cardPaths, useCardArea } from './paths.ts';

/** The live phone-size preview beside the form: the public page's own renderer, in a sandbox. */
export function PhonePreview({ draft, url }: { draft: CardDraft; url: string }) {
  const config = useAppConfig();
  // Rendering on every keystroke is cheap (a string); the frame only reloads when it changes.
  const html = useMemo(() => previewHtml(draft, { name: config.whitelabel.name }, url), [draft, config, url]);
  return (
    <div className={classes.phone}>
      {/* No scripts, no navigation: an empty sandbox only displays. */}
      <iframe title="Card preview at phone size" sandbox="" srcDoc={html} />
    </div>
  );
}

const SECTIONS = ['profile', 'design', 'channels', 'lead-form', 'settings'] as const;
const PANELS = ['leads', 'analytics', 'sharing'] as const;
type Tab = (typeof SECTIONS)[number] | (typeof PANELS)[number];
const TAB_LABELS: Record<Tab, string> = {
  profile: 'Profile',
  design: 'Design',
  channels: 'Channels',
  'lead-form': 'Lead form',
  settings: 'Settings',
  leads: 'Leads',
  analytics: 'Analytics',
  sharing: 'Sharing',
};

/** Which tab a server field error belongs to, so a refused save opens where the problem is. */
function tabOf(field: string): Tab {
  if (field.startsWith('options.ButtonList') || field.startsWith('options.IconList')) return 'channels';
  if (field.startsWith('options.Design') || field.startsWith('options.Button') || field === 'options.Align')
    return 'design';
  if (field.startsWith('options.LeadForm') || field.startsWith('options.FieldList')) return 'lead-form';
  if (field.startsWith('options') || field === 'slug' || field === 'landing_id') return 'settings';
  return 'profile';
}

function CardEditor({ card, initial }: { card: CardDetail | null; initial: CardDraft }) {
  const area = useCardArea();
  const paths = cardPaths(area);
  const navigate = useNavigate();
  const save = useSaveCard(card?.id ?? null);
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [version, setVersion] = useState(card?.version ?? 1);
  const [tab, setTab] = useState<Tab>('profile');
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [showErrors, setShowErrors] = useState(false);
  const [conflict, setConflict] = useState(false);
  // Set right before moving on after a save, when the render that clears `dirty` has not run yet.
  const leaving = useRef(false);
  const editable = card === null || card.can.edit;
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const clientErrors = useMemo(() => checkDraft(draft), [draft]);
  const errors = showErrors ? { ...serverErrors, ...clientErrors } : serverErrors;

  // Leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  const change = (next: CardDraft) => {
    setDraft(next);
    setServerErrors({});
  };

  const submit = () => {
    setShowErrors(true);
    const first = Object.keys(clientErrors)[0];
    if (first) {
      setTab(tabOf(first));
      notifications.show({ color: 'red', message: clientErrors[first]!, autoClose: TOAST_DURATION_MS });
      return;
    }
    save.mutate(
      { draft, version },
      {
        onSuccess: (savedCard) => {
          const next = draftFromCard(savedCard);
          setSaved(next);
          setDraft(next);
          setVersion(savedCard.version);
          setShowErrors(false);
          notifications.show({ color: 'teal', message: 'The card is saved.', autoClose: TOAST_DURATION_MS });
          if (card === null) {
            leaving.current = true;
            navigate(paths.edit(savedCard.id), { replace: true });
          }
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.status === 409) setConflict(true);
          const fields: DraftErrors = {};
          for (const [field, messages] of Object.entries(error.fieldErrors))
            if (messages[0]) fields[field] = messages[0];
          setServerErrors(fields);
          const first = Object.keys(fields)[0];
          if (first) setTab(tabOf(first));
          notifications.show({
            color: 'red',
            message: (first && fields[first]) || error.message,
            autoClose: TOAST_DURATION_MS,
          });
        },
      },
    );
  };

  const tabs: Tab[] = card === null ? [...SECTIONS] : [...SECTIONS, ...PANELS];
  const sectionProps = { draft, errors, disabled: !editable, onChange: change };
  const title = card === null ? 'New card' : card.name;

  return (
    <div className={classes.root}>
      <header className={classes.toolbar}>
        <Anchor component={Link} to={paths.list} size="sm">
          ← Cards
        </Anchor>
        <Title order={1} size="h4" style={{ flex: 1, minWidth: 0 }} lineClamp={1}>
          {title}
        </Title>
        {dirty ? (
          <Badge color="yellow" variant="light">
            Unsaved changes
          </Badge>
        ) : card ? (
          <Badge color="teal" variant="light">
            Saved
          </Badge>
        ) : null}
        {card ? (
          <>
            <Button variant="default" size="sm" component={Link} to={paths.preview(card.id)}>
              Preview
            </Button>
            <Button
              variant="default"
              size="sm"
              component="a"
              href={card.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternal size={14} />}
            >
              Open card
            </Button>
          </>
        ) : null}
        <PermissionGate allowed={editable} message={CARD_NOT_EDITABLE}>
          <Button size="sm" onClick={submit} loading={save.isPending} disabled={!dirty && card !== null}>
            {card === null ? 'Create card' : 'Save'}
          </Button>
        </PermissionGate>
      </header>
      <div className={classes.body}>
        <section className={classes.form} aria-label="Card settings">
          {!editable ? (
            <Alert color="gray" mb="md">
              You can view this card but not change it.
            </Alert>
          ) : null}
          {conflict ? (
            <Alert color="red" mb="md" title="This card was changed elsewhere">
              <Text size="sm" mb="xs">
                Someone saved it after you opened it. Reload to get their version (your changes here are
                lost).
              </Text>
              <Button size="xs" onClick={() => window.location.reload()}>
                Reload
              </Button>
            </Alert>
          ) : null}
          <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
            <Tabs.List mb="md">
              {tabs.map((id) => (
                <Tabs.Tab key={id} value={id}>
                  {TAB_LABELS[id]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="profile">
              <ProfileSection {...sectionProps} />
            </Tabs.Panel>
            <Tabs.Panel value="design">
              <DesignSection {...sectionProps} />
            </Tabs.Panel>
            <Tabs.Panel value="channels">
              <ChannelsSection {...sectionProps} />
            </Tabs.Panel>
            <Tabs.Panel value="lead-form">
              <LeadFormSection {...sectionProps} />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <SettingsSection {...sectionProps} />
            </Tabs.Panel>
            {card ? (
              <>
                <Tabs.Panel value="leads">
                  <LeadsPanel cardId={card.id} allowed={card.can.contacts} />
                </Tabs.Panel>
                <Tabs.Panel value="analytics">
                  <AnalyticsPanel cardId={card.id} />
                </Tabs.Panel>
                <Tabs.Panel value="sharing">
                  <SharingPanel card={card} />
                </Tabs.Panel>
              </>
            ) : null}
          </Tabs>
        </section>
        <section className={classes.stage} aria-label="Live preview">
          <PhonePreview draft={draft} url={card?.url ?? ''} />
        </section>
      </div>
    </div>
  );
}

/** `card/create` and `card/{cardId}` in the agency and card-user areas. */
export function CardEditorScreen() {
  const { cardId } = useParams();
  const id = cardId && /^\d+$/.test(cardId) ? Number(cardId) : null;
  const card = useCard(id);
  const allowCreate = useCreateCardGuard();
  const navigate = useNavigate();
  const paths = cardPaths(useCardArea());
  const creating = id === null;
  const [allowed] = useState(() => !creating || allowCreate());

  useEffect(() => {
    // SPEC §5: at the limit the create screen is refused (the guard has shown the toast).
    if (!allowed) navigate(paths.list, { replace: true });
  }, [allowed, navigate, paths.list]);

  if (creating) return allowed ? <CardEditor card={null} initial={newDraft()} /> : null;
  if (card.isPending)
    return (
      <Center h="100vh">
        <Loader aria-label="Loading the card" />
      </Center>
    );
  if (card.error || !card.data)
    return (
      <Center h="100vh">
        <Alert color="red" title="This card could not be opened" maw={420}>
          <Text size="sm" mb="sm">
            {isApiError(card.error) && card.error.status === 404
              ? 'It does not exist, or it is not shared with you.'
              : 'Please try again.'}
          </Text>
          <Anchor component={Link} to={paths.list}>
            Back to cards
          </Anchor>
        </Alert>
      </Center>
    );
  return <CardEditor key={card.data.id} card={card.data} initial={draftFromCard(card.data)} />;
}
