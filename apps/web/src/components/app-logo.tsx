import EggAltOutlinedIcon from '@mui/icons-material/EggAltOutlined';
import Avatar from '@mui/material/Avatar';

export type AppLogoProps = {
  size?: number;
};

/** The product mark: an egg on the brand's golden tile. */
export function AppLogo({ size = 48 }: AppLogoProps) {
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        '& svg': { fontSize: size * 0.6 },
      }}
    >
      <EggAltOutlinedIcon />
    </Avatar>
  );
}
