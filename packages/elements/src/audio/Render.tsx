import { px } from '../render/index.ts';
import type { RenderProps } from '../render/types.ts';
import { AudioPlayer } from '../shared/AudioPlayer.tsx';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { readableTextOn } from '../shared/media-helpers.ts';
import type { AudioOptions } from './schema.ts';

/** An audio file with its title, in a tinted box; the player is the shared one. */
export function AudioRender({ options, context }: RenderProps<AudioOptions>) {
  const { styles } = context;
  const src = context.href(options.url);
  if (src === null) return <EmptyNotice context={context}>Add an audio file to play here.</EmptyNotice>;
  const title = options.title.trim();
  const box = styles.className(
    {
      base: {
        padding: '14px 16px',
        'background-color': options.BackgroundColor,
        'border-radius': options.BorderRadius ? px(options.BorderRadius) : null,
        color: readableTextOn(options.BackgroundColor),
      },
      nested: {
        ' .au-title': {
          base: { margin: '0 0 8px', 'font-weight': '600', 'font-size': '15px', 'line-height': '1.35' },
        },
      },
    },
    'ab',
  );
  return (
    <div className={box}>
      {title !== '' && <p className="au-title">{options.title}</p>}
      <AudioPlayer
        src={src}
        title={title}
        loop={options.loop}
        autoplay={options.autoplay}
        download={options.showDownload}
        color={options.playerColor}
        context={context}
      />
    </div>
  );
}
