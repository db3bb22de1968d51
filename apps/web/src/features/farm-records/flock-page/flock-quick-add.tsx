import type { Flock } from '@flockbook/contracts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { hasPermission } from '../../../lib/route-auth.ts';
import { useSession } from '../../../lib/session.ts';
import { RecordFormDialog } from '../../../records/components/record-form-dialog.tsx';
import { flockTabs } from './flock-record-tabs.tsx';
import type { FlockTab } from './flock-record-tabs.tsx';
import { useFlockPageTexts } from './locales/use-flock-page-texts.ts';

/**
 * The phone's quick-add at the top of an open flock's page: a menu of the kinds of record the
 * user may add, each opening its new-record form for this flock (the tabs' own quick-add lies
 * below the figures and charts, far down on a phone).
 */
export function FlockQuickAdd({ flock }: { flock: Flock }) {
  const texts = useFlockPageTexts();
  const { user } = useSession();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState<FlockTab | null>(null);
  const kinds = flockTabs(flock, texts).filter((tab) =>
    hasPermission(tab.area.roles.create, user.role),
  );
  if (flock.status !== 'active' || kinds.length === 0) return null;

  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<AddOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="flock-quick-add"
      >
        {texts.quickAdd}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {kinds.map((kind) => (
          <MenuItem
            key={kind.key}
            data-testid={`flock-quick-add-${kind.key}`}
            onClick={() => {
              setAnchor(null);
              setAdding(kind);
            }}
          >
            {kind.label}
          </MenuItem>
        ))}
      </Menu>
      {adding ? (
        <RecordFormDialog
          area={adding.area}
          open
          fixedValues={{ flockId: flock.id }}
          subtitle={`${flock.name} · ${flock.farmName}`}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </>
  );
}
