import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useImportSharedPage, useSharedPage } from '../../api/shared-records.ts';
import { useProfile } from '../../app/appContext.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { IconExternal, IconPencil } from '../../ui/icons.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { pageDesignPath, sitePaths } from '../websites/paths.ts';
import { useMayOpen } from '../websites/useAllowedPath.ts';
import {
  ImportOffer,
  SharedRecordMissing,
  SharedRecordSkeleton,
  useSharedRecordGate,
} from './SharedRecordFrame.tsx';

/**
 * SPEC §2 `/agency/pages/{uniqueId}`: a page shared inside the agency by its unique id. The
 * caller who may design it opens its designer from here; anyone who sees it may import a copy
 * into one of their websites.
 */
export function SharedPageScreen() {
  const { uniqueId = '' } = useParams();
  const gate = useSharedRecordGate('page');
  const page = useSharedPage(uniqueId, gate === null);
  if (gate) return gate;
  return <SharedPage uniqueId={uniqueId} page={page} />;
}

function SharedPage({ uniqueId, page }: { uniqueId: string; page: ReturnType<typeof useSharedPage> }) {
  const navigate = useNavigate();
  const mayOpen = useMayOpen();
  const profile = useProfile();
  const importPage = useImportSharedPage();
  if (page.error) return <SharedRecordMissing noun="page" error={page.error} />;
  if (!page.data || !profile) return <SharedRecordSkeleton />;
  const shared = page.data;
  const designer = pageDesignPath(shared.landing_id, shared.id);
  const mayDesign = shared.may_design && designer !== null && mayOpen(designer);

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={`“${shared.name}”`}
        description={`A page of ${shared.site_title}, shared with you by its unique id.`}
        actions={
          <Badge color={shared.published ? 'teal' : 'gray'} variant="light" size="lg">
            {shared.published ? 'Published' : 'Draft'}
          </Badge>
        }
      />
      <Panel
        title="Open the page"
        description={
          mayDesign
            ? `It is on ${shared.site_title}, where you may design it.`
            : `You can see this page, but not design it on ${shared.site_title}. Import a copy into a website where you can.`
        }
      >
        <Group gap="sm" wrap="wrap">
          {mayDesign && designer ? (
            <Button leftSection={<IconPencil size={16} />} onClick={() => navigate(designer)}>
              Open in the designer
            </Button>
          ) : null}
          <Button
            variant="default"
            component="a"
            href={`/pages/${shared.id}/preview`}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternal size={16} />}
          >
            Preview draft
          </Button>
        </Group>
        {shared.published ? (
          <Text size="sm" c="dimmed" mt="sm">
            Live at <ExternalLink href={shared.url} text={shared.url.replace(/^https?:\/\//, '')} />
          </Text>
        ) : null}
      </Panel>
      <ImportOffer
        noun="page"
        permission="edit_design"
        pending={importPage.isPending}
        error={importPage.error}
        importInto={(landingId) =>
          importPage.mutate(
            { landingId, uniqueId },
            {
              onSuccess: (copy) => {
                const copyDesigner = pageDesignPath(copy.landing_id, copy.id);
                navigate(
                  copyDesigner && mayOpen(copyDesigner) ? copyDesigner : sitePaths.pages(copy.landing_id),
                );
              },
            },
          )
        }
      />
    </Stack>
  );
}
