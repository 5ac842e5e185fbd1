import { Anchor, Badge, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useLanding } from '../../api/landings.ts';
import { useTemplate } from '../../api/templates.ts';
import { IconExternal, IconPencil } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { SiteAddressContext, SiteContext } from '../websites/siteContext.ts';
import classes from '../websites/WebsiteShell.module.css';
import { PlaceholderGuide } from './PlaceholderGuide.tsx';
import { templatePaths, templateSiteAddresses } from './paths.ts';

function NotFound() {
  return (
    <Stack align="center" ta="center" gap="md" py={64} data-testid="template-not-found">
      <Title order={1} size="h2">
        Template not found
      </Title>
      <Text c="dimmed" maw={440}>
        It may have been deleted.
      </Text>
      <Button component={Link} to={templatePaths.list}>
        Back to templates
      </Button>
    </Stack>
  );
}

/**
 * The screens of one template's backing site (SPEC §2 `/admin/templates/{templateId}/pages`, its
 * menus and its blog): the template's name and state, a tab bar, and the shared site screens of
 * features/pages, features/menus and features/blogs below, which find the site with `useSite()`
 * and their own addresses (under the template's) with `useSiteAddresses()`.
 */
export function TemplateSite({ children }: { children: ReactNode }) {
  const { templateId } = useParams();
  const id = Number(templateId);
  const location = useLocation();
  const template = useTemplate(id);
  const site = useLanding(template.data?.landing_id ?? 0);
  const addresses = useMemo(() => templateSiteAddresses(id), [id]);

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  const error = template.error ?? site.error;
  if (error && isApiError(error) && error.status === 404) return <NotFound />;
  if (error) {
    return (
      <LoadError
        title="The template could not be loaded"
        error={error}
        onRetry={() => void (template.error ? template.refetch() : site.refetch())}
      />
    );
  }
  if (!template.data || !site.data) {
    return (
      <Stack gap="sm" mb="lg" aria-busy="true" aria-label="Loading the template">
        <Skeleton h={14} w={160} />
        <Skeleton h={30} w={320} />
        <Skeleton h={40} mt="sm" />
      </Stack>
    );
  }

  const t = template.data;
  const tabs = [
    { label: 'Pages', path: templatePaths.pages(id) },
    { label: 'Menus', path: templatePaths.menus(id) },
    { label: 'Blog', path: templatePaths.blog(id) },
  ];
  const active = tabs.find((tab) => location.pathname.startsWith(tab.path));

  return (
    <SiteContext.Provider value={site.data}>
      <SiteAddressContext.Provider value={addresses}>
        <Breadcrumbs mb="xs" separator="/" fz="sm">
          <Anchor component={Link} to={templatePaths.list} size="sm">
            Templates
          </Anchor>
          <Text size="sm" c="dimmed" truncate maw={280}>
            {t.name}
          </Text>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} size="h2" data-testid="template-title">
                {t.name}
              </Title>
              {t.published ? (
                <Badge color="teal" variant="light">
                  Published
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Draft
                </Badge>
              )}
              <Badge color={t.category.published ? 'blue' : 'gray'} variant="outline">
                {t.category.name}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Pages marked published here are published in every website made from the template; the others
              start as drafts.
            </Text>
          </Stack>
          <Group gap="sm">
            <PlaceholderGuide />
            <Button
              variant="default"
              component={Link}
              to={templatePaths.edit(id)}
              leftSection={<IconPencil size={16} />}
            >
              Details
            </Button>
            <Button
              component="a"
              href={templatePaths.preview(id)}
              target="_blank"
              rel="noopener"
              variant="default"
              rightSection={<IconExternal size={16} />}
              disabled={t.pages_count === 0}
            >
              Preview
            </Button>
          </Group>
        </Group>
        <nav className={classes.tabs} aria-label="Template sections">
          {tabs.map((tab) => (
            <Link
              key={tab.path}
              to={tab.path}
              className={classes.tab}
              aria-current={active?.path === tab.path ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        {children}
      </SiteAddressContext.Provider>
    </SiteContext.Provider>
  );
}
