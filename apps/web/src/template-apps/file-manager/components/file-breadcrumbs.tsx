import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import { useFileManagerTexts } from '../locales/use-file-manager-texts.ts';
import { crumbsOf } from './file-manager-view.ts';
import { DataText, dataTextProps } from '../../../components/data-text.tsx';

/** The folders from the root down to the current one; each one above it goes back up. */
export function FileBreadcrumbs({
  location,
  onGoTo,
}: {
  location: string;
  onGoTo: (path: string) => void;
}) {
  const { texts } = useFileManagerTexts();
  const crumbs = crumbsOf(location);
  const nameOf = (index: number, name: string) => (index === 0 ? texts.root : name);
  return (
    <Breadcrumbs aria-label={texts.folders} data-testid="file-breadcrumbs" sx={{ px: 2, pb: 1.5 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <DataText key={crumb.path} aria-current="page" color="text.primary">
            {nameOf(index, crumb.name)}
          </DataText>
        ) : (
          <Link
            key={crumb.path}
            component="button"
            type="button"
            underline="hover"
            {...dataTextProps}
            onClick={() => onGoTo(crumb.path)}
          >
            {nameOf(index, crumb.name)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
