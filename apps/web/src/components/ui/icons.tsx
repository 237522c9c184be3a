import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & {
  size?: number;
  /** Names the icon for screen readers (an image); without it the icon is decoration, hidden from them. */
  label?: string;
};

/** The 24 × 24 outline frame every icon draws in; its shapes are the children. */
export function Icon({ size = 24, label, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={!label}
      focusable="false"
      {...props}
    />
  );
}

/** An icon component that draws `shapes` on the 24 × 24 grid. */
export const icon =
  (...shapes: ReactElement[]) =>
  (props: IconProps) =>
    createElement(Icon, props, ...shapes);

export const HomeIcon = icon(
  <path d="M3 10.5 12 3l9 7.5" />,
  <path d="M5 9.5V21h14V9.5" />,
  <path d="M10 21v-6h4v6" />,
);

export const CompassIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="m15.5 8.5-2 5-5 2 2-5z" />);

export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />);

export const BriefcaseIcon = icon(
  <rect x="3" y="7" width="18" height="13" rx="2" />,
  <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
  <path d="M3 13h18" />,
);

export const SettingsIcon = icon(
  <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />,
  <circle cx="15" cy="6" r="2" />,
  <circle cx="9" cy="12" r="2" />,
  <circle cx="17" cy="18" r="2" />,
);

export const ArrowLeftIcon = icon(<path d="M19 12H5" />, <path d="m12 19-7-7 7-7" />);

export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
);

export const PinIcon = icon(
  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);

export const ImageIcon = icon(
  <rect x="3" y="4" width="18" height="16" rx="2" />,
  <circle cx="9" cy="10" r="2" />,
  <path d="m21 16-5-5-9 9" />,
);

/** Filled badge with a check: the verified mark of companies. */
export const VerifiedIcon = (props: IconProps) => (
  <Icon strokeWidth={2.5} {...props}>
    <circle cx="12" cy="12" r="10" fill="currentColor" stroke="none" />
    <path d="m7.5 12.3 3 3 6-6.1" stroke="#fff" />
  </Icon>
);

export const FilterIcon = icon(<path d="M4 5h16l-6 7.5V19l-4 2v-8.5z" />);

export const ShareIcon = icon(
  <circle cx="18" cy="5" r="2.5" />,
  <circle cx="6" cy="12" r="2.5" />,
  <circle cx="18" cy="19" r="2.5" />,
  <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />,
);

export const HashIcon = icon(<path d="M5 9h14M5 15h14M10 3 8 21M16 3l-2 18" />);
