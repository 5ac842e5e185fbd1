import { px, shadowDeclarations } from '../render/index.ts';
import type { RenderProps } from '../render/types.ts';
import { justifyFor } from '../shared/choice.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { VideoFacade } from '../shared/VideoFacade.tsx';
import type { VideoOptions } from './schema.ts';

/** A YouTube, Vimeo or file video behind a poster; the video island plays it on request. */
export function VideoRender({ options, context }: RenderProps<VideoOptions>) {
  const { styles } = context;
  if (options.url.trim() === '')
    return <EmptyNotice context={context}>Add a video URL to show a video here.</EmptyNotice>;
  const wrap = styles.className(
    { base: { display: 'flex', 'justify-content': justifyFor(options.Alignment) } },
    'vw',
  );
  const box = styles.className(
    {
      base: Object.assign(
        {
          width: `${options.width > 0 ? options.width : 100}%`,
          'border-radius': options.BorderRadius ? px(options.BorderRadius) : null,
        },
        shadowDeclarations(options.shadow),
      ),
    },
    'vb',
  );
  const facade = (
    <VideoFacade
      url={options.url}
      playback={options}
      poster={options.thumbnail.url}
      posterRatio={options.thumbnail.Ratio}
      ratio={options.Ratio}
      title=""
      context={context}
      className={box}
    />
  );
  return <div className={wrap}>{facade}</div>;
}
