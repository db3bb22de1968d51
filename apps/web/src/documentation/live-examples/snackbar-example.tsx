import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGE_VARIANTS, showMessage } from '../../lib/message-store.ts';
import { useDocumentationTexts } from '../locales/use-documentation-texts.ts';
import { LiveExampleFrame } from './live-example-frame.tsx';

/** Buttons that show the shell's one snackbar in each of its variants. */
export function SnackbarExample() {
  const texts = useDocumentationTexts().examples.snackbar;
  return (
    <LiveExampleFrame name="snackbar" title={texts.title}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {MESSAGE_VARIANTS.map((variant) => (
          <Button
            key={variant}
            variant="outlined"
            color={variant}
            onClick={() => showMessage({ message: texts.message, variant })}
          >
            {texts.buttons[variant]}
          </Button>
        ))}
      </Stack>
    </LiveExampleFrame>
  );
}
