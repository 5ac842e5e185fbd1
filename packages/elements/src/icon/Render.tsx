import type { RenderProps } from '../render/types.ts';
import { justifyFor } from '../shared/choice.ts';
import { IconBadge } from '../shared/IconBadge.tsx';
import { LinkTo } from '../shared/LinkTo.tsx';
import type { IconOptions } from './schema.ts';

/** The icon name as words: the accessible name of an icon that is a link on its own. */
export function iconWords(name: string): string {
  const words = name.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A lone Font Awesome icon in one of the SPEC §9 icon themes, optionally a link. */
export function IconRender({ options, context }: RenderProps<IconOptions>) {
  const { styles, theme } = context;
  const href = context.href(options.CustomLink);
  const rowClass = styles.className(
    { base: { display: 'flex', 'justify-content': justifyFor(options.Alignment) } },
    'ir',
  );
  const badge = (
    <IconBadge
      name={options.Icon}
      theme={options.iconTheme}
      size={options.IconSize}
      color={options.iconColor}
      background={options.BackgroundColor}
      accent={theme.ButtonBackground}
      onAccent={theme.ButtonTextColor}
      context={context}
      label={href === null ? undefined : iconWords(options.Icon)}
    />
  );
  return (
    <div className={rowClass}>
      {href === null ? (
        badge
      ) : (
        <LinkTo
          href={href}
          newWindow={options.OpenInNewWindow}
          context={context}
          className={styles.className({ base: { display: 'inline-flex', 'border-radius': '4px' } }, 'il')}
        >
          {badge}
        </LinkTo>
      )}
    </div>
  );
}
