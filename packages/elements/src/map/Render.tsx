import { classNames, Icon, memoized, mergeRules, px, responsiveRule } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { LinkTo } from '../shared/LinkTo.tsx';
import type { MapOptions } from './schema.ts';

/** The Google Maps embed of an address (no API key needed for this form). */
export function mapEmbedUrl(options: Pick<MapOptions, 'address' | 'zoom' | 'mapType'>): string {
  const zoom = Math.min(20, Math.max(1, Math.round(Number(options.zoom) || 14)));
  const type = options.mapType === 'satellite' ? 'k' : 'm';
  return `https://maps.google.com/maps?q=${encodeURIComponent(options.address.trim())}&z=${zoom}&t=${type}&output=embed`;
}

interface MapLookKey {
  BorderRadius: number;
  height: number;
  tabletHeight: number | undefined;
  mobileHeight: number | undefined;
}

interface MapClasses {
  box: string;
  card: string;
  pin: string;
  address: string;
  actions: string;
}

function mapClasses(context: RenderContext, key: MapLookKey): MapClasses {
  const { styles, theme } = context;
  const radius = px(Number(key.BorderRadius) || 0);

  const box = styles.className(
    mergeRules(
      responsiveRule(
        { desktop: key.height, tablet: key.tabletHeight, mobile: key.mobileHeight },
        (height) => ({ height: px(Math.max(120, height)) }),
      ),
      {
        base: {
          position: 'relative',
          display: 'flex',
          'align-items': 'center',
          'justify-content': 'center',
          padding: '16px',
          overflow: 'hidden',
          'border-radius': radius,
          // A street-plan pattern, so the card reads as a map before the map itself loads.
          'background-color': '#e6edf3',
          'background-image':
            'linear-gradient(90deg,rgba(255,255,255,.75) 3px,transparent 3px),linear-gradient(rgba(255,255,255,.75) 3px,transparent 3px),linear-gradient(90deg,rgba(255,255,255,.45) 1px,transparent 1px),linear-gradient(rgba(255,255,255,.45) 1px,transparent 1px),radial-gradient(circle at 78% 28%,#cfe6c9 0 14%,transparent 14.5%),radial-gradient(circle at 18% 80%,#cfe3f2 0 18%,transparent 18.5%)',
          'background-size': '96px 96px,96px 96px,24px 24px,24px 24px,100% 100%,100% 100%',
        },
        nested: {
          ' iframe': {
            base: {
              position: 'absolute',
              inset: '0',
              width: '100%',
              height: '100%',
              border: '0',
              display: 'block',
            },
          },
        },
      },
    ),
    'map',
  );
  const card = styles.className(
    {
      base: {
        display: 'flex',
        'flex-direction': 'column',
        'align-items': 'center',
        gap: '10px',
        'max-width': '360px',
        padding: '20px 24px',
        'text-align': 'center',
        'background-color': '#ffffff',
        color: '#1f2937',
        'border-radius': '14px',
        'box-shadow': '0 10px 30px rgba(15,23,42,.15)',
      },
    },
    'mapc',
  );
  const pin = styles.className(
    {
      base: {
        display: 'inline-flex',
        'align-items': 'center',
        'justify-content': 'center',
        width: '44px',
        height: '44px',
        'border-radius': '50%',
        'background-color': theme.ButtonBackground,
        color: theme.ButtonTextColor,
      },
    },
    'mapp',
  );
  const address = styles.className(
    { base: { margin: '0', 'font-weight': 600, 'font-size': '15px', 'line-height': '1.4' } },
    'mapa',
  );
  const actions = styles.className(
    {
      base: {
        display: 'flex',
        'flex-wrap': 'wrap',
        gap: '8px 16px',
        'justify-content': 'center',
        'align-items': 'center',
      },
      nested: {
        ' button': {
          base: {
            padding: '8px 16px',
            border: '0',
            'border-radius': '999px',
            'background-color': theme.ButtonBackground,
            color: theme.ButtonTextColor,
            'font-size': '14px',
            'font-weight': 600,
            cursor: 'pointer',
          },
        },
        ' a': { base: { 'font-size': '14px', 'font-weight': 500, color: '#1d4ed8' } },
      },
    },
    'mapb',
  );

  return { box, card, pin, address, actions };
}

/**
 * A map as a lazy facade: a styled card with the address, a link to the map and (once the map
 * island runs) a "Show map" button. The island swaps the Google Maps frame in when the card
 * scrolls into view or is clicked, so a page does not load a map nobody reaches. In the editor
 * it stays the card (SPEC §4: no embeds there).
 */
export function MapRender({ options, context }: RenderProps<MapOptions>) {
  const { mode } = context;
  const address = options.address.trim();
  if (address === '') {
    return mode === 'live' ? null : <div className="edit-placeholder">Add an address to show a map.</div>;
  }
  const edit = mode === 'edit';
  const openUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  const { height } = options;
  const classes = memoized(context, mapClasses, {
    BorderRadius: options.BorderRadius,
    height: height.desktop,
    tabletHeight: height.tablet,
    mobileHeight: height.mobile,
  });
  return (
    <div
      className={classNames('map', classes.box)}
      data-map={edit ? undefined : mapEmbedUrl(options)}
      data-title={`Map of ${address}`}
    >
      <div className={classes.card}>
        <span className={classes.pin}>
          <Icon name="location-dot" context={context} size={20} />
        </span>
        <p className={classes.address}>{address}</p>
        <div className={classes.actions}>
          <button type="button" data-map-show="" hidden>
            Show map
          </button>
          <LinkTo href={openUrl} newWindow context={context}>
            Open in Google Maps
          </LinkTo>
        </div>
      </div>
    </div>
  );
}
