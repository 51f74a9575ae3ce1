/** The product's mark: an envelope. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="logo"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label="Mail"
      focusable="false"
    >
      <rect x="4" y="10" width="40" height="28" rx="4" fill="currentColor" />
      <path
        d="M6 13l18 13 18-13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
