import { useTheme } from '@mui/material/styles';

/**
 * Where an address lies, offline: a small equirectangular grid of the world with a pin at
 * its latitude and longitude (no map tiles, no internet).
 */
export function AddressMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const theme = useTheme();
  const x = ((lng + 180) / 360) * 240;
  const y = ((90 - lat) / 180) * 120;
  const lines = [30, 60, 90].map((at) => <line key={`h${at}`} x1={0} y1={at} x2={240} y2={at} />);
  const meridians = [40, 80, 120, 160, 200].map((at) => (
    <line key={`v${at}`} x1={at} y1={0} x2={at} y2={120} />
  ));
  return (
    <svg
      viewBox="0 0 240 120"
      role="img"
      aria-label={label}
      style={{
        width: '100%',
        maxWidth: 320,
        display: 'block',
        borderRadius: 4,
        background: theme.palette.action.hover,
        color: theme.palette.text.primary,
      }}
    >
      <title>{label}</title>
      <g stroke="currentColor" strokeOpacity={0.15} strokeWidth={0.5}>
        {lines}
        {meridians}
      </g>
      <circle cx={x} cy={y} r={9} fill="#e53935" fillOpacity={0.2} />
      <circle cx={x} cy={y} r={4} fill="#e53935" stroke="#fff" strokeWidth={1.5} />
    </svg>
  );
}
