import type { ReactNode, SVGProps } from 'react';

/** The editor's line icons, drawn here so no icon package ships with it. Decorative: controls carry labels. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function Icon({ size = 18, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** A line icon of one path; the app's own icons (apps/web/src/ui/icons.tsx) are drawn with it too. */
export const make = (d: string) => (p: IconProps) => (
  <Icon {...p}>
    <path d={d} />
  </Icon>
);

export const IconUndo = make('M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3');
export const IconRedo = make('m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3');
export const IconDesktop = make('M3 5h18v11H3zM8 20h8M12 16v4');
export const IconTablet = make(
  'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
);
export const IconMobile = make(
  'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
);
export const IconBack = make('M15 18l-6-6 6-6');
export const IconEye = make(
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
);
export const IconEyeOff = make(
  'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 4.4-1',
);
export const IconCopy = make('M9 9h11v11H9zM5 15H4V4h11v1');
export const IconDuplicate = make('M8 8h12v12H8zM4 16V4h12M14 11v6M11 14h6');
export const IconTrash = make('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');
export const IconArrowUp = make('M12 19V5M6 11l6-6 6 6');
export const IconArrowDown = make('M12 5v14M6 13l6 6 6-6');
export const IconGrip = make('M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01');
export const IconPlus = make('M12 5v14M5 12h14');
export const IconLayers = make('m12 3 9 5-9 5-9-5 9-5zM3 13l9 5 9-5');
export const IconPopup = make('M4 5h16v14H4zM4 9h16M15 13l3 3M18 13l-3 3');
export const IconPalette = make(
  'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5h2A4.5 4.5 0 0 0 21 11c0-4.4-4-8-9-8zM7.5 11h.01M10 7.5h.01M14.5 7.5h.01',
);
export const IconSave = make('M5 3h11l3 3v15H5zM8 3v5h7M8 21v-7h8v7');
export const IconCheck = make('M5 12l5 5 9-10');
export const IconCloudOff = make(
  'M3 3l18 18M8 8a5 5 0 0 0-1 9.9h10M19.5 15.5A4 4 0 0 0 16 9h-.5a6 6 0 0 0-4-4.8',
);
export const IconAlert = make('M12 4 2 20h20L12 4zM12 10v4M12 17h.01');
export const IconLink = make(
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
);
export const IconUpload = make('M12 16V4M7 9l5-5 5 5M4 20h16');
export const IconClose = make('M6 6l12 12M18 6 6 18');
export const IconChevronRight = make('m9 6 6 6-6 6');
export const IconChevronDown = make('m6 9 6 6 6-6');
export const IconExternal = make('M14 4h6v6M20 4l-9 9M18 14v6H4V6h6');
export const IconBold = make('M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z');
export const IconItalic = make('M11 5h6M7 19h6M14 5l-4 14');
export const IconUnderline = make('M7 4v7a5 5 0 0 0 10 0V4M5 20h14');
export const IconStrike = make(
  'M5 12h14M16 7a4 3 0 0 0-4-2c-2.2 0-4 1.2-4 3 0 3 8 2 8 6 0 1.8-1.8 3-4 3a4 3 0 0 1-4-2',
);
export const IconListBullet = make('M9 6h11M9 12h11M9 18h11M5 6h.01M5 12h.01M5 18h.01');
export const IconListNumber = make('M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2M4 20h2');
export const IconClear = make('M6 19h8M10 5l-3 14M4 4l16 16M9 5h9');
export const IconVideo = make('M3 6h12v12H3zM15 10l6-3v10l-6-3');
export const IconBlock = make('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z');
export const IconSettings = make(
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.6-1.6.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L5.4 7.3 3.4 7l-1 3 2 1v2l-2 1 1 3 2-.3 1.6 1.6-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.6-1.6 2 .3 1-3-2-1z',
);
export const IconImage = make('M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01');
export const IconSearch = make('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4');
/** AI generation. */
export const IconSparkles = make(
  'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
);
export const IconPanelLeft = make('M4 4h16v16H4zM9 4v16');
export const IconPanelRight = make('M4 4h16v16H4zM15 4v16');
export const IconMinus = make('M5 12h14');
