import type { RenderProps } from '../render/types.ts';
import { FeatureBlock } from '../shared/FeatureBlock.tsx';
import { FeatureText } from '../shared/FeatureText.tsx';
import { IconBadge, readableOn } from '../shared/IconBadge.tsx';
import { NumberBadge } from '../shared/NumberBadge.tsx';
import type { IconFeatureOptions } from './schema.ts';

/** An icon (or a number badge in its place) with a title and a short text. */
export function IconFeatureRender({ options, context }: RenderProps<IconFeatureOptions>) {
  const { theme } = context;
  const badge = options.NumberBadge;
  const media = badge.ShowNumber ? (
    <NumberBadge
      text={badge.Text}
      skin={badge.SkinCode}
      size={Math.round((Number(options.IconSize) || 32) * 2)}
      color={options.BackgroundColor}
      textColor={options.iconColor || (options.BackgroundColor ? readableOn(options.BackgroundColor) : '')}
      fontFamily={options.FontFamily}
      context={context}
    />
  ) : (
    <IconBadge
      name={options.Icon}
      theme={options.iconTheme}
      size={options.IconSize}
      color={options.iconColor}
      background={options.BackgroundColor}
      accent={theme.ButtonBackground}
      onAccent={theme.ButtonTextColor}
      context={context}
    />
  );
  return (
    <FeatureBlock
      media={media}
      body={
        <FeatureText title={options.Title} content={options.Content} options={options} context={context} />
      }
      position={options.iconPosition}
      alignment={options.Alignment}
      href={context.href(options.CustomLink)}
      newWindow={options.OpenInNewWindow}
      context={context}
      stackOnMobile={false}
    />
  );
}
