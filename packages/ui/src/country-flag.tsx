import type { CountryCode } from "@qs/domain/country-config";

/** Small inline flags: no image requests, no emoji font needed. */
const FLAGS: Record<CountryCode, () => React.JSX.Element> = {
  CO: () => (
    <>
      <rect width="30" height="10" fill="#fcd116" />
      <rect y="10" width="30" height="5" fill="#003893" />
      <rect y="15" width="30" height="5" fill="#ce1126" />
    </>
  ),
  CL: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#d52b1e" />
      <rect width="10" height="10" fill="#0039a6" />
      <path d="M5 2.6l.9 2.7h2.8l-2.3 1.7.9 2.7L5 8 2.7 9.7l.9-2.7-2.3-1.7h2.8z" fill="#fff" />
    </>
  ),
  PE: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#d91023" />
      <rect x="20" width="10" height="20" fill="#d91023" />
    </>
  ),
  INT: () => (
    <>
      <rect width="30" height="20" fill="#0b5fff" />
      <circle cx="15" cy="10" r="7" fill="none" stroke="#fff" strokeWidth="1.4" />
      <ellipse cx="15" cy="10" rx="3" ry="7" fill="none" stroke="#fff" strokeWidth="1.2" />
      <path d="M8 10h14M9.3 6.5h11.4M9.3 13.5h11.4" stroke="#fff" strokeWidth="1.1" />
    </>
  ),
};

export interface CountryFlagProps {
  code: CountryCode;
  /** Accessible name; omit when the flag sits beside its country's name. */
  title?: string;
}

export function CountryFlag({ code, title }: CountryFlagProps) {
  const Flag = FLAGS[code];
  const style = { borderRadius: 3, boxShadow: "0 0 0 1px rgb(0 0 0 / 12%)", flex: "none" } as const;
  if (!title) {
    // Decorative: the country's name stands beside it, so the flag stays silent.
    return (
      <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" style={style}>
        <Flag />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" role="img" aria-label={title} style={style}>
      <title>{title}</title>
      <Flag />
    </svg>
  );
}
