import { Icon, type IconProps, make } from '@tessera/editor/icons';

/**
 * The line icons the app needs, drawn here so no icon package ships with the bundle; the base
 * icon and the shapes the editor also draws come from the editor's own set. Decorative: every
 * place that uses one also carries a text label.
 */
export {
  IconAlert,
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconChevronRight,
  IconClose as IconX,
  IconLink,
  IconPlus,
  IconSparkles,
} from '@tessera/editor/icons';

export const IconBuilding = make(
  'M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18M8 8h3M8 12h3M8 16h3',
);
export const IconWorld = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
export const IconIdCard = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16a3 3 0 0 1 6 0M15 9h3M15 13h3" />
  </Icon>
);
export const IconCreditCard = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
);
export const IconUser = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
export const IconLogout = make(
  'M14 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-3M9 12h12M18 9l3 3-3 3',
);
export const IconSearch = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const IconArrowsSort = make('M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4');
export const IconInbox = make('M4 13h4l2 3h4l2-3h4M4 13l2-8h12l2 8v6H4v-6z');
export const IconPlay = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m10 8 6 4-6 4V8z" />
  </Icon>
);
export const IconExternal = make(
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);
export const IconDots = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
  </Icon>
);
export const IconCopy = (p: IconProps) => (
  <Icon {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </Icon>
);
export const IconTrash = make(
  'M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
);
export const IconPencil = make('M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4');
export const IconHome = make('M4 11 12 4l8 7M6 10v10h12V10M10 20v-5h4v5');
export const IconGrip = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />
  </Icon>
);
export const IconArrowRight = make('M5 12h14M13 6l6 6-6 6');
export const IconShare = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Icon>
);
export const IconUsers = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </Icon>
);
export const IconBadge = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);
export const IconTemplate = make(
  'M4 5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v4H4zM4 9v10a1 1 0 0 0 1 1h5V9M10 14h10M20 9v10a1 1 0 0 1-1 1h-9',
);
export const IconList = make('M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01');
export const IconUpload = make('M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3');
export const IconGrid = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </Icon>
);
export const IconRotate = make('M20 11a8 8 0 1 1-2.3-5.6M20 4v5h-5');
export const IconBook = make(
  'M12 6.5C10 5 7 4.5 4 5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V5c-3-.5-6 0-8 1.5zM12 6.5v13',
);
/** A newspaper page: blogs and their posts. */
export const IconNews = make(
  'M5 4h11a1 1 0 0 1 1 1v13a2 2 0 0 0 2 2H7a3 3 0 0 1-3-3V5a1 1 0 0 1 1-1zM17 9h2a1 1 0 0 1 1 1v8a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3',
);
/** Settings: three sliders. */
export const IconSettings = make('M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4');
