import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { ProgressRing, useProgressText } from './report-progress.tsx';
import { useReportDownload } from './use-report-download.ts';
import type { ReportDownloadState } from './use-report-download.ts';

export type ReportDownloadButtonProps = {
  /** The report's address, e.g. from `reportPaths` of the contracts. */
  url: string;
  label: string;
  /** The file name when the server names none. */
  fileName?: string;
  variant?: ButtonProps['variant'];
};

/** One report file: the button shows the progress while it is made and downloaded. */
export function ReportDownloadButton({
  url,
  label,
  fileName,
  variant = 'outlined',
}: ReportDownloadButtonProps) {
  const download = useReportDownload();
  return (
    <ProgressButton
      state={download.state}
      label={label}
      variant={variant}
      onClick={() => void download.run(url, fileName ?? fallbackName(url))}
    />
  );
}

/** A file name from the address, for a server that names none. */
export function fallbackName(url: string): string {
  const path = url.split('?')[0] ?? '';
  const format = /format=(\w+)/.exec(url)?.[1] ?? 'pdf';
  return `${path.split('/').filter(Boolean).slice(-1)[0] ?? 'report'}.${format}`;
}

export type ProgressButtonProps = {
  state: ReportDownloadState;
  label: string;
  variant: ButtonProps['variant'];
  onClick: ButtonProps['onClick'];
} & Pick<ButtonProps, 'endIcon' | 'aria-haspopup' | 'aria-controls' | 'aria-expanded'>;

/** A button that turns into the download's progress while one runs. */
export function ProgressButton({ state, label, onClick, ...rest }: ProgressButtonProps) {
  const busy = state.status !== 'idle';
  const text = useProgressText(state);
  return (
    <Button
      color="inherit"
      {...rest}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <ProgressRing state={state} /> : <FileDownloadOutlined />}
      sx={{ whiteSpace: 'nowrap', borderColor: 'divider' }}
    >
      {busy ? text : label}
    </Button>
  );
}
