import { icon } from './icons.tsx';

// Icons of the detail screens only: kept out of icons.tsx so the home route's first load does not
// carry them (DESIGN §3 budget).

export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);

export const StarIcon = icon(
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />,
);

export const PhoneIcon = icon(
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);

export const GlobeIcon = icon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
);

export const DirectionsIcon = icon(<path d="m3 11 18-8-8 18-2-8z" />);
