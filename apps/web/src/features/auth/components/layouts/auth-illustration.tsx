import Box from '@mui/material/Box';

/**
 * A drawn barn, hens and a rising sun for the auth layouts' picture panels: local SVG in the
 * theme's colours, so it needs no network and follows light and dark themes.
 */
export function AuthIllustration({ size = 320 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 240"
      role="img"
      aria-hidden="true"
      sx={{ width: size, maxWidth: '100%', height: 'auto', color: 'primary.contrastText' }}
    >
      <circle cx="236" cy="70" r="34" fill="currentColor" opacity="0.25" />
      <circle cx="236" cy="70" r="22" fill="currentColor" opacity="0.45" />
      <path d="M0 200 Q80 170 160 190 T320 180 V240 H0Z" fill="currentColor" opacity="0.18" />
      <path d="M60 120 L120 80 L180 120 V200 H60Z" fill="currentColor" opacity="0.9" />
      <path d="M52 124 L120 76 L188 124" stroke="currentColor" strokeWidth="8" fill="none" />
      <rect x="104" y="150" width="32" height="50" rx="3" fill="currentColor" opacity="0.35" />
      <path d="M104 150 L136 200 M136 150 L104 200" stroke="currentColor" strokeWidth="3" />
      <rect x="80" y="128" width="18" height="16" rx="2" fill="currentColor" opacity="0.35" />
      <rect x="142" y="128" width="18" height="16" rx="2" fill="currentColor" opacity="0.35" />
      <g fill="currentColor">
        <ellipse cx="220" cy="196" rx="16" ry="12" />
        <circle cx="234" cy="182" r="7" />
        <path d="M240 181 l6 2 -6 2z" />
        <ellipse cx="262" cy="202" rx="12" ry="9" opacity="0.8" />
        <circle cx="272" cy="191" r="5.5" opacity="0.8" />
      </g>
    </Box>
  );
}
