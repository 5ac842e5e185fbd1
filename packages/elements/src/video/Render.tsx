import type { Shadow } from '@tessera/document';
import { memoized, px, shadowDeclarations } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { justifyFor } from '../shared/choice.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { VideoFacade } from '../shared/VideoFacade.tsx';
import type { VideoOptions } from './schema.ts';

interface VideoLookKey {
  Alignment: VideoOptions['Alignment'];
  width: number;
  BorderRadius: number;
  shadowLevel: Shadow['level'];
  shadowKind: Shadow['kind'];
  shadowColor: string;
}

function videoClasses(context: RenderContext, key: VideoLookKey): { wrap: string; box: string } {
  const { styles } = context;
  const wrap = styles.className(
    { base: { display: 'flex', 'justify-content': justifyFor(key.Alignment) } },
    'vw',
  );
  const box = styles.className(
    {
      base: Object.assign(
        {
          width: `${key.width > 0 ? key.width : 100}%`,
          'border-radius': key.BorderRadius ? px(key.BorderRadius) : null,
        },
        shadowDeclarations({ level: key.shadowLevel, kind: key.shadowKind, color: key.shadowColor }),
      ),
    },
    'vb',
  );
  return { wrap, box };
}

/** A YouTube, Vimeo or file video behind a poster; the video island plays it on request. */
export function VideoRender({ options, context }: RenderProps<VideoOptions>) {
  if (options.url.trim() === '')
    return <EmptyNotice context={context}>Add a video URL to show a video here.</EmptyNotice>;
  const { shadow } = options;
  const { wrap, box } = memoized(context, videoClasses, {
    Alignment: options.Alignment,
    width: options.width,
    BorderRadius: options.BorderRadius,
    shadowLevel: shadow.level,
    shadowKind: shadow.kind,
    shadowColor: shadow.color,
  });
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
